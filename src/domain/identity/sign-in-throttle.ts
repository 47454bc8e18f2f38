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

export type ThrottleError = DomainError<'SIGN_IN_THROTTLED'>;

/**
 * Whether a sign-in may be attempted now. When refused, says when to retry:
 * the moment the oldest counted failure leaves the window.
 */
export function checkSignInAllowed(failures: RecentFailures, now: Date): Result<'allowed', ThrottleError> {
  const retryAt = [
    retryMoment(failures.account, MAX_FAILURES_PER_ACCOUNT, now),
    retryMoment(failures.ip, MAX_FAILURES_PER_IP, now),
  ]
    .filter((moment): moment is number => moment !== null)
    .sort((a, b) => b - a)[0];
  if (retryAt === undefined) return ok('allowed');
  const minutes = Math.max(1, Math.ceil((retryAt - now.getTime()) / 60_000));
  return err(
    domainError(
      'SIGN_IN_THROTTLED',
      `Demasiados intentos fallidos de inicio de sesión. Intenta de nuevo en ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`,
      { retryAfterSeconds: Math.ceil((retryAt - now.getTime()) / 1000) },
    ),
  );
}

function retryMoment(failures: readonly Date[], limit: number, now: Date): number | null {
  const windowStart = now.getTime() - THROTTLE_WINDOW_MS;
  const recent = failures
    .map((d) => d.getTime())
    .filter((t) => t > windowStart && t <= now.getTime())
    .sort((a, b) => b - a);
  if (recent.length < limit) return null;
  // The `limit`-th most recent failure must leave the window before another attempt.
  const blocking = recent[limit - 1] as number;
  return blocking + THROTTLE_WINDOW_MS;
}
