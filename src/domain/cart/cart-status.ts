import { domainError, err, ok, type DomainError } from '../shared/result';
import { defineStateMachine } from '../shared/state-machine';

/**
 * The spec's cart statuses, kept for the carts saved with an account (issue 26, item 2). A guest's cart lives
 * in the browser only and has none.
 *
 * - active: the shopper is filling it (every change to its lines brings it back here);
 * - checkout: the shopper opened step 1 of /checkout with it;
 * - abandoned: untouched for CART_ABANDONED_AFTER_MS with something still on sale and in stock (the reminder job);
 * - completed: an order was placed from it (in PlaceOrder's transaction); the next change starts a new cart.
 *
 * "Touched" means a change to its lines or opening checkout with it; reading it (a page load) is not.
 */
export type CartStatus = 'active' | 'checkout' | 'abandoned' | 'completed';

export const CART_STATUSES: readonly CartStatus[] = ['active', 'checkout', 'abandoned', 'completed'];

/** Untouched this long, a saved cart counts as abandoned (if something in it can still be ordered). */
export const CART_ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000;
/** The reminder job runs at start-up and then every 15 minutes (one process at a time). */
export const CART_REMINDER_CHECK_INTERVAL_MS = 15 * 60 * 1000;
/** Carts looked at per run; the next run takes the rest. */
export const CART_REMINDER_BATCH = 50;
/** A cart looked at and left alone (nothing orderable) is looked at again after this long at the earliest. */
export const CART_RECHECK_AFTER_MS = 6 * 60 * 60 * 1000;

/** What the abandonment guard reads: when the cart was last touched, and how many of its lines can be ordered now. */
export interface AbandonmentFacts {
  readonly touchedAt: Date;
  readonly now: Date;
  /** Lines of the cart on sale and with available units (stock − held), as the server prices it now. */
  readonly orderableLines: number;
}

export type CartTransitionError = DomainError<'CART_TRANSITION_NOT_ALLOWED'>;

const CART_TRANSITION_MESSAGE = 'El carrito no puede pasar a ese estado';

const refuse = (): CartTransitionError => domainError('CART_TRANSITION_NOT_ALLOWED', CART_TRANSITION_MESSAGE);

/** Pure guard of every move to 'abandoned': untouched long enough and something in it can still be bought. */
export const untouchedWithSomethingToBuy = (facts: AbandonmentFacts | undefined) =>
  facts && facts.now.getTime() - facts.touchedAt.getTime() >= CART_ABANDONED_AFTER_MS && facts.orderableLines > 0
    ? ok(undefined)
    : err(refuse());

/**
 * The lifecycle table. A change to the lines moves any cart to active (a completed one starts a new cart);
 * opening checkout moves a cart with lines to checkout; the job moves an untouched active or checkout cart to
 * abandoned (guarded); placing an order completes it from any status but completed.
 */
export const cartStateMachine = defineStateMachine<
  CartStatus,
  AbandonmentFacts | undefined,
  CartTransitionError,
  CartTransitionError
>(
  {
    active: { active: {}, checkout: {}, abandoned: { guard: untouchedWithSomethingToBuy }, completed: {} },
    checkout: { active: {}, checkout: {}, abandoned: { guard: untouchedWithSomethingToBuy }, completed: {} },
    abandoned: { active: {}, checkout: {}, completed: {} },
    completed: { active: {} },
  },
  refuse,
);

export const cartTransitions = cartStateMachine.transitions;

/** Whether a move is allowed now (the table and, for 'abandoned', its guard). */
export const canMoveCart = (from: CartStatus, to: CartStatus, facts?: AbandonmentFacts): boolean =>
  cartStateMachine.transition(from, to, facts).ok;

/** What the reminder job may do with an abandoned cart: its one reminder, or why not. */
export type ReminderDecision = 'send' | 'already-reminded' | 'reminders-off' | 'ordered-since';

export interface ReminderFacts {
  /** The cart got its reminder already (since its last order: one per cart, see docs/product-decisions.md). */
  readonly reminded: boolean;
  /** The shopper's profile preference 'Recordarme mi carrito guardado'. */
  readonly remindersOn: boolean;
  /** The shopper placed an order (any way) after the cart was last touched. */
  readonly orderedSince: boolean;
}

export function reminderDecision(facts: ReminderFacts): ReminderDecision {
  if (facts.orderedSince) return 'ordered-since';
  if (!facts.remindersOn) return 'reminders-off';
  if (facts.reminded) return 'already-reminded';
  return 'send';
}

export const CART_REMINDER_MESSAGES = {
  unsubscribed: 'Listo: ya no te enviaremos recordatorios de tu carrito guardado.',
  linkInvalid: 'El enlace no es válido. Puedes desactivar los recordatorios desde tu perfil.',
} as const;

export type CartReminderLinkInvalid = DomainError<'CART_REMINDER_LINK_INVALID'>;
export const cartReminderLinkInvalid = (): CartReminderLinkInvalid =>
  domainError('CART_REMINDER_LINK_INVALID', CART_REMINDER_MESSAGES.linkInvalid);
