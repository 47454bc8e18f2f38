import { Money } from '../money/money';
import { domainError, type DomainError } from '../shared/result';

/** Placing orders while the store's maintenance switched order creation off. */
export const ORDERING_UNAVAILABLE_MESSAGE =
  'En este momento no es posible registrar pedidos por mantenimiento. Por favor, intenta más tarde.';
export const orderingUnavailable = (): DomainError<'ORDERING_UNAVAILABLE'> =>
  domainError('ORDERING_UNAVAILABLE', ORDERING_UNAVAILABLE_MESSAGE);

/** A retried request must repeat the first one exactly; another order needs another key. */
export const IDEMPOTENCY_KEY_REUSED_MESSAGE =
  'Esta solicitud ya se usó para otro pedido. Recarga la página e inténtalo de nuevo.';
/** What a request only a broken or tampered client sends is told. */
const BROKEN_REQUEST_MESSAGE = 'La solicitud no es válida. Recarga la página e inténtalo de nuevo.';
export const IDEMPOTENCY_KEY_MESSAGE = BROKEN_REQUEST_MESSAGE;
/** The client's key for one checkout attempt: 16 to 100 URL-safe characters (a UUID fits). */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{16,100}$/;

/** The total a client showed before confirming (whole céntimos, never negative); anything else is a broken client. */
export const EXPECTED_TOTAL_MESSAGE = BROKEN_REQUEST_MESSAGE;
export function expectedTotalOf(cents: number): Money | null {
  return Number.isSafeInteger(cents) && cents >= 0 ? Money.fromCents(cents) : null;
}
