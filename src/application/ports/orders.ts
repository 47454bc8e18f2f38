import type { Order } from '../../domain/order/order';
import type { OrderStatus } from '../../domain/order/order-status';

/**
 * Orders as stored. Every write also announces the change on the order-change
 * feed (delivered on commit), so open order pages in any process update live.
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
   * An account's orders: those placed from it, and guest orders placed with
   * its verified e-mail; newest first, optionally of one status.
   */
  findForAccount(account: { readonly id: string; readonly email: string }, status?: OrderStatus): Promise<Order[]>;
  /** Replaces the receipt photo's key; returns the previous key (to delete its object). */
  setReceipt(orderId: string, receiptKey: string, at: Date): Promise<string | null>;
}

/** The order's own copy of a product's main picture, reused by every order of the same product and picture. */
export interface OrderImageSnapshots {
  /** The key of the copy already made from `sourceKey` for this product, if any. */
  find(productId: string, sourceKey: string): Promise<string | null>;
  /** Records a copy; when another one was recorded first, returns that one's key instead. */
  record(productId: string, sourceKey: string, copyKey: string): Promise<string>;
}
