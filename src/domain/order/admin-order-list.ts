import { normalizeSearchText } from '../catalog/product-search';
import { limaDate, type IsoDate } from '../shared/lima-date';
import { domainError, err, ok, type DomainError, type Result } from '../shared/result';
import { isOrderStatus, type OrderStatus } from './order-status';
import { shortOrderId } from './short-id';

/**
 * The admin orders screen's order: oldest first is the spec's ("Orders are listed oldest first"), newest first
 * and by total either way are offered too.
 */
export const ADMIN_ORDER_SORTS = ['oldest', 'newest', 'total-desc', 'total-asc'] as const;
export type AdminOrderSort = (typeof ADMIN_ORDER_SORTS)[number];
export const DEFAULT_ADMIN_ORDER_SORT: AdminOrderSort = 'oldest';

/** A search longer than this cannot match a name, e-mail, phone or document; it is cut rather than refused. */
export const ADMIN_ORDER_SEARCH_MAX_LENGTH = 100;
/**
 * A shorter search does not narrow the list: one or two characters match most orders anyway, and could not use
 * the search's trigram index (a whole scan of the orders per keystroke).
 */
export const ADMIN_ORDER_SEARCH_MIN_LENGTH = 3;

/** What the admin narrows the orders to; absent parts do not narrow. */
export interface AdminOrderFilter {
  readonly status?: OrderStatus;
  /** Already normalised (adminOrderNeedle). */
  readonly search?: string;
  /** Placed on or after this Lima date. */
  readonly from?: IsoDate;
  /** Placed on or before this Lima date. */
  readonly to?: IsoDate;
}

/** A status or an order the list does not know, named in an address (the CSV export's) rather than chosen. */
export type AdminOrderChoiceError = DomainError<'INVALID_STATUS' | 'INVALID_SORT'>;

export const ADMIN_ORDER_CHOICE_MESSAGES = {
  status: 'El estado del pedido no es válido.',
  sort: 'El orden de los pedidos no es válido.',
} as const;

/** The status an address names ('' or absent: every status). */
export function adminOrderStatus(value: string | null | undefined): Result<OrderStatus | null, AdminOrderChoiceError> {
  if (!value) return ok(null);
  return isOrderStatus(value) ? ok(value) : err(domainError('INVALID_STATUS', ADMIN_ORDER_CHOICE_MESSAGES.status));
}

/** The order an address names ('' or absent: the default, oldest first). */
export function adminOrderSort(value: string | null | undefined): Result<AdminOrderSort, AdminOrderChoiceError> {
  if (!value) return ok(DEFAULT_ADMIN_ORDER_SORT);
  return (ADMIN_ORDER_SORTS as readonly string[]).includes(value)
    ? ok(value as AdminOrderSort)
    : err(domainError('INVALID_SORT', ADMIN_ORDER_CHOICE_MESSAGES.sort));
}

/**
 * The admin's search as it is compared: normalised and cut at the maximum length; '' (no narrowing) below the
 * minimum length.
 */
export function adminOrderNeedle(search: string | null | undefined): string {
  const needle = normalizeSearchText((search ?? '').slice(0, ADMIN_ORDER_SEARCH_MAX_LENGTH));
  return needle.length >= ADMIN_ORDER_SEARCH_MIN_LENGTH ? needle : '';
}

/**
 * What the admin's search looks in, normalised as the search is: the short id, the customer's full name, e-mail,
 * phone and document number. The database keeps the same text per order (orders.search_text, migration
 * AdminLists1765800000000) under a trigram index.
 */
export function adminOrderSearchText(order: {
  readonly id: string;
  readonly customer: {
    readonly firstName: string;
    readonly lastName: string;
    readonly email: string;
    readonly phone: string;
    readonly documentNumber: string;
  };
}): string {
  const { firstName, lastName, email, phone, documentNumber } = order.customer;
  return normalizeSearchText([shortOrderId(order.id), firstName, lastName, email, phone, documentNumber].join(' '));
}

/** Whether an order is one the filter keeps (the rule the database's query mirrors). */
export function matchesAdminOrderFilter(
  order: Parameters<typeof adminOrderSearchText>[0] & { readonly status: OrderStatus; readonly createdAt: Date },
  filter: AdminOrderFilter,
): boolean {
  if (filter.status && order.status !== filter.status) return false;
  const day = limaDate(order.createdAt);
  if (filter.from && day < filter.from) return false;
  if (filter.to && day > filter.to) return false;
  return !filter.search || adminOrderSearchText(order).includes(filter.search);
}

/**
 * What places an order in every sort: an order itself, or where a read in batches stopped (the next batch starts
 * after it).
 */
export interface AdminOrderSortKey {
  readonly id: string;
  readonly createdAt: Date;
  readonly totals: { readonly total: { readonly cents: number } };
}

/** Orders in the chosen order; ties by creation, then id, so pages never overlap. */
export function compareAdminOrders(sort: AdminOrderSort) {
  type Sortable = AdminOrderSortKey;
  const byCreation = (a: Sortable, b: Sortable) =>
    a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  const compare: Record<AdminOrderSort, (a: Sortable, b: Sortable) => number> = {
    oldest: byCreation,
    newest: (a, b) => byCreation(b, a),
    'total-desc': (a, b) => b.totals.total.cents - a.totals.total.cents || byCreation(b, a),
    'total-asc': (a, b) => a.totals.total.cents - b.totals.total.cents || byCreation(b, a),
  };
  return compare[sort];
}
