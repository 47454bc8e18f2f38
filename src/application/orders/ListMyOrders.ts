import type { Order } from '../../domain/order/order';
import type { OrderStatus } from '../../domain/order/order-status';
import type { Viewer } from '../identity/viewer';
import type { OrderRepository } from '../ports/orders';

/**
 * A signed-in customer's orders: those placed from the account, and guest
 * orders placed with its e-mail (verified: only confirmed accounts sign in);
 * newest first, optionally of one status. Never by an e-mail the client sends.
 */
export class ListMyOrders {
  constructor(private readonly orders: OrderRepository) {}

  execute(viewer: Viewer, status?: OrderStatus): Promise<Order[]> {
    return this.orders.findForAccount({ id: viewer.accountId, email: viewer.email }, status);
  }
}
