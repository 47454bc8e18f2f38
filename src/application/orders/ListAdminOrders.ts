import type { Order } from '../../domain/order/order';
import type { OrderStatus } from '../../domain/order/order-status';
import type { OrderRepository } from '../ports/orders';

/** A search longer than this cannot match a name, e-mail, phone or document; it is cut rather than refused. */
export const ADMIN_ORDER_SEARCH_MAX_LENGTH = 100;

/**
 * The admin's orders screen: every order, oldest first (as the shop reads
 * them), optionally of one status and matching a search over the short id,
 * the customer's name, e-mail, phone and document number.
 */
export class ListAdminOrders {
  constructor(private readonly orders: OrderRepository) {}

  execute(criteria: { readonly search?: string | null; readonly status?: OrderStatus | null }): Promise<Order[]> {
    const search = (criteria.search ?? '').trim().slice(0, ADMIN_ORDER_SEARCH_MAX_LENGTH);
    return this.orders.findForAdmin({
      ...(search ? { search } : {}),
      ...(criteria.status ? { status: criteria.status } : {}),
    });
  }
}
