import type { Order } from '../../domain/order/order';
import type { OrderStatus } from '../../domain/order/order-status';
import { paged, pageWindow, type Paged, type PageRequest, type PaginationError } from '../../domain/shared/pagination';
import { ok, type Result } from '../../domain/shared/result';
import type { Viewer } from '../identity/viewer';
import type { OrderRepository } from '../ports/orders';

/** 'Mis Pedidos' shows this many orders a page. */
export const MY_ORDERS_PAGE_SIZE = 10;

/**
 * A page of a signed-in customer's orders: those placed from the account, and guest
 * orders placed with its e-mail (verified: only confirmed accounts sign in);
 * newest first, optionally of one status. Never by an e-mail the client sends.
 */
export class ListMyOrders {
  constructor(private readonly orders: OrderRepository) {}

  async execute(
    viewer: Viewer,
    status: OrderStatus | undefined,
    request: PageRequest,
  ): Promise<Result<Paged<Order>, PaginationError>> {
    const window = pageWindow(request);
    if (!window.ok) return window;
    const { orders, total } = await this.orders.findForAccount(
      { id: viewer.accountId, email: viewer.email },
      status,
      window.value,
    );
    return ok(paged(orders, total, request));
  }
}
