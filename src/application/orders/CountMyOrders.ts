import type { Viewer } from '../identity/viewer';
import type { OrderRepository } from '../ports/orders';

/**
 * How many orders a signed-in customer has, counted as 'Mis Pedidos' lists them (its own and its e-mail's guest
 * orders): the top bar highlights 'Mis pedidos' when there is one, on every first load, so it reads no order.
 */
export class CountMyOrders {
  constructor(private readonly orders: OrderRepository) {}

  execute(viewer: Viewer): Promise<number> {
    return this.orders.countForAccount({ id: viewer.accountId, email: viewer.email });
  }
}
