import type { Order } from '../../domain/order/order';
import { domainError, err, ok, type DomainError, type Result } from '../../domain/shared/result';
import type { OrderRepository } from '../ports/orders';

/** A browser remembers at most this many order links. */
export const MAX_REMEMBERED_ORDERS = 50;
export const TOO_MANY_ORDERS_MESSAGE = `Se pueden consultar como máximo ${MAX_REMEMBERED_ORDERS} pedidos a la vez.`;

/**
 * A guest's my-orders: the orders whose links this browser remembers (placed
 * or opened here), newest first; ids that are not orders are left out.
 */
export class ListOrdersByIds {
  constructor(private readonly orders: OrderRepository) {}

  async execute(ids: readonly string[]): Promise<Result<Order[], DomainError<'TOO_MANY_ORDERS'>>> {
    if (ids.length > MAX_REMEMBERED_ORDERS) return err(domainError('TOO_MANY_ORDERS', TOO_MANY_ORDERS_MESSAGE));
    return ok(await this.orders.findByIds(ids.map((id) => id.trim())));
  }
}
