import { domainError, err, ok, type DomainError, type Result } from '../shared/result';
import type { StockDecrement, StockValidation, StockValidationError } from '../stock/stock-validation';
import { shortOrderId } from './short-id';

export type OrderStatus = 'pending' | 'processing' | 'completed' | 'cancelled';
export const ORDER_STATUSES: readonly OrderStatus[] = ['pending', 'processing', 'completed', 'cancelled'];
/** New orders start here. */
export const INITIAL_ORDER_STATUS: OrderStatus = 'pending';

const LABELS: Record<OrderStatus, string> = {
  pending: 'Pendiente',
  processing: 'En Proceso',
  completed: 'Completada',
  cancelled: 'Cancelada',
};

export function orderStatusLabel(status: OrderStatus): string {
  return LABELS[status];
}

export function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}

/**
 * The order workflow. Completing also needs a passed stock validation (checked in `transition`);
 * nothing leaves completed or cancelled.
 */
export const orderTransitions: Readonly<Record<OrderStatus, { readonly to: readonly OrderStatus[] }>> = {
  pending: { to: ['processing', 'cancelled'] },
  processing: { to: ['completed', 'cancelled'] },
  completed: { to: [] },
  cancelled: { to: [] },
};

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return orderTransitions[from].to.includes(to);
}

export interface OrderTransition<O> {
  readonly order: O;
  /** Stock to take off when the order was completed; empty for every other move. */
  readonly stockDecrements: readonly StockDecrement[];
  /** 'Orden {short id} actualizada a {label}'. */
  readonly notice: string;
}

export type OrderTransitionError =
  DomainError<'ORDER_TRANSITION_NOT_ALLOWED'> | DomainError<'ORDER_STOCK_VALIDATION_REQUIRED'> | StockValidationError;

type OrderLike = { readonly id: string; readonly status: OrderStatus };

/**
 * Moves an order to `to` if the table allows it. Completing requires the
 * outcome of `validateOrderStock` for this very order: a failed validation is
 * returned as the error; a passed one yields the stock decrements to apply.
 */
export function transition<O extends OrderLike>(
  order: O,
  to: OrderStatus,
  stockValidation?: StockValidation,
): Result<OrderTransition<O>, OrderTransitionError> {
  if (!canTransition(order.status, to)) {
    return err(
      domainError(
        'ORDER_TRANSITION_NOT_ALLOWED',
        `No se puede cambiar una orden ${orderStatusLabel(order.status)} a ${orderStatusLabel(to)}`,
        { from: order.status, to },
      ),
    );
  }
  let stockDecrements: readonly StockDecrement[] = [];
  if (to === 'completed') {
    if (!stockValidation) return err(stockValidationRequired(order.id));
    if (!stockValidation.ok) return err(stockValidation.error);
    if (stockValidation.value.orderId !== order.id) return err(stockValidationRequired(order.id));
    stockDecrements = stockValidation.value.decrements;
  }
  return ok({ order: { ...order, status: to }, stockDecrements, notice: orderStatusChangedNotice(order.id, to) });
}

/** The admin's success text after a status change. */
export function orderStatusChangedNotice(orderId: string, status: OrderStatus): string {
  return `Orden ${shortOrderId(orderId)} actualizada a ${orderStatusLabel(status)}`;
}

function stockValidationRequired(orderId: string): DomainError<'ORDER_STOCK_VALIDATION_REQUIRED'> {
  return domainError('ORDER_STOCK_VALIDATION_REQUIRED', 'Error al validar el stock de los productos', { orderId });
}
