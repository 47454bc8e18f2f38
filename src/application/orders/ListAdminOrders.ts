import { adminOrderNeedle, DEFAULT_ADMIN_ORDER_SORT, type AdminOrderSort } from '../../domain/order/admin-order-list';
import type { Order } from '../../domain/order/order';
import type { OrderStatus } from '../../domain/order/order-status';
import { ADMIN_PAGE_SIZE, paged, pageWindow, type Paged, type PaginationError } from '../../domain/shared/pagination';
import { limaDateRange, type DateRangeError } from '../../domain/shared/lima-date-range';
import type { Result } from '../../domain/shared/result';
import type { OrderRepository } from '../ports/orders';

export interface ListAdminOrdersInput {
  readonly search?: string | null;
  readonly status?: OrderStatus | null;
  /** Lima dates (YYYY-MM-DD), both included. */
  readonly from?: string | null;
  readonly to?: string | null;
  readonly sort?: AdminOrderSort | null;
  readonly page?: number;
  readonly pageSize?: number;
}

/**
 * The admin's orders screen: one page of the orders of a status, placed between two Lima dates and matching a
 * search over the short id, the customer's name, e-mail, phone and document number, oldest first unless asked
 * otherwise, with how many match in all. Filtered, sorted and paginated by the database.
 */
export class ListAdminOrders {
  constructor(private readonly orders: OrderRepository) {}

  async execute(input: ListAdminOrdersInput): Promise<Result<Paged<Order>, PaginationError | DateRangeError>> {
    const request = { page: input.page ?? 1, pageSize: input.pageSize ?? ADMIN_PAGE_SIZE };
    const window = pageWindow(request);
    if (!window.ok) return window;
    const dates = limaDateRange(input.from, input.to);
    if (!dates.ok) return dates;
    const search = adminOrderNeedle(input.search);
    const { items, total } = await this.orders.pageForAdmin({
      filter: { ...dates.value, ...(search ? { search } : {}), ...(input.status ? { status: input.status } : {}) },
      sort: input.sort ?? DEFAULT_ADMIN_ORDER_SORT,
      ...window.value,
    });
    return { ok: true, value: paged(items, total, request) };
  }
}
