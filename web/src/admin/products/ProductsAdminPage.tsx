import { useMutation, useQuery } from '@apollo/client/react';
import { lightMarkdownPreview, plainText } from '@esencia/domain/catalog/light-markdown';
import { PRODUCT_ADMIN_MESSAGES } from '@esencia/domain/catalog/product-admin';
import { formFinalPrice } from '@esencia/domain/catalog/product-form';
import { discountBadge } from '@esencia/domain/catalog/promotion-display';
import type { PromotionTerms } from '@esencia/domain/catalog/promotion';
import { adminStockLevel } from '@esencia/domain/catalog/stock-level';
import { Money } from '@esencia/domain/money/money';
import { limaDate } from '@esencia/domain/shared/lima-date';
import { canLowerStock } from '@esencia/domain/stock/stock-movement';
import { stockMovementsCsvHref } from '@esencia/domain/stock/stock-movement-export';
import { productShareLink } from '@esencia/domain/whatsapp/product-share';
import { Button, EmptyState, ErrorState, Lightbox, Select } from '@esencia/ui-kit';
import { StatCard, StatCardGrid, type DataTableColumn } from '@esencia/ui-kit/src/admin';
import { useEffect, useRef, useState } from 'react';
import { answered, unwrap } from '../../auth/graphqlErrors';
import {
  type AdminProductFieldsFragment,
  AdjustProductStockDocument,
  AdminProductsDocument,
  DeleteProductDocument,
  ProductStatisticsDocument,
  SetProductCarouselDocument,
  SwitchOffExpiredPromotionsDocument,
} from './products.generated';
import {
  AdminList,
  AdminListEmpty,
  adminListStyles as list,
  AdminToolbar,
  DeleteConfirmDialog,
  useFormDialog,
} from '../shared/AdminList';
import { useActionToasts } from '../shared/useActionToasts';
import { useListParams } from '../shared/useListParams';
import { ProductFormDialog } from './product-form/ProductFormDialog';
import { StockMovementsDialog } from './StockMovementsDialog';
import { SORT_PARAM, useRestockWaiting } from './useRestockWaiting';
import styles from './ProductsAdminPage.module.css';

type Product = AdminProductFieldsFragment;

const PROMOTION_STATUS_LABEL = { ACTIVE: 'Activa', UPCOMING: 'Próxima', EXPIRED: 'Expirada' } as const;

/**
 * The table's filters: their names in the address (`?stock=bajo&carrusel=si`), the choices and what each asks
 * the server (null: not narrowed). 'Stock bajo' is the domain's rule, the one the card and the dashboard count.
 */
const FILTERS = {
  estado: {
    label: 'Estado',
    options: [
      { value: '', label: 'Todos', wanted: null },
      { value: 'activos', label: 'Activos', wanted: true },
      { value: 'inactivos', label: 'Inactivos', wanted: false },
    ],
  },
  promocion: {
    label: 'Promoción',
    options: [
      { value: '', label: 'Todas', wanted: null },
      { value: 'si', label: 'En promoción', wanted: true },
      { value: 'no', label: 'Sin promoción', wanted: false },
    ],
  },
  stock: {
    label: 'Stock',
    options: [
      { value: '', label: 'Todo el stock', wanted: null },
      { value: 'bajo', label: 'Stock bajo', wanted: true },
    ],
  },
  carrusel: {
    label: 'Carrusel',
    options: [
      { value: '', label: 'Todos', wanted: null },
      { value: 'si', label: 'En el carrusel', wanted: true },
      { value: 'no', label: 'Fuera del carrusel', wanted: false },
    ],
  },
} as const;
type FilterName = keyof typeof FILTERS;
const FILTER_NAMES = Object.keys(FILTERS) as FilterName[];
/** The address's names the list reads: the filters and the order ('Primero los más esperados'). */
const PARAM_NAMES = [...FILTER_NAMES, SORT_PARAM] as const;
/** What the address's value of a filter asks the server (null for 'Todos' or a value it does not know). */
const wanted = (name: FilterName, value: string): boolean | null =>
  FILTERS[name].options.find((option) => option.value === value)?.wanted ?? null;
/** Select's options need a non-empty value for 'Todos'. */
const ALL = 'todos';

/** The promotion as the domain sees it. */
function promotionTerms(product: Product): PromotionTerms {
  const promotion = product.promotion;
  if (!promotion) return { isPromoted: false, type: 'percentage', discount: 0, startDate: null, endDate: null };
  return {
    isPromoted: true,
    type: promotion.type === 'FIXED' ? 'fixed' : 'percentage',
    discount: promotion.discount,
    startDate: promotion.startDate ?? null,
    endDate: promotion.endDate ?? null,
  };
}

/** The configured final price (the promotion price whenever one is set, as the form computes it). */
function finalPrice(product: Product): string {
  return formFinalPrice(Money.fromCents(product.originalPrice.cents), promotionTerms(product)).format();
}

/**
 * /admin/products: search, the summary cards, a page of 25 products (a table, cards on a phone) filtered by
 * state, promotion, low stock and carousel — by the server, all in the address (`?q=…&stock=bajo&pagina=2`, the
 * dashboard links there) — with stock − / +, carousel, edit, delete, WhatsApp notify and the image viewer, the
 * create/edit modal and the bulk switch-off of expired promotions.
 */
export function ProductsAdminPage() {
  const { toast, failureToast, runAction } = useActionToasts();
  const params = useListParams(PARAM_NAMES);
  const restock = useRestockWaiting(params);
  const products = useQuery(AdminProductsDocument, {
    variables: {
      search: params.search || null,
      active: wanted('estado', params.filter('estado')),
      promoted: wanted('promocion', params.filter('promocion')),
      lowStock: wanted('stock', params.filter('stock')),
      carousel: wanted('carrusel', params.filter('carrusel')),
      sort: restock.sort,
      page: params.page,
    },
    notifyOnNetworkStatusChange: true,
  });
  const statistics = useQuery(ProductStatisticsDocument, { notifyOnNetworkStatusChange: true });
  const form = useFormDialog<Product>();
  const [deleting, setDeleting] = useState<Product | null>(null);
  const [viewer, setViewer] = useState<{ product: Product; index: number } | null>(null);
  const [ledgerOf, setLedgerOf] = useState<Product | null>(null);
  // The product just created: first in the list with 'Nuevo' and brought into view, whatever the list's order or
  // search, until the search changes (issue 27: it landed somewhere down the list, unmarked).
  const [created, setCreated] = useState<Product | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (created) listRef.current?.querySelector('[data-new]')?.scrollIntoView({ block: 'nearest' });
  }, [created]);

  const refetchAll = { refetchQueries: [AdminProductsDocument, ProductStatisticsDocument] };
  const [adjustStock] = useMutation(AdjustProductStockDocument, { refetchQueries: [ProductStatisticsDocument] });
  const [setCarousel] = useMutation(SetProductCarouselDocument, { refetchQueries: [ProductStatisticsDocument] });
  const [deleteProduct, { loading: deletingNow }] = useMutation(DeleteProductDocument, refetchAll);
  const [switchOff, { loading: switchingOff }] = useMutation(SwitchOffExpiredPromotionsDocument, refetchAll);

  async function changeStock(product: Product, delta: 1 | -1) {
    try {
      // A product people wait for that comes back sends their notices: the page brings the counts again.
      const refetchQueries =
        product.restockWaiting > 0 ? [ProductStatisticsDocument, AdminProductsDocument] : [ProductStatisticsDocument];
      unwrap(
        answered((await adjustStock({ variables: { id: product.id, delta }, refetchQueries })).data).adjustProductStock,
      );
    } catch (error) {
      failureToast(PRODUCT_ADMIN_MESSAGES.stockFailed, error);
    }
  }

  async function toggleCarousel(product: Product, carousel: boolean) {
    try {
      unwrap(answered((await setCarousel({ variables: { id: product.id, carousel } })).data).setProductCarousel);
    } catch (error) {
      failureToast(PRODUCT_ADMIN_MESSAGES.carouselFailed, error);
    }
  }

  async function confirmDelete(product: Product) {
    const deleted = await runAction(
      async () => unwrap(answered((await deleteProduct({ variables: { id: product.id } })).data).deleteProduct),
      PRODUCT_ADMIN_MESSAGES.deleted,
      PRODUCT_ADMIN_MESSAGES.deleteFailed,
    );
    if (deleted) {
      setDeleting(null);
      if (created?.id === product.id) setCreated(null);
    }
  }

  async function switchOffExpired() {
    try {
      const { message } = answered((await switchOff()).data).switchOffExpiredPromotions;
      toast({ title: message, tone: 'success' });
    } catch {
      toast({ title: 'Error al desactivar las promociones expiradas', tone: 'error' });
    }
  }

  const actions = (product: Product) => (
    <div className={`${list.actions} ${styles.rowActions}`}>
      <Button
        size="sm"
        variant="secondary"
        aria-label={`Editar ${product.name}`}
        onClick={() => form.openWith(product)}
      >
        Editar
      </Button>
      <Button
        size="sm"
        variant="secondary"
        aria-label={`Movimientos de stock de ${product.name}`}
        onClick={() => setLedgerOf(product)}
      >
        Movimientos
      </Button>
      <Button size="sm" variant="danger" aria-label={`Eliminar ${product.name}`} onClick={() => setDeleting(product)}>
        Eliminar
      </Button>
      <Button size="sm" variant="ghost" asChild>
        <a
          href={productShareLink(shareable(product), window.location.origin, limaDate(new Date()))}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`Notificar ${product.name} por WhatsApp`}
        >
          Notificar
        </a>
      </Button>
    </div>
  );

  const cells = {
    product: (product: Product) => (
      <div className={styles.product}>
        {product.imageUrl ? (
          <button
            type="button"
            className={styles.thumbButton}
            aria-label={`Ver imágenes de ${product.name}`}
            onClick={() => setViewer({ product, index: 0 })}
          >
            <img src={product.imageUrl} alt="" className={styles.thumb} loading="lazy" />
          </button>
        ) : (
          <span className={styles.thumb} aria-hidden="true" />
        )}
        <div className={styles.productText}>
          <span className={styles.productName}>{product.name}</span>
          {product.id === created?.id && (
            <span className={`${list.badge} ${styles.newBadge}`} data-new="">
              Nuevo
            </span>
          )}
          <span className={styles.preview}>{plainText(lightMarkdownPreview(product.description))}</span>
        </div>
      </div>
    ),
    brand: (product: Product) => product.brand?.name ?? '—',
    originalPrice: (product: Product) => <span className={styles.price}>{product.originalPrice.formatted}</span>,
    discount: (product: Product) =>
      (product.promotion && discountBadge({ ...promotionTerms(product) })) ?? <span aria-label="Sin descuento">—</span>,
    finalPrice: (product: Product) => <span className={styles.price}>{finalPrice(product)}</span>,
    stock: (product: Product) => (
      <div className={styles.stockCell}>
        <div className={styles.stock}>
          <Button
            size="sm"
            variant="secondary"
            aria-label={`Quitar una unidad de ${product.name}`}
            disabled={!canLowerStock({ stock: product.stock, held: product.heldStock })}
            onClick={() => void changeStock(product, -1)}
          >
            −
          </Button>
          <span
            className={styles.stockValue}
            data-level={adminStockLevel(product.stock)}
            aria-label={`Stock de ${product.name}: ${product.stock}`}
          >
            {product.stock === 0 ? 'Agotado' : product.stock}
          </span>
          <Button
            size="sm"
            variant="secondary"
            aria-label={`Agregar una unidad de ${product.name}`}
            onClick={() => void changeStock(product, 1)}
          >
            +
          </Button>
        </div>
        {/* Units set aside for orders whose payment method holds stock: in stock, not for sale. */}
        {product.heldStock > 0 && (
          <span className={styles.held}>
            {product.heldStock === 1 ? '1 reservada' : `${product.heldStock} reservadas`} para pedidos
          </span>
        )}
        {restock.note(product)}
      </div>
    ),
    promotion: (product: Product) =>
      product.promotion ? (
        <span className={list.badge} data-status={product.promotion.status}>
          {PROMOTION_STATUS_LABEL[product.promotion.status]}
        </span>
      ) : (
        <span className={styles.muted}>Sin promoción</span>
      ),
    active: (product: Product) => (
      <span className={list.badge} data-status={product.active ? 'ON' : 'OFF'}>
        {product.active ? 'Activo' : 'Inactivo'}
      </span>
    ),
    carousel: (product: Product) => (
      <label className={styles.carousel}>
        <input
          type="checkbox"
          checked={product.carousel}
          aria-label={`Mostrar ${product.name} en el carrusel`}
          onChange={(event) => void toggleCarousel(product, event.target.checked)}
        />
        <span aria-hidden="true">{product.carousel ? 'Sí' : 'No'}</span>
      </label>
    ),
    actions,
  };

  const columns: DataTableColumn<Product>[] = [
    { key: 'product', header: 'Producto', render: cells.product },
    { key: 'brand', header: 'Marca', render: cells.brand },
    { key: 'originalPrice', header: 'Precio original', align: 'end', render: cells.originalPrice },
    { key: 'discount', header: 'Descuento', align: 'end', render: cells.discount },
    { key: 'finalPrice', header: 'Precio final', align: 'end', render: cells.finalPrice },
    { key: 'stock', header: 'Stock', render: cells.stock },
    { key: 'promotion', header: 'Promoción', render: cells.promotion },
    { key: 'active', header: 'Estado', render: cells.active },
    { key: 'carousel', header: 'Carrusel', render: cells.carousel },
    { key: 'actions', header: 'Acciones', align: 'end', render: cells.actions },
  ];

  const loaded = products.data?.adminProducts ?? products.previousData?.adminProducts;
  const filtered = FILTER_NAMES.some((name) => params.filter(name) !== '');
  const empty =
    filtered && params.search ? (
      <EmptyState
        title="No se encontraron productos"
        description={`Nada coincide con «${params.search}» con los filtros elegidos.`}
      />
    ) : filtered ? (
      <EmptyState title="No se encontraron productos" description="Ningún producto cumple los filtros elegidos." />
    ) : (
      <AdminListEmpty
        search={params.search}
        notFoundTitle="No se encontraron productos"
        emptyTitle="No hay productos registrados"
        emptyDescription="Crea el primero con «Nuevo producto»."
      />
    );
  // The new product first (as the list has it now when it is there: the list is the cache's latest).
  const rows =
    loaded && created
      ? [
          loaded.items.find((product) => product.id === created.id) ?? created,
          ...loaded.items.filter((p) => p.id !== created.id),
        ]
      : loaded?.items;

  const stats = statistics.data?.productStatistics;
  const viewerImages = viewer
    ? viewer.product.imageUrls.map((src, index) => ({ src, alt: `${viewer.product.name}, imagen ${index + 1}` }))
    : [];

  return (
    <div className={list.page}>
      <AdminToolbar
        searchLabel="Buscar productos"
        searchPlaceholder="Nombre o marca"
        search={params.searchText}
        onSearchChange={(text) => {
          params.setSearchText(text);
          setCreated(null);
        }}
      >
        <Button
          variant="secondary"
          loading={switchingOff}
          loadingLabel="Desactivando..."
          onClick={() => void switchOffExpired()}
        >
          Desactivar promociones expiradas
        </Button>
        <Button variant="secondary" asChild>
          {/* Every product's stock ledger for the accountant; the server streams the file. */}
          <a href={stockMovementsCsvHref({})} download>
            Exportar movimientos (CSV)
          </a>
        </Button>
        <Button onClick={() => form.openWith(null)}>Nuevo producto</Button>
        {restock.sortToggle}
      </AdminToolbar>

      {statistics.error && !stats ? (
        <ErrorState
          size="compact"
          message="Error al cargar las estadísticas"
          onRetry={() => void statistics.refetch()}
          retrying={statistics.loading}
        />
      ) : (
        <StatCardGrid label="Resumen de productos" aria-busy={!stats}>
          <StatCard label="Total de productos" value={stats?.total ?? '—'} />
          <StatCard label="Activos" value={stats?.active ?? '—'} tone="success" />
          <StatCard
            label="En promoción"
            value={stats?.promoted ?? '—'}
            tone="accent"
            hint={stats ? `${stats.activePromotions} activas · ${stats.upcomingPromotions} próximas` : undefined}
          />
          <StatCard label="En carrusel" value={stats?.carousel ?? '—'} />
          <StatCard
            label="Stock bajo"
            value={stats?.lowStock ?? '—'}
            tone="warning"
            hint="Activos con 5 unidades o menos"
          />
        </StatCardGrid>
      )}

      <div className={styles.filters}>
        {FILTER_NAMES.map((name) => (
          <Select
            key={name}
            label={FILTERS[name].label}
            inline
            options={FILTERS[name].options.map((option) => ({ value: option.value || ALL, label: option.label }))}
            value={params.filter(name) || ALL}
            onValueChange={(value) => params.setFilter(name, value === ALL ? '' : value)}
          />
        ))}
      </div>

      <div className={styles.list} ref={listRef}>
        <AdminList
          caption="Productos"
          rows={rows}
          columns={columns}
          rowKey={(product) => product.id}
          failed={Boolean(products.error)}
          failedMessage="Error al cargar productos"
          onRetry={() => void products.refetch()}
          loading={products.loading}
          loadingText="Cargando productos..."
          empty={empty}
          cardLabel={(product) => product.name}
          cardHead={cells.product}
          cardColumns={columns.slice(1, -1).map((column) => column.key)}
          cardActions={actions}
          pagination={{ of: loaded, nouns: ['producto', 'productos'], onPageChange: params.setPage }}
        />
      </div>

      {form.target && (
        <ProductFormDialog
          open={form.open}
          product={form.target.item}
          onOpenChange={form.onOpenChange}
          onSaved={(product, isNew) => {
            form.close();
            if (isNew) {
              setCreated(product);
              void products.refetch();
            }
            void statistics.refetch();
          }}
        />
      )}

      {ledgerOf && <StockMovementsDialog product={ledgerOf} onClose={() => setLedgerOf(null)} />}

      <DeleteConfirmDialog
        title="Eliminar producto"
        name={deleting?.name ?? null}
        deleting={deletingNow}
        onConfirm={() => deleting && void confirmDelete(deleting)}
        onCancel={() => setDeleting(null)}
      />

      <Lightbox
        open={viewer !== null}
        onOpenChange={(open) => {
          if (!open) setViewer(null);
        }}
        images={viewerImages}
        index={viewer?.index ?? 0}
        onIndexChange={(index) => setViewer((current) => (current ? { ...current, index } : current))}
        title={viewer ? `Imágenes de ${viewer.product.name}` : 'Imágenes'}
      />
    </div>
  );
}

function shareable(product: Product) {
  return {
    id: product.id,
    name: product.name,
    brandName: product.brand?.name ?? null,
    originalPrice: Money.fromCents(product.originalPrice.cents),
    promotion: promotionTerms(product),
  };
}
