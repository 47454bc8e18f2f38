import { domainError, err, ok, type DomainError, type Result } from '../shared/result';
import { defineStateMachine, type Move } from '../shared/state-machine';
import type { StockDecrement, StockValidation, StockValidationError } from '../stock/stock-validation';
import { orderStatusChangedNotice, orderStatusLabel } from './order-messages';
import type { OrderStatus } from './order-status';

/** New orders start here. */
export const INITIAL_ORDER_STATUS: OrderStatus = 'pending';

export type OrderTransitionError =
  DomainError<'ORDER_TRANSITION_NOT_ALLOWED'> | DomainError<'ORDER_STOCK_VALIDATION_REQUIRED'> | StockValidationError;

/** What a move may need: completing is checked against the outcome of `validateOrderStock` for this very order. */
export interface OrderMoveContext {
  readonly orderId: string;
  readonly stockValidation?: StockValidation | undefined;
}

type OrderGuardError = DomainError<'ORDER_STOCK_VALIDATION_REQUIRED'> | StockValidationError;

/** A failed validation is the refusal; a missing one, or one run for another order, does not count. */
function stockValidated({ orderId, stockValidation }: OrderMoveContext): Result<unknown, OrderGuardError> {
  if (!stockValidation) return err(stockValidationRequired(orderId));
  if (!stockValidation.ok) return err(stockValidation.error);
  if (stockValidation.value.orderId !== orderId) return err(stockValidationRequired(orderId));
  return ok(stockValidation.value);
}

function stockValidationRequired(orderId: string): DomainError<'ORDER_STOCK_VALIDATION_REQUIRED'> {
  return domainError('ORDER_STOCK_VALIDATION_REQUIRED', 'Error al validar el stock de los productos', { orderId });
}

const refuse = ({ from, to }: Move<OrderStatus>): DomainError<'ORDER_TRANSITION_NOT_ALLOWED'> =>
  domainError(
    'ORDER_TRANSITION_NOT_ALLOWED',
    `No se puede cambiar una orden ${orderStatusLabel(from)} a ${orderStatusLabel(to)}`,
    { from, to },
  );

/** The order workflow. Completing also needs a passed stock validation; nothing leaves completed or cancelled. */
export const orderStateMachine = defineStateMachine<
  OrderStatus,
  OrderMoveContext,
  OrderGuardError,
  DomainError<'ORDER_TRANSITION_NOT_ALLOWED'>
>(
  {
    pending: { processing: {}, cancelled: {} },
    processing: { completed: { guard: stockValidated }, cancelled: {} },
    completed: {},
    cancelled: {},
  },
  refuse,
);

/** The table as `{ [from]: { to: [...] } }`. */
export const orderTransitions = orderStateMachine.transitions;

/** Whether the table has the move (the stock guard is not consulted). */
export const canTransition = orderStateMachine.canTransition;

export interface OrderTransition<O> {
  readonly order: O;
  /** Stock to take off when the order was completed; empty for every other move. */
  readonly stockDecrements: readonly StockDecrement[];
  /** 'Orden {short id} actualizada a {label}'. */
  readonly notice: string;
}

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
  const move = orderStateMachine.transition(order.status, to, { orderId: order.id, stockValidation });
  if (!move.ok) return move;
  return ok({
    order: { ...order, status: to },
    stockDecrements: to === 'completed' && stockValidation?.ok ? stockValidation.value.decrements : [],
    notice: orderStatusChangedNotice(order.id, to),
  });
}
