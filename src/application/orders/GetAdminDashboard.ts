import type { ProductStatistics } from '../../domain/catalog/product-statistics';
import { changePercent, type MonthFigures } from '../../domain/order/order-statistics';
import { limaDate, type IsoDate } from '../../domain/shared/lima-date';
import type { AdminStatistics, CartFigures, WishedProduct } from '../ports/admin-statistics';
import type { ProductWithTaxonomy } from '../ports/catalog-repositories';
import type { Clock } from '../ports/clock';

/** The dashboard's chart covers this many Lima months, the current one last. */
export const DASHBOARD_MONTHS = 12;
/** The low-stock products the dashboard names (its card counts them all; the products screen lists them all). */
export const DASHBOARD_LOW_STOCK_SHOWN = 10;
/** The products in the most accounts' 'Favoritos' the dashboard names ('Los más deseados'). */
export const DASHBOARD_MOST_WISHED_SHOWN = 5;

export interface AdminDashboard {
  /** The Lima date the figures are for (to price the low-stock products on). */
  readonly today: IsoDate;
  /** This Lima month (the last of `salesByMonth`). */
  readonly month: MonthFigures;
  readonly previousMonth: MonthFigures;
  /** Sales change in %, one decimal; null when the previous month sold nothing. */
  readonly salesChangePercent: number | null;
  /** Order count change in %, one decimal; null when the previous month had no orders. */
  readonly ordersChangePercent: number | null;
  /** The catalogue's figures, low stock (isLowStock) included. */
  readonly products: ProductStatistics;
  /** The first low-stock products, lowest stock first (`products.lowStock` counts them all). */
  readonly lowStock: readonly ProductWithTaxonomy[];
  /** The products in the most accounts' 'Favoritos', most first: what shoppers wish for, sold out or not. */
  readonly mostWished: readonly WishedProduct[];
  /** The last 12 Lima months, oldest first. */
  readonly salesByMonth: readonly MonthFigures[];
  /** Saved carts abandoned and recovered this Lima month ('Carritos abandonados este mes', 'Recuperados este mes'). */
  readonly carts: CartFigures;
}

/**
 * The admin's landing page: this month's sales (completed orders) and orders
 * (not cancelled) against the previous month, in Lima months; the catalogue's
 * active and promoted products and promotions; low stock; and 12 months of
 * sales; saved carts abandoned and recovered this month; the most wished products. A fixed number of aggregate queries, whatever the shop's size.
 */
export class GetAdminDashboard {
  constructor(
    private readonly statistics: AdminStatistics,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<AdminDashboard> {
    const now = this.clock.now();
    const today = limaDate(now);
    const [salesByMonth, products, lowStock, carts, mostWished] = await Promise.all([
      this.statistics.monthlyFigures(now, DASHBOARD_MONTHS),
      this.statistics.productFigures(today),
      this.statistics.lowStockProducts(DASHBOARD_LOW_STOCK_SHOWN),
      this.statistics.cartFigures(now),
      this.statistics.mostWishedProducts(DASHBOARD_MOST_WISHED_SHOWN),
    ]);
    const month = salesByMonth[salesByMonth.length - 1]!;
    const previousMonth = salesByMonth[salesByMonth.length - 2]!;
    return {
      today,
      month,
      previousMonth,
      salesChangePercent: changePercent(month.sales.cents, previousMonth.sales.cents),
      ordersChangePercent: changePercent(month.orderCount, previousMonth.orderCount),
      products,
      lowStock,
      mostWished,
      salesByMonth,
      carts,
    };
  }
}
