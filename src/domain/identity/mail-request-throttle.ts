import { nextAllowedAt, retryInMinutesText } from '../shared/rate-limit';
import { domainError, err, ok, type DomainError, type Result } from '../shared/result';

/**
 * Requests that e-mail someone (sign-up, resend code, password reset) allowed
 * from one IP address per hour: stops the store being used to flood
 * arbitrary mailboxes. Per account, codes are limited separately (one-time-code.ts).
 */
export const MAX_MAIL_REQUESTS_PER_IP = 20;
export const MAIL_REQUEST_WINDOW_MS = 60 * 60 * 1000;

export type MailRequestThrottleError = DomainError<'MAIL_REQUESTS_THROTTLED'> & {
  readonly details: { readonly retryAfterSeconds: number };
};

export function checkMailRequestAllowed(
  recentFromIp: readonly Date[],
  now: Date,
): Result<'allowed', MailRequestThrottleError> {
  const retryAt = nextAllowedAt(
    recentFromIp,
    { limit: MAX_MAIL_REQUESTS_PER_IP, windowMs: MAIL_REQUEST_WINDOW_MS },
    now,
  );
  if (retryAt === null) return ok('allowed');
  return err({
    ...domainError(
      'MAIL_REQUESTS_THROTTLED',
      `Demasiadas solicitudes desde tu conexión. ${retryInMinutesText(retryAt, now)}`,
    ),
    details: { retryAfterSeconds: Math.ceil((retryAt - now.getTime()) / 1000) },
  });
}
