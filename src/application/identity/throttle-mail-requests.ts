import {
  checkMailRequestAllowed,
  MAIL_REQUEST_WINDOW_MS,
  type MailRequestThrottleError,
} from '../../domain/identity/mail-request-throttle';
import { ok, type Result } from '../../domain/shared/result';
import type { IdentityServices } from './identity-services';

/**
 * Counts a request that may send e-mail against its IP's hourly limit. Every
 * request counts, whether or not a message goes out, so the limit itself says
 * nothing about which e-mails have accounts.
 */
export async function throttleMailRequest(
  deps: Pick<IdentityServices, 'mailRequests' | 'clock'>,
  ip: string,
): Promise<Result<'allowed', MailRequestThrottleError>> {
  const now = deps.clock.now();
  const recent = await deps.mailRequests.recentFromIp(ip, new Date(now.getTime() - MAIL_REQUEST_WINDOW_MS));
  const allowed = checkMailRequestAllowed(recent, now);
  if (!allowed.ok) return allowed;
  await deps.mailRequests.record(ip, now);
  return ok('allowed');
}
