import type { OrderStatus } from './order-status';

/**
 * The e-mails that follow an order after it is placed (issue 26): when the shop starts processing it (with how to
 * pay), when the Izipay link is set on it, when it is completed and when it is cancelled. The placed order's own
 * confirmation is order-emails.ts's and always goes.
 */
export type OrderStatusEmailKind = 'processing' | 'paymentLink' | 'completed' | 'cancelled';

/** Which of them the store sends: the admin's settings turn each kind off. */
export type OrderStatusEmailSettings = { readonly [K in OrderStatusEmailKind]: boolean };

/** Every kind on: what a store that never touched the settings sends. */
export const ALL_ORDER_STATUS_EMAILS: OrderStatusEmailSettings = {
  processing: true,
  paymentLink: true,
  completed: true,
  cancelled: true,
};

/** The e-mail an order's move to `status` sends, if that kind is on (a move back to pending sends none). */
export function statusEmailFor(status: OrderStatus, settings: OrderStatusEmailSettings): OrderStatusEmailKind | null {
  const kind = status === 'pending' ? null : status;
  return kind && settings[kind] ? kind : null;
}

/**
 * Setting a payment link sends it to the customer when there is a link now and it is not the one they already
 * have (saving the same link again, or taking it away, sends nothing).
 */
export function paymentLinkEmailDue(
  before: string | null,
  after: string | null,
  settings: OrderStatusEmailSettings,
): boolean {
  return settings.paymentLink && after !== null && after !== before;
}
