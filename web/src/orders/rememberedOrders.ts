import { isOrderId } from '@esencia/domain/order/order-id';

/**
 * The orders this browser knows: each order placed or opened here is
 * remembered by its link id, so a guest's /my-orders can list them (the
 * server reads orders only by link or by account, never by e-mail).
 */
export const REMEMBERED_ORDERS_KEY = 'esencia-orders';
/** The server answers at most 50 ids at a time (ListOrdersByIds); the newest are kept. */
export const MAX_REMEMBERED_ORDERS = 50;

export function rememberedOrderIds(storage: Storage = localStorage): string[] {
  try {
    const raw: unknown = JSON.parse(storage.getItem(REMEMBERED_ORDERS_KEY) ?? '[]');
    return Array.isArray(raw) ? raw.filter((id): id is string => typeof id === 'string' && isOrderId(id)) : [];
  } catch {
    return [];
  }
}

/** Newest first, without duplicates, at most 50. */
export function rememberOrder(orderId: string, storage: Storage = localStorage): void {
  if (!isOrderId(orderId)) return;
  const ids = [orderId, ...rememberedOrderIds(storage).filter((id) => id !== orderId)];
  storage.setItem(REMEMBERED_ORDERS_KEY, JSON.stringify(ids.slice(0, MAX_REMEMBERED_ORDERS)));
}

/** Sign-out forgets them, as the spec's sign-out clears the stored e-mail list. */
export function forgetRememberedOrders(storage: Storage = localStorage): void {
  storage.removeItem(REMEMBERED_ORDERS_KEY);
}
