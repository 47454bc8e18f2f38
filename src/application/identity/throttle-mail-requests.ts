import {
  checkMailRequestAllowed,
  MAIL_REQUEST_WINDOW_MS,
  type MailRequestThrottleError,
} from '../../domain/identity/mail-request-throttle';
import { ok, type Result } from '../../domain/shared/result';
import type { UnitOfWork } from '../ports/unit-of-work';

/**
 * Counts a request that may send e-mail against its IP's hourly limit. Every
 * request counts, whether or not a message goes out, so the limit itself says
 * nothing about which e-mails have accounts. Checked and recorded under one
 * lock per IP, so parallel requests cannot all slip under the limit.
 */
export function throttleMailRequest(
  uow: UnitOfWork,
  now: Date,
  ip: string,
): Promise<Result<'allowed', MailRequestThrottleError>> {
  return uow.run(async (tx) => {
    await tx.lock(`mail-requests:${ip}`);
    const recent = await tx.mailRequests.recentFromIp(ip, new Date(now.getTime() - MAIL_REQUEST_WINDOW_MS));
    const allowed = checkMailRequestAllowed(recent, now);
    if (!allowed.ok) return allowed;
    await tx.mailRequests.record(ip, now);
    return ok('allowed' as const);
  });
}
