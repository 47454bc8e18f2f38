import type { Order } from '../../domain/order/order';
import type { OrderRepository } from '../ports/orders';

/** One order by its id: the id is the unguessable link, so whoever holds it may read the order. */
export class GetOrder {
  constructor(private readonly orders: OrderRepository) {}

  execute(orderId: string): Promise<Order | null> {
    return this.orders.findById(orderId.trim());
  }
}
