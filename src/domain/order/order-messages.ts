import type { OrderStatus } from './order-status';
import { shortOrderId } from './short-id';

/** The Spanish texts about an order's status, shown by the server's notices and the web alike. */
const LABELS: Record<OrderStatus, string> = {
  pending: 'Pendiente',
  processing: 'En Proceso',
  completed: 'Completada',
  cancelled: 'Cancelada',
};

export function orderStatusLabel(status: OrderStatus): string {
  return LABELS[status];
}

/** The admin's success text after a status change. */
export function orderStatusChangedNotice(orderId: string, status: OrderStatus): string {
  return `Orden ${shortOrderId(orderId)} actualizada a ${orderStatusLabel(status)}`;
}
