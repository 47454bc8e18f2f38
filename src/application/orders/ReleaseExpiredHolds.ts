import { releaseHold } from '../../domain/order/stock-hold';
import type { Clock } from '../ports/clock';
import type { UnitOfWork } from '../ports/unit-of-work';
import { moveStock } from '../stock/move-stock';

export interface ReleasedHoldsReport {
  /** How many orders' holds ran out and went back to everybody. */
  readonly released: number;
  /** Products that could be ordered again thanks to it (available stock from 0 to more). */
  readonly backInStock: readonly string[];
}

/** Orders released per run; the next run (a minute later) takes the rest. */
export const RELEASE_BATCH = 200;

/**
 * The holds whose time ran out go back to everybody: in one transaction, each
 * such order's row is locked (one a completion or a cancellation holds right
 * now is skipped: that change decides it), its products' rows too, its held
 * units released ('hold-expired' in the stock ledger) and its hold marked
 * expired (announced to its open pages). Run by the scheduler at start-up and
 * every HOLD_RELEASE_CHECK_INTERVAL_MS, one server process at a time. Until
 * then an expired hold still holds: its units are released by a write, so
 * every reader (and the response cache) sees the change when it happens.
 */
export class ReleaseExpiredHolds {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  execute(): Promise<ReleasedHoldsReport> {
    const at = this.clock.now();
    return this.uow.run(async (tx) => {
      const due = await tx.orders.lockExpiredHolds(at, RELEASE_BATCH);
      const backInStock = new Set<string>();
      for (const order of due) {
        await tx.stock.lockForUpdate(order.lines.map((line) => line.productId));
        const released = releaseHold(order, 'expired', { adminEmail: null, at });
        for (const productId of (await moveStock(tx, released.movements)).backInStock) backInStock.add(productId);
        await tx.orders.setStockHold(order.id, 'expired', at);
        await tx.orderChanges.announce(order.id);
      }
      return { released: due.length, backInStock: [...backInStock] };
    });
  }
}
