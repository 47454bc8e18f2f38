/**
 * When to try a failed e-mail again: 30 s, 1, 2, 4… minutes, at most an hour
 * apart, and no more after MAX_DELIVERY_ATTEMPTS (about a day of trying), so a
 * mailbox that never answers does not keep the queue busy forever.
 */
export const MAX_DELIVERY_ATTEMPTS = 12;
const FIRST_RETRY_MS = 30_000;
const LONGEST_WAIT_MS = 3_600_000;

/** The instant of the next attempt after `attempts` failed ones, or null when it is time to give up. */
export function nextDeliveryAttempt(attempts: number, failedAt: Date): Date | null {
  if (attempts >= MAX_DELIVERY_ATTEMPTS) return null;
  const wait = Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_WAIT_MS);
  return new Date(failedAt.getTime() + wait);
}
