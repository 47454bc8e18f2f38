import type { LimaDateRange } from '../../domain/shared/lima-date-range';
import type { RecordedStockMovement, StockLevel, StockMovement } from '../../domain/stock/stock-movement';
import type { StockLedgerEntry } from '../../domain/stock/stock-movement-export';
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

/** The ledger movements an export reads: one product's (absent: every product's), recorded in a range of Lima dates. */
export interface StockLedgerFilter extends LimaDateRange {
  /** A UUID (the use case checked it). */
  readonly productId?: string;
}

export interface StockLedgerBatchCriteria {
  readonly filter: StockLedgerFilter;
  /** The id of the last movement of the previous batch (null: from the first). */
  readonly afterId: string | null;
  readonly limit: number;
}

/** The ledger as the admin reads it. */
export interface StockMovementQueries {
  /** A product's movements, newest first. */
  forProduct(
    productId: string,
    window: { readonly offset: number; readonly limit: number },
  ): Promise<Page<RecordedStockMovement>>;
  /**
   * The next `limit` movements after `afterId` in the ledger's order (oldest first: the order they were recorded
   * in, so each product's `stockAfter` follows from the one before), with their product's name and brand as they
   * are now; one statement.
   */
  batchForExport(criteria: StockLedgerBatchCriteria): Promise<StockLedgerEntry[]>;
}
