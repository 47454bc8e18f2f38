import { canTransition, moveOrder, orderStateMachine, orderTransitions } from './order-state-machine';
import { ORDER_STATUSES, type OrderStatus } from './order-status';

const order = (status: OrderStatus) => ({ id: 'order-0000-ABC123', status });

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

  it('the machine knows exactly the four statuses', () => {
    expect(orderStateMachine.states).toEqual(ORDER_STATUSES);
  });

  it("the admin's choices come from the table", () => {
    expect(orderStateMachine.nextStates('pending')).toEqual(['processing', 'cancelled']);
    expect(orderStateMachine.nextStates('processing')).toEqual(['completed', 'cancelled']);
  });
});

describe('moveOrder (every move but completing, which is completeOrder)', () => {
  it('pending → processing', () => {
    expect(moveOrder(order('pending'), 'processing')).toEqual({ ok: true, value: order('processing') });
  });

  it.each(['pending', 'processing'] as const)('%s → cancelled', (from) => {
    expect(moveOrder(order(from), 'cancelled')).toEqual({ ok: true, value: order('cancelled') });
  });

  it.each([
    ['pending', 'pending'],
    ['processing', 'pending'],
    ['completed', 'cancelled'],
    ['cancelled', 'processing'],
  ] as const)('%s → %s is ORDER_TRANSITION_NOT_ALLOWED', (from, to) => {
    const result = moveOrder(order(from), to);
    expect(!result.ok && result.error).toMatchObject({ code: 'ORDER_TRANSITION_NOT_ALLOWED', details: { from, to } });
  });

  it('names both statuses in the refusal', () => {
    const result = moveOrder(order('completed'), 'pending');
    expect(!result.ok && result.error.message).toBe('No se puede cambiar una orden Completada a Pendiente');
  });
});
