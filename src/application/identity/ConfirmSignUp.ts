import { normalizeEmail } from '../../domain/identity/email-address';
import type { CodeError } from '../../domain/identity/one-time-code';
import { ok, type Result } from '../../domain/shared/result';
import type { IdentityServices } from './identity-services';
import { verifyCode } from './verify-code';

/** 'Confirmar Registro': the e-mailed code marks the account confirmed. The client then signs in. */
export class ConfirmSignUp {
  constructor(private readonly deps: Pick<IdentityServices, 'accounts' | 'codes' | 'secrets' | 'clock' | 'locks'>) {}

  async execute(input: { email: string; code: string }): Promise<Result<'confirmed', CodeError>> {
    const email = normalizeEmail(input.email);
    return this.deps.locks.withLock(`account:${email}`, async () => {
      const found = await this.deps.accounts.findByEmail(email);
      const account = found && found.confirmedAt === null ? found : null;
      const verdict = await verifyCode(this.deps, account, 'confirm-sign-up', input.code);
      if (!verdict.ok) return verdict;
      await this.deps.accounts.update((account as { id: string }).id, { confirmedAt: this.deps.clock.now() });
      return ok('confirmed' as const);
    });
  }
}
