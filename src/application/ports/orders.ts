import type { AdminOrderFilter, AdminOrderSort, AdminOrderSortKey } from '../../domain/order/admin-order-list';
import type { Order } from '../../domain/order/order';
import type { OrderStatus } from '../../domain/order/order-status';
import type { StockHoldState } from '../../domain/order/stock-hold';
import type { PageWindow } from '../../domain/shared/pagination';
import type { Page } from './catalog-repositories';

/**
 * Orders as stored. A use case that changes one also announces it
 * (Transaction.orderChanges), so open order pages in any process update live.
 */
export interface OrderRepository {
  /** Stores a new order under the client's idempotency key and its request fingerprint. */
  insert(order: Order, idempotency: { readonly key: string; readonly fingerprint: string }): Promise<void>;
  /** The order placed earlier with this key, and the fingerprint of that request. */
  findByIdempotencyKey(key: string): Promise<{ readonly order: Order; readonly fingerprint: string } | null>;
  /** null when there is no such order (or the id is not one of ours). */
  findById(id: string): Promise<Order | null>;
  /** The orders among `ids` that exist, newest first. */
  findByIds(ids: readonly string[]): Promise<Order[]>;
  /**
   * A page of an account's orders: those placed from it, and guest orders placed with
   * its verified e-mail; newest first, optionally of one status; with how many there are in all.
   */
  findForAccount(
    account: { readonly id: string; readonly email: string },
    status: OrderStatus | undefined,
    window: PageWindow,
  ): Promise<{ readonly orders: Order[]; readonly total: number }>;
  /** How many orders an account has, counted as `findForAccount` lists them (the top bar's 'Mis pedidos'). */
  countForAccount(account: { readonly id: string; readonly email: string }): Promise<number>;
  /** Replaces the receipt photo's key; returns the previous key (to delete its object). */
  setReceipt(orderId: string, receiptKey: string, at: Date): Promise<string | null>;
  /**
   * The order as committed, its row locked until this transaction ends: a
   * second transaction locking the same order waits, then reads what the
   * first one wrote. null when there is no such order.
   */
  lockForUpdate(id: string): Promise<Order | null>;
  /** Moves the order to `status` (the caller checked the move). */
  updateStatus(id: string, status: OrderStatus, at: Date): Promise<void>;
  /** Records how the order's hold ended (converted, released or expired). */
  setStockHold(id: string, state: StockHoldState, at: Date): Promise<void>;
  /**
   * Orders whose hold is still active but over by `now`, oldest first, at most `limit`, their rows locked
   * until the transaction ends; rows another transaction holds are skipped (a completion or a cancellation
   * under way decides those).
   */
  lockExpiredHolds(now: Date, limit: number): Promise<Order[]>;
  /** Stores the (already checked) payment link; null takes it away. */
  setPaymentLink(id: string, link: string | null, at: Date): Promise<void>;
  /**
   * One page of the admin's list: the orders the filter keeps (domain/order/admin-order-list.ts,
   * matchesAdminOrderFilter), in `sort`'s order (compareAdminOrders), with their lines, and how many match.
   */
  pageForAdmin(criteria: AdminOrderCriteria): Promise<Page<Order>>;
  /**
   * The next batch of the admin's list, for reading all of it (the CSV export): the orders the filter keeps, in
   * `sort`'s order, the first `limit` after `after` (from the start when null), with their lines. Read by key, not
   * by offset: the thousandth batch costs what the first does.
   */
  batchForAdmin(criteria: AdminOrderBatchCriteria): Promise<Order[]>;
}

export interface AdminOrderBatchCriteria {
  readonly filter: AdminOrderFilter;
  readonly sort: AdminOrderSort;
  /** The last order of the previous batch. */
  readonly after: AdminOrderSortKey | null;
  readonly limit: number;
}

export interface AdminOrderCriteria {
  readonly filter: AdminOrderFilter;
  readonly sort: AdminOrderSort;
  readonly offset: number;
  readonly limit: number;
}

/** One status change made by an admin, kept for the order's history (never shown to customers). */
export interface OrderStatusEvent {
  readonly orderId: string;
  readonly from: OrderStatus;
  readonly to: OrderStatus;
  /** The admin's account; null once that account is deleted. */
  readonly adminAccountId: string | null;
  /** The admin's e-mail when the change was made. */
  readonly adminEmail: string;
  readonly at: Date;
}

export interface OrderStatusEvents {
  record(event: OrderStatusEvent): Promise<void>;
  /** The order's changes, oldest first. */
  forOrder(orderId: string): Promise<OrderStatusEvent[]>;
}

/** A product's picture, by its storage key. */
export interface ProductPicture {
  readonly productId: string;
  readonly sourceKey: string;
}

/** The order's own copy of a product's main picture, reused by every order of the same product and picture. */
export interface OrderImageSnapshots {
  /** The copies already made of these product pictures (one query whatever their number); missing ones are left out. */
  findMany(pictures: readonly ProductPicture[]): Promise<(ProductPicture & { readonly copyKey: string })[]>;
  /** Records a copy; when another one was recorded first, returns that one's key instead. */
  record(productId: string, sourceKey: string, copyKey: string): Promise<string>;
}
