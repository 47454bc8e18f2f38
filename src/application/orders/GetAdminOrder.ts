import type { Order } from '../../domain/order/order';
import type { OrderRepository, OrderStatusEvent, OrderStatusEvents } from '../ports/orders';

export interface AdminOrderView {
  readonly order: Order;
  /** Every status change, oldest first, with the admin who made it. */
  readonly history: readonly OrderStatusEvent[];
}

/** One order for the admin's details modal, with its status history (which customers never see). */
export class GetAdminOrder {
  constructor(
    private readonly orders: OrderRepository,
    private readonly events: OrderStatusEvents,
  ) {}

  async execute(orderId: string): Promise<AdminOrderView | null> {
    const order = await this.orders.findById(orderId.trim());
    if (!order) return null;
    return { order, history: await this.events.forOrder(order.id) };
  }
}
