import type { Order } from '../../domain/order/order';
import { updatePaymentLink, type PaymentLinkError } from '../../domain/order/payment-link';
import { err, ok, type DomainError, type Result } from '../../domain/shared/result';
import type { Clock } from '../ports/clock';
import type { UnitOfWork } from '../ports/unit-of-work';
import { orderNotFound } from '../../domain/order/order-messages';
import type { OrderStatusMail } from './order-status-emails';

export type SetPaymentLinkError = DomainError<'ORDER_NOT_FOUND'> | PaymentLinkError;

/**
 * An admin sets the Izipay payment link of an order that is processing: only
 * an http/https address (https:// added when typed without a scheme); an
 * empty link takes it away. The order's row is locked while its status is
 * checked, so a concurrent cancel or complete cannot slip in between; the
 * change is announced so the customer's open order page shows it at once,
 * and a new link is e-mailed to the customer (when the store sends that kind).
 */
export class SetPaymentLink {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
    private readonly mail: OrderStatusMail,
  ) {}

  /** `siteOrigin`: the store's origin, for the order's link in the e-mail. */
  execute(orderId: string, link: string, siteOrigin: string): Promise<Result<Order, SetPaymentLinkError>> {
    return this.uow.run(async (tx) => {
      const order = await tx.orders.lockForUpdate(orderId.trim());
      if (!order) return err(orderNotFound());
      const checked = updatePaymentLink(order, link);
      if (!checked.ok) return checked;
      const now = this.clock.now();
      await tx.orders.setPaymentLink(order.id, checked.value, now);
      await tx.orderChanges.announce(order.id);
      const changed = { ...order, paymentLink: checked.value, updatedAt: now };
      await this.mail.paymentLinkSet(tx, changed, order.paymentLink, siteOrigin, now);
      return ok(changed);
    });
  }
}
