/**
 * Session lifetime (OWASP ASVS 4.0 §3.3.2, level 2): re-authentication after
 * 30 minutes of inactivity or 12 hours in all, whichever comes first.
 */
export const SESSION_IDLE_TIMEOUT_MS = 30 * 60 * 1000;
export const SESSION_ABSOLUTE_TIMEOUT_MS = 12 * 60 * 60 * 1000;
/** Activity is written back at most this often, so reads do not turn into writes on every request. */
export const SESSION_TOUCH_INTERVAL_MS = 60 * 1000;
/** How long the new-password challenge after a temporary password stays valid (the spec's 3 minutes). */
export const PASSWORD_CHALLENGE_LIFETIME_MS = 3 * 60 * 1000;

export interface SessionTimes {
  readonly createdAt: Date;
  readonly lastSeenAt: Date;
}

export type SessionVerdict = 'valid' | 'idle-expired' | 'absolute-expired';

export function sessionVerdict(session: SessionTimes, now: Date): SessionVerdict {
  if (now.getTime() - session.createdAt.getTime() >= SESSION_ABSOLUTE_TIMEOUT_MS) return 'absolute-expired';
  if (now.getTime() - session.lastSeenAt.getTime() >= SESSION_IDLE_TIMEOUT_MS) return 'idle-expired';
  return 'valid';
}

export function shouldTouch(session: SessionTimes, now: Date): boolean {
  return now.getTime() - session.lastSeenAt.getTime() >= SESSION_TOUCH_INTERVAL_MS;
}
