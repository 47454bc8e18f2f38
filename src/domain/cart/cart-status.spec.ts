import {
  CART_ABANDONED_AFTER_MS,
  CART_STATUSES,
  canMoveCart,
  cartReminderLinkInvalid,
  cartStateMachine,
  cartTransitions,
  reminderDecision,
} from './cart-status';

const touchedAt = new Date('2026-11-20T15:00:00Z');
const after = (ms: number) => new Date(touchedAt.getTime() + ms);
const facts = (ms: number, orderableLines = 1) => ({ touchedAt, now: after(ms), orderableLines });

describe('the saved cart lifecycle table', () => {
  it("has the spec's four statuses and these moves", () => {
    expect(cartStateMachine.states).toEqual(CART_STATUSES);
    expect(cartTransitions).toEqual({
      active: { to: ['active', 'checkout', 'abandoned', 'completed'] },
      checkout: { to: ['active', 'checkout', 'abandoned', 'completed'] },
      abandoned: { to: ['active', 'checkout', 'completed'] },
      completed: { to: ['active'] },
    });
  });

  it('a change brings any cart back to active; a completed cart only starts again by a change', () => {
    for (const from of CART_STATUSES) expect(canMoveCart(from, 'active')).toBe(true);
    expect(canMoveCart('completed', 'checkout')).toBe(false);
    expect(canMoveCart('completed', 'completed')).toBe(false);
    expect(cartStateMachine.transition('completed', 'abandoned', facts(CART_ABANDONED_AFTER_MS))).toEqual({
      ok: false,
      error: { code: 'CART_TRANSITION_NOT_ALLOWED', message: 'El carrito no puede pasar a ese estado' },
    });
  });

  it('abandons an active or checkout cart only after 24 h untouched with something to buy', () => {
    for (const from of ['active', 'checkout'] as const) {
      expect(canMoveCart(from, 'abandoned', facts(CART_ABANDONED_AFTER_MS))).toBe(true);
      expect(canMoveCart(from, 'abandoned', facts(CART_ABANDONED_AFTER_MS - 1))).toBe(false);
      expect(canMoveCart(from, 'abandoned', facts(CART_ABANDONED_AFTER_MS * 3, 0))).toBe(false);
      expect(canMoveCart(from, 'abandoned')).toBe(false);
    }
    expect(canMoveCart('abandoned', 'abandoned', facts(CART_ABANDONED_AFTER_MS))).toBe(false);
    expect(CART_ABANDONED_AFTER_MS).toBe(24 * 3600 * 1000);
  });

  it('an order completes any cart not completed yet', () => {
    for (const from of ['active', 'checkout', 'abandoned'] as const) expect(canMoveCart(from, 'completed')).toBe(true);
  });
});

describe('reminderDecision', () => {
  const base = { reminded: false, remindersOn: true, orderedSince: false };
  it('sends one reminder, never after an order, with reminders off, or a second time', () => {
    expect(reminderDecision(base)).toBe('send');
    expect(reminderDecision({ ...base, orderedSince: true })).toBe('ordered-since');
    expect(reminderDecision({ ...base, remindersOn: false })).toBe('reminders-off');
    expect(reminderDecision({ ...base, reminded: true })).toBe('already-reminded');
  });

  it('words an unknown unsubscribe link in Spanish', () => {
    expect(cartReminderLinkInvalid()).toEqual({
      code: 'CART_REMINDER_LINK_INVALID',
      message: 'El enlace no es válido. Puedes desactivar los recordatorios desde tu perfil.',
    });
  });
});
