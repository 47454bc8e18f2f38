import { useQuery } from '@apollo/client/react';
import { ErrorState, LoadingState } from '@esencia/ui-kit';
import { StatCard, StatCardGrid } from '@esencia/ui-kit/src/admin';
import { Link } from 'react-router';
import { type AdminDashboardQuery as DashboardData, AdminDashboardDocument } from './dashboard.generated';
import { SalesChart } from './SalesChart';
import styles from './DashboardPage.module.css';

type Dashboard = DashboardData['adminDashboard'];

/** '+12.5% vs. mes anterior', '-3% vs. mes anterior', 'Sin cambios…'; null (nothing to compare with) says so. */
export function changeText(percent: number | null | undefined): string {
  if (percent === null || percent === undefined) return 'Sin datos del mes anterior para comparar';
  if (percent === 0) return 'Igual que el mes anterior';
  const figure = new Intl.NumberFormat('es-PE', { maximumFractionDigits: 1, signDisplay: 'always' }).format(percent);
  return `${figure}% vs. mes anterior`;
}

/** The admin products screen searching one product's name. */
export function productSearchPath(name: string): string {
  return `/admin/products?q=${encodeURIComponent(name)}`;
}

/** The admin products screen with its 'Stock bajo' filter: the same products the card counts. */
export const LOW_STOCK_PATH = '/admin/products?stock=bajo';

/**
 * /admin: this Lima month's sales (completed orders) and orders (not cancelled) against the previous
 * month, the catalogue (active, promoted, upcoming and active promotions), the products running out (how many,
 * by the rule the products screen's 'Stock bajo' filter uses, the lowest ones each a link to it in Productos)
 * the sales of the last 12 months and the products most shoppers keep in 'Favoritos'.
 */
export function DashboardPage() {
  const { data, error, loading, refetch } = useQuery(AdminDashboardDocument, {
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const dashboard = data?.adminDashboard;

  if (!dashboard) {
    if (error) {
      return <ErrorState message="Error al cargar el resumen" onRetry={() => void refetch()} retrying={loading} />;
    }
    return <LoadingState text="Cargando resumen..." />;
  }

  return (
    <div className={styles.page}>
      <StatCardGrid label="Resumen del mes">
        <StatCard
          label="Ventas del mes"
          value={dashboard.monthSales.formatted}
          tone="accent"
          hint={`${changeText(dashboard.salesChangePercent)} (${dashboard.previousMonthSales.formatted})`}
          data-trend={trend(dashboard.salesChangePercent)}
        />
        <StatCard
          label="Pedidos del mes"
          value={dashboard.monthOrders}
          hint={`${changeText(dashboard.ordersChangePercent)} (${dashboard.previousMonthOrders})`}
          data-trend={trend(dashboard.ordersChangePercent)}
        />
        <StatCard label="Productos activos" value={dashboard.activeProducts} tone="success" />
        <StatCard
          label="En promoción"
          value={dashboard.promotedProducts}
          hint={`${dashboard.activePromotions} activas · ${dashboard.upcomingPromotions} próximas`}
        />
        <StatCard
          label="Stock bajo"
          value={dashboard.lowStockCount}
          tone="warning"
          hint="Activos con 5 unidades o menos"
        />
        <StatCard
          label="Carritos abandonados este mes"
          value={dashboard.abandonedCarts}
          hint="Guardados con sesión, 24 h sin tocar"
        />
        <StatCard
          label="Recuperados este mes"
          value={dashboard.recoveredCarts}
          tone="success"
          hint="Abandonados que terminaron en pedido"
        />
      </StatCardGrid>

      <div className={styles.columns}>
        <section className={styles.panel} aria-labelledby="dashboard-sales">
          <h2 id="dashboard-sales" className={styles.heading}>
            Ventas de los últimos 12 meses
          </h2>
          <SalesChart months={dashboard.salesByMonth} />
        </section>

        <div className={styles.side}>
          <LowStock products={dashboard.lowStock} count={dashboard.lowStockCount} />
          <MostWished wished={dashboard.mostWished} />
        </div>
      </div>
    </div>
  );
}

function trend(percent: number | null | undefined): 'up' | 'down' | 'flat' {
  if (!percent) return 'flat';
  return percent > 0 ? 'up' : 'down';
}

/** The lowest ones first; past what is shown, a link to all of them in Productos. */
function LowStock({ products, count }: { products: Dashboard['lowStock']; count: number }) {
  return (
    <section className={styles.panel} aria-labelledby="dashboard-low-stock">
      <h2 id="dashboard-low-stock" className={styles.heading}>
        Productos con stock bajo
      </h2>
      {count > products.length && (
        <p className={styles.muted}>
          Los {products.length} con menos unidades.{' '}
          <Link to={LOW_STOCK_PATH} className={styles.productLink}>
            Ver los {count} productos con stock bajo
          </Link>
        </p>
      )}
      {products.length === 0 ? (
        <p className={styles.muted}>Ningún producto activo tiene 5 unidades o menos.</p>
      ) : (
        <ul className={styles.productList}>
          {products.map((product) => (
            <li key={product.id} className={styles.productItem}>
              <Link to={productSearchPath(product.name)} className={styles.productLink}>
                <span className={styles.productName}>{product.name}</span>
                {product.brand && <span className={styles.muted}>{product.brand.name}</span>}
              </Link>
              <span className={styles.stock} data-empty={product.stock === 0 || undefined}>
                {product.stock === 0 ? 'Agotado' : `${product.stock} ${product.stock === 1 ? 'unidad' : 'unidades'}`}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** 'En favoritos de 1 cliente', '… de 3 clientes': the accounts that keep a product in 'Mis favoritos'. */
function wishedByText(favorites: number): string {
  return `En favoritos de ${favorites} ${favorites === 1 ? 'cliente' : 'clientes'}`;
}

/** The products in the most shoppers' 'Favoritos', most first: what to restock or put on promotion. */
function MostWished({ wished }: { wished: Dashboard['mostWished'] }) {
  return (
    <section className={styles.panel} aria-labelledby="dashboard-most-wished">
      <h2 id="dashboard-most-wished" className={styles.heading}>
        Los más deseados
      </h2>
      {wished.length === 0 ? (
        <p className={styles.muted}>Aún ningún cliente guarda productos en sus favoritos.</p>
      ) : (
        <>
          <p className={styles.muted}>Los productos que más clientes guardan en sus favoritos.</p>
          <ul className={styles.productList}>
            {wished.map(({ product, favorites }) => (
              <li key={product.id} className={styles.productItem}>
                <Link to={productSearchPath(product.name)} className={styles.productLink}>
                  <span className={styles.productName}>{product.name}</span>
                  <span className={styles.muted}>
                    {[product.brand?.name, wishedByText(favorites)].filter(Boolean).join(' · ')}
                  </span>
                </Link>
                {product.stock === 0 && (
                  <span className={styles.stock} data-empty>
                    Agotado
                  </span>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
