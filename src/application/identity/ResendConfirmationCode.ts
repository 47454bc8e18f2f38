import { normalizeEmail } from '../../domain/identity/email-address';
import type { IdentityServices } from './identity-services';
import { sendCode } from './send-code';

/** Sends a new confirmation code to an unconfirmed account; answers the same for any e-mail. */
export class ResendConfirmationCode {
  constructor(private readonly deps: Pick<IdentityServices, 'accounts' | 'codes' | 'secrets' | 'mailer' | 'clock'>) {}

  async execute(input: { email: string }): Promise<void> {
    const account = await this.deps.accounts.findByEmail(normalizeEmail(input.email));
    if (account && account.confirmedAt === null) await sendCode(this.deps, account, 'confirm-sign-up');
  }
}
