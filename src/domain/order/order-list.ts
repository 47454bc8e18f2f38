import type { OrderStatus } from './order-status';

/** The my-orders status filter. */
export type OrderFilter = 'all' | OrderStatus;
export const ORDER_FILTERS: readonly OrderFilter[] = ['all', 'pending', 'processing', 'completed', 'cancelled'];

export function filterOrders<O extends { readonly status: OrderStatus }>(
  orders: readonly O[],
  filter: OrderFilter,
): readonly O[] {
  return filter === 'all' ? orders : orders.filter((order) => order.status === filter);
}

/** The admin lists orders oldest first. */
export function sortOrdersOldestFirst<O extends { readonly createdAt: Date }>(orders: readonly O[]): readonly O[] {
  return [...orders].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

/** My-orders: a card's body starts expanded only for orders the customer still has to act on or wait for. */
export function startsExpanded(status: OrderStatus): boolean {
  return status === 'pending' || status === 'processing';
}

/** The send-by-WhatsApp button is offered for pending and processing orders. */
export const canSendByWhatsApp = startsExpanded;
