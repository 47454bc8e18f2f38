/**
 * Ceilings on the e-mails anyone can make the store send by placing orders (issue 25): the customer's copy of
 * an order goes to whatever address the checkout was given, and every order notifies every admin, so without
 * them a script placing orders turns the store's SMTP account into a spam relay.
 *
 * - A customer's copy: at most `orderCopiesPerAddress` to one address an hour — past it the copy is not sent
 *   (the order itself is placed, and its page has everything the mail has) — and at most `orderCopiesPerHour`
 *   in all: past it, copies wait for the next hour with room (none is lost). A real customer's confirmation is
 *   never held back by the shop's normal traffic, only by a flood.
 * - The shop's notice of a new order: at most `shopNoticesPerAdmin` to each admin an hour; past it they are not
 *   sent (the orders are in the admin's list, and a flood does not bury the admin's inbox).
 * - A guest's 'Avísame cuando vuelva' confirmation (issue 26) goes to whatever address was typed too: the same
 *   ceilings as a customer's copy, counted on its own.
 * - A saved cart's reminder (issue 26) goes to the account's own address, once per cart: the same ceilings as a
 *   customer's copy, counted on its own, so a backlog of abandoned carts is spread over the hours.
 * Account mail (codes, resets) has its own limits (mail-request-throttle.ts and one-time-code.ts).
 */
export type MailCategory = 'order-customer' | 'order-shop' | 'restock-confirmation' | 'cart-reminder';

export interface MailCeilings {
  readonly orderCopiesPerAddress: number;
  readonly orderCopiesPerHour: number;
  readonly shopNoticesPerAdmin: number;
}

export const DEFAULT_MAIL_CEILINGS: MailCeilings = {
  orderCopiesPerAddress: 5,
  orderCopiesPerHour: 200,
  shopNoticesPerAdmin: 30,
};

export const MAIL_CEILING_WINDOW_MS = 3_600_000;

export interface RecentMail {
  /** Messages of the category to this recipient created in the last hour. */
  readonly toRecipient: number;
  /** Messages of the category due in each clock hour from the current one on (index 0: this hour). */
  readonly dueByHour: ReadonlyMap<number, number>;
}

/** When a message goes out: now, at a later hour, or not at all. */
export type MailSlot =
  { readonly kind: 'now' } | { readonly kind: 'later'; readonly at: Date } | { readonly kind: 'skip' };

/** The clock hour (0 = the one `now` is in) as an index, and back. */
export const hourIndex = (at: Date): number => Math.floor(at.getTime() / MAIL_CEILING_WINDOW_MS);

export function mailSlot(category: MailCategory, recent: RecentMail, ceilings: MailCeilings, now: Date): MailSlot {
  const perRecipient = category === 'order-shop' ? ceilings.shopNoticesPerAdmin : ceilings.orderCopiesPerAddress;
  if (recent.toRecipient >= perRecipient) return { kind: 'skip' };
  if (category === 'order-shop') return { kind: 'now' };
  const current = hourIndex(now);
  let hour = current;
  while ((recent.dueByHour.get(hour) ?? 0) >= ceilings.orderCopiesPerHour) hour++;
  return hour === current ? { kind: 'now' } : { kind: 'later', at: new Date(hour * MAIL_CEILING_WINDOW_MS) };
}
