import { latestRetry, nextAllowedAt } from '../shared/rate-limit';
import { domainError, err, ok, type DomainError, type Result } from '../shared/result';

export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;

/**
 * Per account AND client address (the guesser's own connection): the first
 * failures are free, then each one doubles the wait before the next attempt,
 * and at MAX_FAILURES_PER_PAIR the address is refused for this account until
 * the oldest failure leaves the 15-minute window, even with the right password.
 */
export const FREE_FAILURES_PER_PAIR = 3;
export const MAX_FAILURES_PER_PAIR = 10;
/** Failed sign-ins allowed from one address in the window, whatever the accounts (password spraying). */
export const MAX_FAILURES_PER_IP = 50;
/**
 * Per account, from every address together: past this many failures in the
 * window, attempts are spaced out (1 s after the 10th, doubling, at most
 * ACCOUNT_MAX_DELAY_MS) but never locked: the owner, from a new address,
 * gets in after at most that wait; a guesser gets one try per wait.
 */
export const ACCOUNT_SLOWDOWN_AFTER = 10;
export const ACCOUNT_MAX_DELAY_MS = 60 * 1000;
const PAIR_MAX_DELAY_MS = 5 * 60 * 1000;

export interface RecentFailures {
  /** Failure instants for this account (from any address) within the window, any order. */
  readonly account: readonly Date[];
  /** Failure instants from this address (for any account) within the window, any order. */
  readonly ip: readonly Date[];
  /** Failure instants for this account from this address within the window, any order. */
  readonly pair: readonly Date[];
}

/** Says when to retry, in seconds, for clients that count down. */
export type ThrottleError = DomainError<'SIGN_IN_THROTTLED'> & {
  readonly details: { readonly retryAfterSeconds: number };
};

/** 2^(n - free) seconds after the last of n failures, capped; null while n is within the free ones. */
function progressiveRetry(failures: readonly Date[], free: number, maxDelayMs: number, now: Date): number | null {
  const recent = failures.map((d) => d.getTime()).filter((t) => t > now.getTime() - THROTTLE_WINDOW_MS);
  if (recent.length < free) return null;
  const delay = Math.min(1000 * 2 ** (recent.length - free), maxDelayMs);
  const retryAt = Math.max(...recent) + delay;
  return retryAt > now.getTime() ? retryAt : null;
}

/**
 * Whether a sign-in may be attempted now (before the password is checked).
 * When refused, says when to retry: the latest of the limits that apply.
 */
export function checkSignInAllowed(failures: RecentFailures, now: Date): Result<'allowed', ThrottleError> {
  const retryAt = latestRetry([
    nextAllowedAt(failures.pair, { limit: MAX_FAILURES_PER_PAIR, windowMs: THROTTLE_WINDOW_MS }, now),
    progressiveRetry(failures.pair, FREE_FAILURES_PER_PAIR, PAIR_MAX_DELAY_MS, now),
    nextAllowedAt(failures.ip, { limit: MAX_FAILURES_PER_IP, windowMs: THROTTLE_WINDOW_MS }, now),
    progressiveRetry(failures.account, ACCOUNT_SLOWDOWN_AFTER, ACCOUNT_MAX_DELAY_MS, now),
  ]);
  if (retryAt === null) return ok('allowed');
  return err({
    ...domainError('SIGN_IN_THROTTLED', `Demasiados intentos fallidos de inicio de sesión. ${retryText(retryAt, now)}`),
    details: { retryAfterSeconds: Math.ceil((retryAt - now.getTime()) / 1000) },
  });
}

/** 'Intenta de nuevo en N segundos.' under a minute, else in whole minutes. */
function retryText(retryAt: number, now: Date): string {
  const seconds = Math.max(1, Math.ceil((retryAt - now.getTime()) / 1000));
  if (seconds < 60) return `Intenta de nuevo en ${seconds} ${seconds === 1 ? 'segundo' : 'segundos'}.`;
  const minutes = Math.ceil(seconds / 60);
  return `Intenta de nuevo en ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`;
}
