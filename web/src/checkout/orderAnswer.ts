/**
 * Creating an order (the checkout's placeOrder, the admin's assisted order) when the server's answer never comes:
 * the connection failed or the wait ran out. The order may or may not be stored; the form keeps everything and a
 * retry sends the same idempotency key, so the server answers the order it already made instead of a second one.
 */

/** admin-and-stories.md §8, order creation. */
export const ORDER_NOT_ANSWERED = 'No se recibió respuesta del servidor al crear la orden';

/** How long creating an order waits for the server's answer (its per-key lock answers a retry once it is done). */
export const ORDER_ANSWER_TIMEOUT_MS = 30_000;

/** The mutation's context: its request is given up after ORDER_ANSWER_TIMEOUT_MS (Apollo's HttpLink takes the signal). */
export function orderAnswerContext() {
  return { fetchOptions: { signal: AbortSignal.timeout(ORDER_ANSWER_TIMEOUT_MS) } };
}

/**
 * Whether `error` says the request got no answer at all: fetch's own failure (a TypeError: offline, connection
 * refused or cut) or the request given up (TimeoutError, AbortError). An answer with an HTTP error or GraphQL
 * errors is an answer.
 */
export function gotNoAnswer(error: unknown): boolean {
  if (error instanceof TypeError) return true;
  return error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError');
}
