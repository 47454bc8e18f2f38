import type { Viewer } from '../identity/viewer';
import type { Order } from '../../domain/order/order';
import { completeOrder, type OrderCompletionError } from '../../domain/order/order-completion';
import { orderNotFound } from '../../domain/order/order-messages';
import { moveOrder } from '../../domain/order/order-state-machine';
import type { OrderStatus } from '../../domain/order/order-status';
import { err, ok, type DomainError, type Result } from '../../domain/shared/result';
import type { Clock } from '../ports/clock';
import type { Transaction, UnitOfWork } from '../ports/unit-of-work';
import { moveStock } from '../stock/move-stock';

export interface ChangeOrderStatusRequest {
  readonly orderId: string;
  readonly status: OrderStatus;
}

export type ChangeOrderStatusError = DomainError<'ORDER_NOT_FOUND'> | OrderCompletionError;

/**
 * An admin moves an order along the workflow (process, complete, cancel). One
 * transaction: the order's row is locked (a second change of the same order
 * waits, then sees the first one's outcome); completing also locks its
 * products' rows in id order and asks the domain (completeOrder) what to take
 * off, then takes it, each product's change recorded in the stock ledger (a
 * change that would leave negative units cannot happen under those locks: if
 * it ever does, it throws and nothing of this change stays); then the order
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

  execute(request: ChangeOrderStatusRequest, admin: Viewer): Promise<Result<Order, ChangeOrderStatusError>> {
    return this.uow.run((tx) => this.change(tx, request, admin));
  }

  private async change(
    tx: Transaction,
    { orderId, status }: ChangeOrderStatusRequest,
    admin: Viewer,
  ): Promise<Result<Order, ChangeOrderStatusError>> {
    const order = await tx.orders.lockForUpdate(orderId.trim());
    if (!order) return err(orderNotFound());
    if (order.status === status) return ok(order);

    const now = this.clock.now();
    let moved: Result<Order, ChangeOrderStatusError>;
    if (status === 'completed') {
      const locked = order.status === 'processing' ? await tx.stock.lockForUpdate(productIdsOf(order)) : new Map();
      const completion = completeOrder(order, (productId) => locked.get(productId)?.stock);
      if (!completion.ok) return completion;
      await moveStock(
        tx,
        completion.value.decrements.map((decrement) => ({
          productId: decrement.productId,
          reason: 'order-completed',
          stockDelta: -decrement.quantity,
          heldDelta: 0,
          orderId: order.id,
          adminEmail: admin.email,
          at: now,
        })),
      );
      moved = ok(completion.value.order);
    } else {
      moved = moveOrder(order, status);
    }
    if (!moved.ok) return moved;

    await tx.orders.updateStatus(order.id, status, now);
    await tx.orderEvents.record({
      orderId: order.id,
      from: order.status,
      to: status,
      adminAccountId: admin.accountId,
      adminEmail: admin.email,
      at: now,
    });
    return ok({ ...moved.value, updatedAt: now });
  }
}

const productIdsOf = (order: Order) => order.lines.map((line) => line.productId);
