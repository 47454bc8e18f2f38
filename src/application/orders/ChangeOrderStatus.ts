import type { Viewer } from '../identity/viewer';
import type { Order } from '../../domain/order/order';
import { completeOrder, completionMovements, type OrderCompletionError } from '../../domain/order/order-completion';
import { orderNotFound } from '../../domain/order/order-messages';
import { moveOrder, type StocklessOrderStatus } from '../../domain/order/order-state-machine';
import type { OrderStatus } from '../../domain/order/order-status';
import { holdsStock, releaseHold } from '../../domain/order/stock-hold';
import { err, ok, type DomainError, type Result } from '../../domain/shared/result';
import type { Clock } from '../ports/clock';
import type { Transaction, UnitOfWork } from '../ports/unit-of-work';
import { moveStock } from '../stock/move-stock';
import type { OrderStatusMail } from './order-status-emails';

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
 * held order's hold becomes the sale; a change that would leave negative units
 * cannot happen under those locks: if it ever does, it throws and nothing of
 * this change stays); cancelling a held order releases its units the same
 * way; then the order moves, the change is recorded with the admin and the
 * time, announced to open order pages and, when the store sends that kind,
 * e-mailed to the customer with the order's link. A shortfall changes nothing and
 * answers the shortages. Asking for the status the order already has is a
 * no-op that answers the order (a double click or a second tab completes once).
 */
export class ChangeOrderStatus {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
    private readonly mail: OrderStatusMail,
  ) {}

  /** `siteOrigin`: the store's origin, for the order's link in the e-mail. */
  execute(
    request: ChangeOrderStatusRequest,
    admin: Viewer,
    siteOrigin: string,
  ): Promise<Result<Order, ChangeOrderStatusError>> {
    return this.uow.run((tx) => this.change(tx, request, admin, siteOrigin));
  }

  private async change(
    tx: Transaction,
    { orderId, status }: ChangeOrderStatusRequest,
    admin: Viewer,
    siteOrigin: string,
  ): Promise<Result<Order, ChangeOrderStatusError>> {
    const order = await tx.orders.lockForUpdate(orderId.trim());
    if (!order) return err(orderNotFound());
    if (order.status === status) return ok(order);

    const actor = { adminEmail: admin.email, at: this.clock.now() };
    const moved =
      status === 'completed' ? await this.complete(tx, order, actor) : await this.move(tx, order, status, actor);
    if (!moved.ok) return moved;

    await tx.orders.updateStatus(order.id, status, actor.at);
    if (moved.value.stockHold && moved.value.stockHold.state !== order.stockHold?.state) {
      await tx.orders.setStockHold(order.id, moved.value.stockHold.state, actor.at);
    }
    await tx.orderEvents.record({
      orderId: order.id,
      from: order.status,
      to: status,
      adminAccountId: admin.accountId,
      adminEmail: admin.email,
      at: actor.at,
    });
    await tx.orderChanges.announce(order.id);
    const changed = { ...moved.value, updatedAt: actor.at };
    await this.mail.statusChanged(tx, changed, siteOrigin, actor.at);
    return ok(changed);
  }

  private async complete(
    tx: Transaction,
    order: Order,
    actor: { adminEmail: string; at: Date },
  ): Promise<Result<Order, ChangeOrderStatusError>> {
    const levels = order.status === 'processing' ? await tx.stock.lockForUpdate(productIdsOf(order)) : new Map();
    const completion = completeOrder(order, (productId) => levels.get(productId));
    if (!completion.ok) return completion;
    await moveStock(tx, completionMovements(completion.value, actor));
    return ok(completion.value.order);
  }

  private async move(
    tx: Transaction,
    order: Order,
    status: StocklessOrderStatus,
    actor: { adminEmail: string; at: Date },
  ): Promise<Result<Order, ChangeOrderStatusError>> {
    const moved = moveOrder(order, status);
    if (!moved.ok || status !== 'cancelled' || !holdsStock(order)) return moved;
    // A cancelled order's held units go back to everybody.
    await tx.stock.lockForUpdate(productIdsOf(order));
    const released = releaseHold(moved.value, 'released', actor);
    await moveStock(tx, released.movements);
    return ok(released.order);
  }
}

const productIdsOf = (order: Order) => order.lines.map((line) => line.productId);
