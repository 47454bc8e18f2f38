import { normalizeEmail } from '../../domain/identity/email-address';
import type { IdentityServices } from './identity-services';
import { sendCode } from './send-code';

/** '¿Olvidaste tu contraseña?': e-mails a reset code when the account exists; answers the same either way. */
export class RequestPasswordReset {
  constructor(private readonly deps: Pick<IdentityServices, 'accounts' | 'codes' | 'secrets' | 'mailer' | 'clock'>) {}

  async execute(input: { email: string }): Promise<void> {
    const account = await this.deps.accounts.findByEmail(normalizeEmail(input.email));
    if (account) await sendCode(this.deps, account, 'reset-password');
  }
}
