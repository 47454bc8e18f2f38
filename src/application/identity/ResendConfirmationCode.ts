import { normalizeEmail } from '../../domain/identity/email-address';
import type { MailRequestThrottleError } from '../../domain/identity/mail-request-throttle';
import { ok, type Result } from '../../domain/shared/result';
import type { IdentityServices } from './identity-services';
import { throttleMailRequest } from './throttle-mail-requests';
import { sendCode } from './send-code';

/** Sends a new confirmation code to an unconfirmed account; answers the same for any e-mail. */
export class ResendConfirmationCode {
  constructor(
    private readonly deps: Pick<
      IdentityServices,
      'accounts' | 'codes' | 'secrets' | 'mailer' | 'clock' | 'mailRequests'
    >,
  ) {}

  async execute(input: { email: string; ip: string }): Promise<Result<'done', MailRequestThrottleError>> {
    const allowed = await throttleMailRequest(this.deps, input.ip);
    if (!allowed.ok) return allowed;
    const account = await this.deps.accounts.findByEmail(normalizeEmail(input.email));
    if (account && account.confirmedAt === null) await sendCode(this.deps, account, 'confirm-sign-up');
    return ok('done');
  }
}
