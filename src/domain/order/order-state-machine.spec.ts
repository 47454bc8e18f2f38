import { validateOrderStock } from '../stock/stock-validation';
import {
  canTransition,
  INITIAL_ORDER_STATUS,
  orderStateMachine,
  orderTransitions,
  transition,
} from './order-state-machine';
import { ORDER_STATUSES, type OrderStatus } from './order-status';

const order = (status: OrderStatus) => ({ id: 'order-0000-ABC123', status, lines: [line] });
const line = { productId: 'p1', productName: 'Sauvage', quantity: 2 };
const passed = (id = 'order-0000-ABC123') => validateOrderStock({ id, lines: [line] }, () => 5);

describe('order transition table', () => {
  const allowed: [OrderStatus, OrderStatus][] = [
    ['pending', 'processing'],
    ['pending', 'cancelled'],
    ['processing', 'completed'],
    ['processing', 'cancelled'],
  ];

  it('allows exactly pending → processing, processing → completed, pending/processing → cancelled', () => {
    const everyMove = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => [from, to] as const));
    const permitted = everyMove.filter(([from, to]) => canTransition(from, to));
    expect(permitted).toEqual(allowed);
  });

  it('nothing leaves completed or cancelled', () => {
    expect(orderTransitions.completed.to).toEqual([]);
    expect(orderTransitions.cancelled.to).toEqual([]);
  });

  it('new orders start pending; the machine knows exactly the four statuses', () => {
    expect(INITIAL_ORDER_STATUS).toBe('pending');
    expect(orderStateMachine.states).toEqual(ORDER_STATUSES);
  });

  it("the admin's choices come from the table", () => {
    expect(orderStateMachine.nextStates('pending')).toEqual(['processing', 'cancelled']);
    expect(orderStateMachine.nextStates('processing')).toEqual(['completed', 'cancelled']);
  });
});

describe('transition', () => {
  it('pending → processing with the notice', () => {
    const result = transition(order('pending'), 'processing');
    expect(result).toEqual({
      ok: true,
      value: {
        order: { ...order('pending'), status: 'processing' },
        stockDecrements: [],
        notice: 'Orden ABC123 actualizada a En Proceso',
      },
    });
  });

  it.each(['pending', 'processing'] as const)('%s → cancelled', (from) => {
    const result = transition(order(from), 'cancelled');
    expect(result.ok && result.value.notice).toBe('Orden ABC123 actualizada a Cancelada');
  });

  it('processing → completed after a passed stock validation yields the decrements', () => {
    const result = transition(order('processing'), 'completed', passed());
    expect(result.ok && result.value.order.status).toBe('completed');
    expect(result.ok && result.value.stockDecrements).toEqual([{ productId: 'p1', quantity: 2, remainingStock: 3 }]);
  });

  it('processing → completed without a stock validation is refused', () => {
    const result = transition(order('processing'), 'completed');
    expect(!result.ok && result.error).toEqual({
      code: 'ORDER_STOCK_VALIDATION_REQUIRED',
      message: 'Error al validar el stock de los productos',
      details: { orderId: 'order-0000-ABC123' },
    });
  });

  it("a stock validation of another order doesn't count", () => {
    const result = transition(order('processing'), 'completed', passed('other-order'));
    expect(!result.ok && result.error.code).toBe('ORDER_STOCK_VALIDATION_REQUIRED');
  });

  it('a failed stock validation is returned as the error', () => {
    const failed = validateOrderStock({ id: 'order-0000-ABC123', lines: [line] }, () => 1);
    const result = transition(order('processing'), 'completed', failed);
    expect(!result.ok && result.error.code).toBe('STOCK_INSUFFICIENT');
  });

  it.each([
    ['pending', 'completed'],
    ['pending', 'pending'],
    ['processing', 'pending'],
    ['completed', 'cancelled'],
    ['cancelled', 'processing'],
  ] as const)('%s → %s is ORDER_TRANSITION_NOT_ALLOWED', (from, to) => {
    const result = transition(order(from), to, passed());
    expect(!result.ok && result.error.code).toBe('ORDER_TRANSITION_NOT_ALLOWED');
  });

  it('names both statuses in the refusal', () => {
    const result = transition(order('completed'), 'pending');
    expect(!result.ok && result.error.message).toBe('No se puede cambiar una orden Completada a Pendiente');
  });
});
