import { cameBackInStock, type StockMovement } from '../../domain/stock/stock-movement';
import type { StockChange } from '../ports/stock';
import type { Transaction } from '../ports/unit-of-work';

export interface StockMoved {
  /** Every product's units before and after, in the order of the movements. */
  readonly changes: readonly StockChange[];
  /**
   * The products that none could order before and some can now (available stock from 0 to more than 0):
   * whatever brought them back (the − and + buttons, the product form, a released or expired hold, a
   * cancellation). The one place to hang back-in-stock notices on.
   */
  readonly backInStock: readonly string[];
}

/**
 * Every change to products' units goes through here, inside the use case's transaction (rows already locked,
 * movements decided by the domain): each movement changes the product and is recorded in the ledger in the
 * same statement. Products that came back in stock send their 'Avísame cuando vuelva' notices in the same
 * transaction (queued in the outbox, delivered after commit; a rolled-back change sends none).
 */
export async function moveStock(tx: Transaction, movements: readonly StockMovement[]): Promise<StockMoved> {
  const changes: StockChange[] = [];
  for (const movement of movements) changes.push(await tx.stock.record(movement));
  const first = new Map<string, StockChange>();
  const last = new Map<string, StockChange>();
  for (const change of changes) {
    if (!first.has(change.productId)) first.set(change.productId, change);
    last.set(change.productId, change);
  }
  const backInStock = [...first].flatMap(([productId, change]) =>
    cameBackInStock(change.before, last.get(productId)!.after) ? [productId] : [],
  );
  if (backInStock.length > 0) await tx.restockNotices.productsBackInStock(backInStock, movements[0]!.at);
  return { changes, backInStock };
}
