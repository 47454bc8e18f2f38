import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type AdminDashboardQuery as DashboardData, AdminDashboardDocument } from './dashboard.generated';
import { adminFixture } from '../../test/fixtures';
import { adminProduct, adminProductsMock, productStatisticsMock } from '../products/productFixtures';
import { renderRoute } from '../../test/renderRoute';
import { changeText, productSearchPath } from './DashboardPage';

type Dashboard = DashboardData['adminDashboard'];

const admin = adminFixture();
// The first render also loads the lazy admin chunks, which can take a while on a busy machine.
const SLOW = { timeout: 5000 };

const money = (cents: number) => ({
  __typename: 'Money' as const,
  cents,
  formatted: `S/ ${new Intl.NumberFormat('en-US', { minimumFractionDigits: 2 }).format(cents / 100)}`,
});

const MONTHS = ['dic.', 'ene.', 'feb.', 'mar.', 'abr.', 'may.', 'jun.', 'jul.', 'ago.', 'sep.', 'oct.', 'nov.'];

/** Dec 2025 … Nov 2026, the sales growing S/ 100 a month (Nov 2026 the best). */
const salesByMonth: Dashboard['salesByMonth'] = MONTHS.map((name, index) => {
  const year = index === 0 ? 2025 : 2026;
  const month = index === 0 ? 12 : index;
  return {
    __typename: 'MonthSales',
    month: `${year}-${String(month).padStart(2, '0')}`,
    label: `${name} ${year}`,
    sales: money((index + 1) * 10000),
    orders: index + 1,
  };
});

function dashboard(overrides: Partial<Dashboard> = {}): Dashboard {
  return {
    __typename: 'AdminDashboard',
    monthSales: money(120000),
    previousMonthSales: money(110000),
    salesChangePercent: 9.1,
    monthOrders: 12,
    previousMonthOrders: 15,
    ordersChangePercent: -20,
    activeProducts: 42,
    promotedProducts: 7,
    upcomingPromotions: 2,
    activePromotions: 4,
    lowStockCount: 2,
    abandonedCarts: 9,
    recoveredCarts: 3,
    lowStock: [
      {
        __typename: 'Product',
        id: 'p-1',
        name: 'Sauvage EDT 100 ml',
        stock: 0,
        brand: { __typename: 'Brand', id: 'b-dior', name: 'Dior' },
      },
      {
        __typename: 'Product',
        id: 'p-2',
        name: "J'adore & Co 50 ml",
        stock: 3,
        brand: null,
      },
    ],
    mostWished: [
      {
        __typename: 'WishedProduct',
        favorites: 14,
        product: {
          __typename: 'Product',
          id: 'p-3',
          name: 'Good Girl EDP 80 ml',
          stock: 0,
          brand: { __typename: 'Brand', id: 'b-ch', name: 'Carolina Herrera' },
        },
      },
      {
        __typename: 'WishedProduct',
        favorites: 1,
        product: { __typename: 'Product', id: 'p-4', name: 'Light Blue 100 ml', stock: 9, brand: null },
      },
    ],
    salesByMonth,
    ...overrides,
  };
}

function dashboardMock(answer: Dashboard | Error): MockLink.MockedResponse {
  return {
    request: { query: AdminDashboardDocument },
    result: answer instanceof Error ? { errors: [{ message: answer.message }] } : { data: { adminDashboard: answer } },
  };
}

const card = (name: string) => screen.getByRole('group', { name });

/** The products screen a link opens, listing `listed` for `variables` (a missing mock leaves it without rows). */
const productsScreenMocks = (
  listed: string,
  variables: Parameters<typeof adminProductsMock>[1],
): MockLink.MockedResponse[] => [
  adminProductsMock([adminProduct({ id: 'p-listed', name: listed })], variables),
  productStatisticsMock(),
];

describe('DashboardPage (/admin)', () => {
  it('muestra las ventas y pedidos del mes contra el anterior, el catálogo y las promociones', async () => {
    renderRoute('/admin', [dashboardMock(dashboard())], { session: admin });

    expect(await screen.findByRole('region', { name: 'Resumen del mes' }, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(card('Ventas del mes')).toHaveTextContent('S/ 1,200.00');
    expect(card('Ventas del mes')).toHaveTextContent('+9.1% vs. mes anterior (S/ 1,100.00)');
    expect(card('Pedidos del mes')).toHaveTextContent('12');
    expect(card('Pedidos del mes')).toHaveTextContent('-20% vs. mes anterior (15)');
    expect(card('Productos activos')).toHaveTextContent('42');
    expect(card('En promoción')).toHaveTextContent('7');
    expect(card('En promoción')).toHaveTextContent('4 activas · 2 próximas');
    expect(card('Stock bajo')).toHaveTextContent('2');
  });

  it('lista el stock bajo con enlaces a cada producto en Productos', async () => {
    const { router } = renderRoute(
      '/admin',
      [dashboardMock(dashboard()), ...productsScreenMocks('Resultado de la búsqueda', "J'adore & Co 50 ml")],
      { session: admin },
    );

    const section = await screen.findByRole('region', { name: 'Productos con stock bajo' }, SLOW);
    const items = within(section).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Sauvage EDT 100 mlDiorAgotado',
      "J'adore & Co 50 ml3 unidades",
    ]);
    const link = within(section).getByRole('link', { name: /J'adore/ });
    expect(link).toHaveAttribute('href', "/admin/products?q=J'adore%20%26%20Co%2050%20ml");
    // Every low-stock product is named: no link to more.
    expect(within(section).queryByRole('link', { name: /Ver los/ })).not.toBeInTheDocument();

    fireEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/products'));
    expect(router.state.location.search).toBe("?q=J'adore%20%26%20Co%2050%20ml");
    expect(await screen.findByText('Resultado de la búsqueda', {}, SLOW)).toBeInTheDocument();
  });

  it('cuenta todo el stock bajo y, si son más de los nombrados, enlaza a Productos con el filtro', async () => {
    const { router } = renderRoute(
      '/admin',
      [
        dashboardMock(dashboard({ lowStockCount: 37 })),
        ...productsScreenMocks('Primero con stock bajo', { lowStock: true }),
      ],
      { session: admin },
    );

    const section = await screen.findByRole('region', { name: 'Productos con stock bajo' }, SLOW);
    expect(card('Stock bajo')).toHaveTextContent('37');
    expect(section).toHaveTextContent('Los 2 con menos unidades.');
    const all = within(section).getByRole('link', { name: 'Ver los 37 productos con stock bajo' });
    expect(all).toHaveAttribute('href', '/admin/products?stock=bajo');

    fireEvent.click(all);
    await waitFor(() => expect(router.state.location.search).toBe('?stock=bajo'));
    expect(await screen.findByText('Primero con stock bajo', {}, SLOW)).toBeInTheDocument();
  });

  it('muestra los carritos abandonados y recuperados este mes (issue 26)', async () => {
    renderRoute('/admin', [dashboardMock(dashboard())], { session: admin });
    await screen.findByRole('region', { name: 'Productos con stock bajo' }, SLOW);
    expect(card('Carritos abandonados este mes')).toHaveTextContent('9');
    expect(card('Carritos abandonados este mes')).toHaveTextContent('Guardados con sesión, 24 h sin tocar');
    expect(card('Recuperados este mes')).toHaveTextContent('3');
    expect(card('Recuperados este mes')).toHaveTextContent('Abandonados que terminaron en pedido');
  });

  it('nombra los más deseados (en los favoritos de más clientes), con enlace a Productos y si están agotados', async () => {
    const { router } = renderRoute(
      '/admin',
      [dashboardMock(dashboard()), ...productsScreenMocks('El más deseado', 'Good Girl EDP 80 ml')],
      { session: admin },
    );

    const section = await screen.findByRole('region', { name: 'Los más deseados' }, SLOW);
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Good Girl EDP 80 mlCarolina Herrera · En favoritos de 14 clientesAgotado',
      'Light Blue 100 mlEn favoritos de 1 cliente',
    ]);
    fireEvent.click(within(section).getByRole('link', { name: /Good Girl/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=Good%20Girl%20EDP%2080%20ml'));
    expect(await screen.findByText('El más deseado', {}, SLOW)).toBeInTheDocument();
  });

  it('el gráfico de 12 meses tiene un resumen accesible y una tabla con las cifras', async () => {
    renderRoute('/admin', [dashboardMock(dashboard())], { session: admin });

    const chart = await screen.findByRole('img', { name: /^Ventas de dic\. 2025 a nov\. 2026/ }, SLOW);
    expect(chart).toHaveAccessibleName(
      'Ventas de dic. 2025 a nov. 2026: S/ 7,800.00 en total; el mejor mes fue nov. 2026 con S/ 1,200.00.',
    );
    const bars = chart.querySelectorAll('rect');
    expect(bars).toHaveLength(12);
    // Heights follow the sales: the best month is the tallest bar, January half of it.
    const height = (index: number) => Number(bars[index]!.getAttribute('height'));
    expect(height(11)).toBeGreaterThan(height(10));
    expect(height(5) / height(11)).toBeCloseTo(0.5, 5);

    const table = screen.getByRole('table', { name: 'Ventas y pedidos por mes', hidden: true });
    const rows = within(table).getAllByRole('row', { hidden: true });
    expect(rows).toHaveLength(13);
    expect(rows[12]).toHaveTextContent('nov. 2026S/ 1,200.0012');
  });

  it('sin mes anterior lo dice; sin stock bajo, ventas ni favoritos también', async () => {
    const empty = salesByMonth.map((month) => ({ ...month, sales: money(0), orders: 0 }));
    renderRoute(
      '/admin',
      [
        dashboardMock(
          dashboard({
            salesChangePercent: null,
            ordersChangePercent: null,
            lowStockCount: 0,
            lowStock: [],
            mostWished: [],
            salesByMonth: empty,
          }),
        ),
      ],
      { session: admin },
    );

    await screen.findByRole('region', { name: 'Resumen del mes' }, SLOW);
    expect(card('Ventas del mes')).toHaveTextContent('Sin datos del mes anterior para comparar');
    expect(card('Pedidos del mes')).toHaveTextContent('Sin datos del mes anterior para comparar');
    expect(screen.getByText('Ningún producto activo tiene 5 unidades o menos.')).toBeInTheDocument();
    expect(screen.getByText('Aún ningún cliente guarda productos en sus favoritos.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Sin ventas de dic. 2025 a nov. 2026.' })).toBeInTheDocument();
  });

  it("un error ofrece 'Intentar de nuevo', que vuelve a pedir el resumen", async () => {
    renderRoute('/admin', [dashboardMock(new Error('boom')), dashboardMock(dashboard())], { session: admin });

    const alert = await screen.findByRole('alert', undefined, SLOW);
    expect(alert).toHaveTextContent('Error al cargar el resumen');
    fireEvent.click(within(alert).getByRole('button', { name: 'Intentar de nuevo' }));
    expect(await screen.findByRole('region', { name: 'Resumen del mes' })).toBeInTheDocument();
  });
});

describe('changeText y productSearchPath', () => {
  it('redacta la variación con signo y un decimal', () => {
    expect(changeText(12.5)).toBe('+12.5% vs. mes anterior');
    expect(changeText(-3)).toBe('-3% vs. mes anterior');
    expect(changeText(0)).toBe('Igual que el mes anterior');
    expect(changeText(null)).toBe('Sin datos del mes anterior para comparar');
    expect(productSearchPath('Eau de Café #1')).toBe('/admin/products?q=Eau%20de%20Caf%C3%A9%20%231');
  });
});
