import type { RecordedStockMovement, StockLevel, StockMovement } from '../../domain/stock/stock-movement';
import type { Page } from './catalog-repositories';

/** A product's units before and after a recorded movement. */
export interface StockChange {
  readonly productId: string;
  readonly before: StockLevel;
  readonly after: StockLevel;
}

/**
 * Products' units inside a transaction: the locks a stock change needs, and the one way to change them, which
 * records the movement in the ledger in the same statement (stock_movements).
 */
export interface ProductStock {
  /**
   * Locks the rows of the products a new order names until the transaction
   * ends, in id order: against deletion (FOR KEY SHARE: a delete under way is
   * waited for, a later one waits for this order), or, for an order that
   * holds stock, against every other change (FOR UPDATE, so two orders never
   * hold the same unit). Answers the units of those that still exist and are
   * not archived.
   */
  lockForOrder(
    productIds: readonly string[],
    options: { readonly holding: boolean },
  ): Promise<ReadonlyMap<string, StockLevel>>;
  /**
   * Locks the products' rows until the transaction ends, always in the same
   * (id) order so two transactions never wait on each other in a cycle, and
   * returns their units; a product that does not exist is missing from the
   * map (an archived one is there: orders still name it).
   */
  lockForUpdate(productIds: readonly string[]): Promise<ReadonlyMap<string, StockLevel>>;
  /**
   * Applies the movement to the product's units and records it in the ledger, in one statement. The caller
   * locked the row and decided the movement with the domain, so a missing product or a change that would
   * leave negative units is a bug: it throws (and the transaction rolls back).
   */
  record(movement: StockMovement): Promise<StockChange>;
}

/** The ledger as the admin reads it. */
export interface StockMovementQueries {
  /** A product's movements, newest first. */
  forProduct(
    productId: string,
    window: { readonly offset: number; readonly limit: number },
  ): Promise<Page<RecordedStockMovement>>;
}
