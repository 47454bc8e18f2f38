import { domainError, err, ok, type DomainError, type Result } from '../shared/result';
import { defineStateMachine, type Move } from '../shared/state-machine';
import { orderStatusLabel } from './order-messages';
import type { OrderStatus } from './order-status';

export type OrderTransitionError = DomainError<'ORDER_TRANSITION_NOT_ALLOWED'>;

const refuse = ({ from, to }: Move<OrderStatus>): OrderTransitionError =>
  domainError(
    'ORDER_TRANSITION_NOT_ALLOWED',
    `No se puede cambiar una orden ${orderStatusLabel(from)} a ${orderStatusLabel(to)}`,
    { from, to },
  );

/**
 * The order workflow; nothing leaves completed or cancelled. Completing also
 * takes the stock, which only `completeOrder` (order-completion.ts) decides.
 */
export const orderStateMachine = defineStateMachine<OrderStatus, void, never, OrderTransitionError>(
  {
    pending: { processing: {}, cancelled: {} },
    processing: { completed: {}, cancelled: {} },
    completed: {},
    cancelled: {},
  },
  refuse,
);

/** The table as `{ [from]: { to: [...] } }`. */
export const orderTransitions = orderStateMachine.transitions;

/** Whether the table has the move. */
export const canTransition = orderStateMachine.canTransition;

/** Every move but completing, which needs the stock (completeOrder). */
export type StocklessOrderStatus = Exclude<OrderStatus, 'completed'>;

type OrderLike = { readonly status: OrderStatus };

/** Moves an order to `to` if the table allows it. */
export function moveOrder<O extends OrderLike>(order: O, to: StocklessOrderStatus): Result<O, OrderTransitionError> {
  const move = orderStateMachine.transition(order.status, to, undefined);
  return move.ok ? ok({ ...order, status: to }) : err(move.error);
}
