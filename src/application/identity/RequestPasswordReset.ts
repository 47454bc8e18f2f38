import { normalizeEmail } from '../../domain/identity/email-address';
import type { MailRequestThrottleError } from '../../domain/identity/mail-request-throttle';
import { ok, type Result } from '../../domain/shared/result';
import type { IdentityServices } from './identity-services';
import { throttleMailRequest } from './throttle-mail-requests';
import { sendCode } from './send-code';

/** '¿Olvidaste tu contraseña?': e-mails a reset code when the account exists; answers the same either way. */
export class RequestPasswordReset {
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
    if (account) await sendCode(this.deps, account, 'reset-password');
    return ok('done');
  }
}
