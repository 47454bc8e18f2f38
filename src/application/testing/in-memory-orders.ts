import type {
  AdminOrderBatchCriteria,
  AdminOrderCriteria,
  OrderImageSnapshots,
  OrderRepository,
  OrderStatusEvent,
  OrderStatusEvents,
  ProductPicture,
} from '../ports/orders';
import { compareAdminOrders, matchesAdminOrderFilter } from '../../domain/order/admin-order-list';
import type { Order } from '../../domain/order/order';
import type { OrderChangeAnnouncer } from '../ports/order-changes';
import type { OrderStatus } from '../../domain/order/order-status';
import { holdExpired, type StockHoldState } from '../../domain/order/stock-hold';
import type { PageWindow } from '../../domain/shared/pagination';

interface StoredOrder {
  order: Order;
  key: string;
  fingerprint: string;
}

const newestFirst = (a: Order, b: Order) => b.createdAt.getTime() - a.createdAt.getTime();

/** Orders as the table keeps them: one per id, one per idempotency key. */
export class InMemoryOrders implements OrderRepository {
  readonly rows = new Map<string, StoredOrder>();

  snapshot() {
    const saved = new Map(this.rows);
    return () => {
      this.rows.clear();
      saved.forEach((row, id) => this.rows.set(id, row));
    };
  }

  async insert(order: Order, idempotency: { key: string; fingerprint: string }) {
    if (this.rows.has(order.id)) throw new Error('duplicate order id');
    if ([...this.rows.values()].some((row) => row.key === idempotency.key)) throw new Error('duplicate key');
    this.rows.set(order.id, { order, ...idempotency });
  }
  async findByIdempotencyKey(key: string) {
    const row = [...this.rows.values()].find((r) => r.key === key);
    return row ? { order: row.order, fingerprint: row.fingerprint } : null;
  }
  async findById(id: string) {
    return this.rows.get(id)?.order ?? null;
  }
  async findByIds(ids: readonly string[]) {
    return ids
      .map((id) => this.rows.get(id)?.order)
      .filter((order): order is Order => order !== undefined)
      .filter((order, i, all) => all.indexOf(order) === i)
      .sort(newestFirst);
  }
  async findForAccount(account: { id: string; email: string }, status: OrderStatus | undefined, window: PageWindow) {
    const all = [...this.rows.values()]
      .map((row) => row.order)
      .filter(
        (order) =>
          order.accountId === account.id ||
          (order.accountId === null && order.customer.email.toLowerCase() === account.email.toLowerCase()),
      )
      .filter((order) => !status || order.status === status)
      .sort(newestFirst);
    return { orders: all.slice(window.offset, window.offset + window.limit), total: all.length };
  }
  async countForAccount(account: { id: string; email: string }) {
    return (await this.findForAccount(account, undefined, { offset: 0, limit: Number.MAX_SAFE_INTEGER })).total;
  }
  async setReceipt(orderId: string, receiptKey: string, at: Date) {
    const row = this.rows.get(orderId);
    if (!row) return null;
    this.rows.set(orderId, { ...row, order: { ...row.order, receiptKey, updatedAt: at } });
    return row.order.receiptKey;
  }
  async lockForUpdate(id: string) {
    return this.findById(id);
  }
  async updateStatus(id: string, status: OrderStatus, at: Date) {
    this.update(id, { status, updatedAt: at });
  }
  async setStockHold(id: string, state: StockHoldState, at: Date) {
    const hold = this.rows.get(id)?.order.stockHold;
    if (hold) this.update(id, { stockHold: { ...hold, state }, updatedAt: at });
  }
  async lockExpiredHolds(now: Date, limit: number) {
    return [...this.rows.values()]
      .map((row) => row.order)
      .filter((order) => holdExpired(order, now))
      .sort((a, b) => a.stockHold!.until.getTime() - b.stockHold!.until.getTime())
      .slice(0, limit);
  }
  async setPaymentLink(id: string, paymentLink: string | null, at: Date) {
    this.update(id, { paymentLink, updatedAt: at });
  }
  async pageForAdmin({ filter, sort, offset, limit }: AdminOrderCriteria) {
    const found = [...this.rows.values()]
      .map((row) => row.order)
      .filter((order) => matchesAdminOrderFilter(order, filter))
      .sort(compareAdminOrders(sort));
    return { items: found.slice(offset, offset + limit), total: found.length };
  }
  async batchForAdmin({ filter, sort, after, limit }: AdminOrderBatchCriteria) {
    const compare = compareAdminOrders(sort);
    return [...this.rows.values()]
      .map((row) => row.order)
      .filter((order) => matchesAdminOrderFilter(order, filter) && (!after || compare(order, after) > 0))
      .sort(compare)
      .slice(0, limit);
  }

  private update(id: string, change: Partial<Order>) {
    const row = this.rows.get(id);
    if (!row) throw new Error(`no order ${id}`);
    this.rows.set(id, { ...row, order: { ...row.order, ...change } });
  }
}

export class InMemoryOrderStatusEvents implements OrderStatusEvents {
  readonly rows: OrderStatusEvent[] = [];

  snapshot() {
    const length = this.rows.length;
    return () => void this.rows.splice(length);
  }
  async record(event: OrderStatusEvent) {
    this.rows.push(event);
  }
  async forOrder(orderId: string) {
    return this.rows.filter((event) => event.orderId === orderId);
  }
}

export class InMemoryOrderImageSnapshots implements OrderImageSnapshots {
  readonly rows = new Map<string, string>();
  async findMany(pictures: readonly ProductPicture[]) {
    return pictures.flatMap((picture) => {
      const copyKey = this.rows.get(`${picture.productId} ${picture.sourceKey}`);
      return copyKey ? [{ ...picture, copyKey }] : [];
    });
  }
  async record(productId: string, sourceKey: string, copyKey: string) {
    const key = `${productId} ${sourceKey}`;
    if (!this.rows.has(key)) this.rows.set(key, copyKey);
    return this.rows.get(key)!;
  }
}

/** Announced order changes, in order; a rolled-back transaction's are taken back (as PostgreSQL drops them). */
export class InMemoryOrderChangeAnnouncer implements OrderChangeAnnouncer {
  announced: string[] = [];

  snapshot() {
    const length = this.announced.length;
    return () => void this.announced.splice(length);
  }
  async announce(orderId: string) {
    this.announced.push(orderId);
  }
}
