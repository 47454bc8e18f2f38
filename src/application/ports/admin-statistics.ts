import type { ProductStatistics } from '../../domain/catalog/product-statistics';
import type { Money } from '../../domain/money/money';
import type { MonthFigures } from '../../domain/order/order-statistics';
import type { OrderStatus } from '../../domain/order/order-status';
import type { IsoDate } from '../../domain/shared/lima-date';
import type { ProductWithTaxonomy } from './catalog-repositories';

/** Orders per status and the completed orders' revenue, over every order. */
export interface OrderFigures {
  readonly counts: Readonly<Record<OrderStatus, number>>;
  readonly completedRevenue: Money;
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
  /**
   * The catalogue's figures (archived products excepted) as the domain's productStatistics counts them,
   * promotions on `today` (Lima) as promotionStatus decides.
   */
  productFigures(today: IsoDate): Promise<ProductStatistics>;
  /** The first `limit` low-stock products (isLowStock), lowest stock first, then by name, with their brand. */
  lowStockProducts(limit: number): Promise<ProductWithTaxonomy[]>;
  /**
   * The `limit` products in the most accounts' 'Favoritos' (archived ones apart), most first, then by name, with
   * their brand and how many accounts hearted each: one statement.
   */
  mostWishedProducts(limit: number): Promise<WishedProduct[]>;
  /** Saved carts abandoned and recovered in the Lima month holding `now` (docs/product-decisions.md). */
  cartFigures(now: Date): Promise<CartFigures>;
}

export interface CartFigures {
  /** Carts abandoned this month (one per cart, however often it was left and picked up before its order). */
  readonly abandoned: number;
  /** Abandoned carts an order was placed from this month. */
  readonly recovered: number;
}

/** A product and how many accounts have it in their 'Favoritos'. */
export interface WishedProduct {
  readonly product: ProductWithTaxonomy;
  readonly favorites: number;
}
