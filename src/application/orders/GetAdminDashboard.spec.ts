import type { ProductStatistics } from '../../domain/catalog/product-statistics';
import { Money } from '../../domain/money/money';
import type { MonthFigures } from '../../domain/order/order-statistics';
import { aProduct } from '../testing/catalog-fixtures';
import type { AdminStatistics, WishedProduct } from '../ports/admin-statistics';
import type { ProductWithTaxonomy } from '../ports/catalog-repositories';
import {
  DASHBOARD_LOW_STOCK_SHOWN,
  DASHBOARD_MONTHS,
  DASHBOARD_MOST_WISHED_SHOWN,
  GetAdminDashboard,
} from './GetAdminDashboard';

/** 23:30 on 30 November in Lima is already 1 December in UTC. */
const NOW = new Date('2026-12-01T04:30:00Z');
const PRODUCTS: ProductStatistics = {
  total: 9,
  active: 7,
  promoted: 3,
  inCarousel: 1,
  upcomingPromotions: 1,
  activePromotions: 2,
  lowStock: 12,
};

function fakeStatistics(
  months: MonthFigures[],
  lowStock: ProductWithTaxonomy[] = [],
  mostWished: WishedProduct[] = [],
) {
  const calls: unknown[][] = [];
  const statistics: AdminStatistics = {
    orderFigures: async () => {
      throw new Error('not used');
    },
    monthlyFigures: async (now, count) => {
      calls.push(['monthlyFigures', now, count]);
      return months;
    },
    productFigures: async (today) => {
      calls.push(['productFigures', today]);
      return PRODUCTS;
    },
    lowStockProducts: async (limit) => {
      calls.push(['lowStockProducts', limit]);
      return lowStock;
    },
    cartFigures: async (now) => {
      calls.push(['cartFigures', now]);
      return { abandoned: 4, recovered: 1 };
    },
    mostWishedProducts: async (limit) => {
      calls.push(['mostWishedProducts', limit]);
      return mostWished;
    },
  };
  return { statistics, calls };
}

const month = (m: string, soles: number, orderCount: number): MonthFigures => ({
  month: m,
  sales: Money.fromSoles(soles),
  orderCount,
});

describe('GetAdminDashboard', () => {
  it('compares the current Lima month with the previous one, in sales and orders', async () => {
    const months = [month('2026-09', 50, 1), month('2026-10', 400, 8), month('2026-11', 500, 6)];
    const low = [{ ...aProduct({ id: 'p1', stock: 2 }), brand: null, categories: [] }];
    const wished = [{ product: { ...aProduct({ id: 'p2' }), brand: null, categories: [] }, favorites: 7 }];
    const { statistics, calls } = fakeStatistics(months, low, wished);
    const dashboard = await new GetAdminDashboard(statistics, { now: () => NOW }).execute();

    expect(dashboard).toMatchObject({
      today: '2026-11-30',
      month: months[2],
      previousMonth: months[1],
      salesChangePercent: 25,
      ordersChangePercent: -25,
      products: PRODUCTS,
      lowStock: low,
      mostWished: wished,
      salesByMonth: months,
      carts: { abandoned: 4, recovered: 1 },
    });
    expect(calls).toEqual([
      ['monthlyFigures', NOW, DASHBOARD_MONTHS],
      ['productFigures', '2026-11-30'],
      ['lowStockProducts', DASHBOARD_LOW_STOCK_SHOWN],
      ['cartFigures', NOW],
      ['mostWishedProducts', DASHBOARD_MOST_WISHED_SHOWN],
    ]);
  });

  it('has no change percentages when the previous month had nothing', async () => {
    const { statistics } = fakeStatistics([month('2026-10', 0, 0), month('2026-11', 120, 2)]);
    const dashboard = await new GetAdminDashboard(statistics, { now: () => NOW }).execute();
    expect([dashboard.salesChangePercent, dashboard.ordersChangePercent]).toEqual([null, null]);
  });
});
