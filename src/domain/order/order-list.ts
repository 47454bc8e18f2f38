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

/** An order the customer still has to act on or wait for. */
const isOpen = (status: OrderStatus): boolean => status === 'pending' || status === 'processing';

/** My-orders: a card's body starts expanded only for open orders. */
export const startsExpanded = (status: OrderStatus): boolean => isOpen(status);

/** The send-by-WhatsApp button is offered for open orders (pending and processing). */
export const canSendByWhatsApp = (status: OrderStatus): boolean => isOpen(status);
