import { GraphQLError } from 'graphql';

/**
 * The database cannot be reached right now (the embedded PostgreSQL is restarting, the network to an external
 * one is cut): not a bug but a gap. Requests in it get a 503-style answer in Spanish with this code, GraphQL
 * included (`extensions.code`), and /healthz answers 503 until the database is back.
 */
export const SERVICE_UNAVAILABLE_CODE = 'SERVICE_UNAVAILABLE';
export const SERVICE_UNAVAILABLE_MESSAGE =
  'La tienda no está disponible en este momento. Por favor, intenta de nuevo en unos segundos.';
/** What a client is told to wait before trying again (Retry-After, seconds). */
export const SERVICE_UNAVAILABLE_RETRY_SECONDS = 5;

/** Socket failures while reaching the database. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** PostgreSQL's SQLSTATEs for "not now": connection exceptions (class 08), shutting down, starting up. */
const UNAVAILABLE_SQLSTATE = /^(08\w{3}|57P0[1-3]|53300)$/;
/** node-postgres's own messages for a connection that died or never came. */
const UNAVAILABLE_MESSAGE =
  /^Connection terminated|timeout exceeded when trying to connect|is not queryable|Connection ended unexpectedly/;

/**
 * Whether `error` (or what it wraps: GraphQL's originalError, TypeORM's driverError, `cause`, an AggregateError's
 * errors) says the database is unreachable. Recognised by shape, so no layer needs the driver's types.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const { code, message, originalError, driverError, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    originalError?: unknown;
    driverError?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code))) return true;
  if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true;
  return (
    [originalError, driverError, cause].some((inner) => inner !== error && isDatabaseUnavailable(inner, depth + 1)) ||
    (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1)))
  );
}

/** The GraphQL error for the gap: Spanish message, SERVICE_UNAVAILABLE code, and HTTP 503 where Apollo sets the status. */
export function serviceUnavailableError(): GraphQLError {
  return new GraphQLError(SERVICE_UNAVAILABLE_MESSAGE, {
    extensions: {
      code: SERVICE_UNAVAILABLE_CODE,
      http: { status: 503, headers: new Map([['retry-after', String(SERVICE_UNAVAILABLE_RETRY_SECONDS)]]) },
    },
  });
}
