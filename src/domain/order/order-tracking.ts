import type { OrderStatus } from './order-status';
import { shortOrderId } from './short-id';

export const ORDER_POLLING_INTERVAL_MS = 15_000;

type TrackedOrder = { readonly id: string; readonly status: OrderStatus; readonly paymentLink: string | null };

/**
 * My-orders keeps polling an order while it is pending, or processing without a
 * payment link; it leaves the tracking once it has a link, is cancelled or is completed.
 */
export function needsTracking(order: Omit<TrackedOrder, 'id'>): boolean {
  return order.status === 'pending' || (order.status === 'processing' && !order.paymentLink);
}

/** The order detail page polls until the order is completed or cancelled. */
export function detailNeedsPolling(status: OrderStatus): boolean {
  return status === 'pending' || status === 'processing';
}

export interface OrderChangeNotice {
  readonly tone: 'info' | 'success' | 'warning';
  readonly text: string;
}

/**
 * The toast for a change seen between two polls. The list names the order
 * ('El pedido #{last6} …'); the detail page, showing one order, does not, and
 * also announces the payment link.
 */
export function orderChangeNotice(
  previous: TrackedOrder,
  current: TrackedOrder,
  scope: 'list' | 'detail',
): OrderChangeNotice | null {
  const subject = scope === 'list' ? `El pedido #${shortOrderId(current.id)}` : 'El pedido';
  if (previous.status !== current.status) {
    if (current.status === 'processing') return { tone: 'info', text: `${subject} ahora está en proceso.` };
    if (current.status === 'completed') return { tone: 'success', text: `¡${subject} ha sido completado!` };
    if (current.status === 'cancelled') return { tone: 'warning', text: `${subject} ha sido cancelado.` };
  }
  if (scope === 'detail' && !previous.paymentLink && current.paymentLink) {
    return { tone: 'info', text: 'El link de pago ya está disponible.' };
  }
  return null;
}
