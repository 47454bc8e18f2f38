import { domainError, type DomainError } from '../shared/result';
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

/** The spec's text for an order that does not exist (the order page, the admin and the API alike). */
export const ORDER_NOT_FOUND_MESSAGE = 'Pedido no encontrado';
export const orderNotFound = (): DomainError<'ORDER_NOT_FOUND'> =>
  domainError('ORDER_NOT_FOUND', ORDER_NOT_FOUND_MESSAGE);
