import type { Viewer } from '../identity/viewer';
import type { Order } from '../../domain/order/order';
import { canTransition, transition, type OrderTransitionError } from '../../domain/order/order-state-machine';
import type { OrderStatus } from '../../domain/order/order-status';
import { err, ok, type DomainError, type Result } from '../../domain/shared/result';
import {
  stockShortageSummary,
  validateOrderStock,
  type StockInsufficientError,
  type StockValidation,
  type StockValidationError,
} from '../../domain/stock/stock-validation';
import type { Clock } from '../ports/clock';
import type { Transaction, UnitOfWork } from '../ports/unit-of-work';

/** The admin's answer when the order id matches nothing. */
import { orderNotFound } from '../../domain/order/order-messages';

export interface ChangeOrderStatusRequest {
  readonly orderId: string;
  readonly status: OrderStatus;
}

export type ChangeOrderStatusError =
  DomainError<'ORDER_NOT_FOUND'> | DomainError<'ORDER_TRANSITION_NOT_ALLOWED'> | StockValidationError;

/** Thrown inside the transaction so that everything written so far is rolled back, then answered as `result`. */
class RollBack {
  constructor(readonly result: Result<Order, ChangeOrderStatusError>) {}
}

/**
 * An admin moves an order along the workflow (process, complete, cancel). One
 * transaction: the order's row is locked (a second change of the same order
 * waits, then sees the first one's outcome); completing also locks its
 * products' rows in id order, checks the stock with the domain and takes the
 * ordered quantities off (guarded by `stock >= quantity`); then the order
 * moves, the change is recorded with the admin and the time, and announced to
 * open order pages. A shortfall changes nothing and answers the shortages.
 * Asking for the status the order already has is a no-op that answers the
 * order (a double click or a second tab completes once).
 */
export class ChangeOrderStatus {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(request: ChangeOrderStatusRequest, admin: Viewer): Promise<Result<Order, ChangeOrderStatusError>> {
    try {
      return await this.uow.run((tx) => this.change(tx, request, admin));
    } catch (error) {
      if (error instanceof RollBack) return error.result;
      throw error;
    }
  }

  private async change(
    tx: Transaction,
    { orderId, status }: ChangeOrderStatusRequest,
    admin: Viewer,
  ): Promise<Result<Order, ChangeOrderStatusError>> {
    const order = await tx.orders.lockForUpdate(orderId.trim());
    if (!order) return err(orderNotFound());
    if (order.status === status) return ok(order);

    const lines = order.lines.map((line) => ({
      productId: line.productId,
      productName: line.snapshot.name,
      quantity: line.quantity,
    }));
    let stock: ReadonlyMap<string, number> = new Map();
    let stockValidation: StockValidation | undefined;
    if (status === 'completed' && canTransition(order.status, status)) {
      stock = await tx.stock.lockForUpdate(lines.map((line) => line.productId));
      stockValidation = validateOrderStock({ id: order.id, lines }, (productId) => stock.get(productId));
    }
    const moved = transition(order, status, stockValidation);
    if (!moved.ok) return err(knownRefusal(moved.error));

    for (const decrement of moved.value.stockDecrements) {
      if (!(await tx.stock.decrement(decrement.productId, decrement.quantity))) {
        // Cannot happen while the rows are locked; if it ever does, nothing of this change stays.
        const productName = lines.find((line) => line.productId === decrement.productId)?.productName ?? '';
        const shortages = [
          {
            productId: decrement.productId,
            productName,
            requested: decrement.quantity,
            available: stock.get(decrement.productId) ?? 0,
          },
        ];
        const error: StockInsufficientError = {
          code: 'STOCK_INSUFFICIENT',
          message: stockShortageSummary(shortages),
          details: { shortages },
        };
        throw new RollBack(err(error));
      }
    }
    const now = this.clock.now();
    await tx.orders.updateStatus(order.id, status, now);
    await tx.orderEvents.record({
      orderId: order.id,
      from: order.status,
      to: status,
      adminAccountId: admin.accountId,
      adminEmail: admin.email,
      at: now,
    });
    return ok({ ...moved.value.order, updatedAt: now });
  }
}

/** The stock check always runs before completing, so the domain's "validation required" would be a bug here. */
function knownRefusal(
  error: OrderTransitionError,
): Exclude<OrderTransitionError, { code: 'ORDER_STOCK_VALIDATION_REQUIRED' }> {
  if (error.code === 'ORDER_STOCK_VALIDATION_REQUIRED')
    throw new Error(`stock not validated for order ${error.message}`);
  return error;
}
