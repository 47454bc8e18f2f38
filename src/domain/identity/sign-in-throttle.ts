import { latestRetry, nextAllowedAt, retryInMinutesText } from '../shared/rate-limit';
import { domainError, err, ok, type DomainError, type Result } from '../shared/result';

export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
/** Failed sign-ins allowed per account in the window; the next one is refused even with the right password. */
export const MAX_FAILURES_PER_ACCOUNT = 10;
/** Failed sign-ins allowed from one IP address in the window (password spraying across accounts). */
export const MAX_FAILURES_PER_IP = 50;

export interface RecentFailures {
  /** Failure instants for this account within the window, any order. */
  readonly account: readonly Date[];
  /** Failure instants from this IP within the window, any order. */
  readonly ip: readonly Date[];
}

/** Says when to retry, in seconds, for clients that count down. */
export type ThrottleError = DomainError<'SIGN_IN_THROTTLED'> & {
  readonly details: { readonly retryAfterSeconds: number };
};

/**
 * Whether a sign-in may be attempted now. When refused, says when to retry:
 * the moment the oldest counted failure leaves the window.
 */
export function checkSignInAllowed(failures: RecentFailures, now: Date): Result<'allowed', ThrottleError> {
  const retryAt = latestRetry([
    nextAllowedAt(failures.account, { limit: MAX_FAILURES_PER_ACCOUNT, windowMs: THROTTLE_WINDOW_MS }, now),
    nextAllowedAt(failures.ip, { limit: MAX_FAILURES_PER_IP, windowMs: THROTTLE_WINDOW_MS }, now),
  ]);
  if (retryAt === null) return ok('allowed');
  return err({
    ...domainError(
      'SIGN_IN_THROTTLED',
      `Demasiados intentos fallidos de inicio de sesión. ${retryInMinutesText(retryAt, now)}`,
    ),
    details: { retryAfterSeconds: Math.ceil((retryAt - now.getTime()) / 1000) },
  });
}
