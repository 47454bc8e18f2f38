import type { Product } from '../../domain/catalog/product';
import type { Money } from '../../domain/money/money';
import type { MonthFigures } from '../../domain/order/order-statistics';
import type { OrderStatus } from '../../domain/order/order-status';
import type { IsoDate } from '../../domain/shared/lima-date';

/** Orders per status and the completed orders' revenue, over every order. */
export interface OrderFigures {
  readonly counts: Readonly<Record<OrderStatus, number>>;
  readonly completedRevenue: Money;
}

/** The catalogue's figures (archived products excepted), as the domain's productStatistics counts them. */
export interface ProductFigures {
  readonly active: number;
  /** Promotion switch on, whatever the dates. */
  readonly promoted: number;
  readonly upcomingPromotions: number;
  readonly activePromotions: number;
}

/**
 * The back office's figures, each one aggregate query whatever the number of
 * orders or products (the adapter mirrors the domain's rules in SQL and an
 * integration test checks both agree).
 */
export interface AdminStatistics {
  orderFigures(): Promise<OrderFigures>;
  /**
   * The `count` Lima months up to the one holding `now`, oldest first, every
   * month present: the completed orders' sales and the orders not cancelled,
   * by the Lima month they were placed in (monthlySales' rule).
   */
  monthlyFigures(now: Date, count: number): Promise<MonthFigures[]>;
  /** Promotions counted on `today` (Lima), as promotionStatus decides. */
  productFigures(today: IsoDate): Promise<ProductFigures>;
  /** Active products with at most `threshold` units, lowest stock first, then by name. */
  lowStockProducts(threshold: number): Promise<Product[]>;
}
