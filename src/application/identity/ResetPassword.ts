import { normalizeEmail } from '../../domain/identity/email-address';
import type { CodeError } from '../../domain/identity/one-time-code';
import { checkPassword, type PasswordPolicyError } from '../../domain/identity/password-policy';
import { ok, type Result } from '../../domain/shared/result';
import type { IdentityServices } from './identity-services';
import { verifyCode } from './verify-code';

/**
 * Sets a new password with the e-mailed code. Proving the mailbox also
 * confirms an unconfirmed account; every existing session is revoked.
 */
export class ResetPassword {
  constructor(
    private readonly deps: Pick<
      IdentityServices,
      'accounts' | 'codes' | 'sessions' | 'secrets' | 'hasher' | 'clock' | 'locks'
    >,
  ) {}

  async execute(input: {
    email: string;
    code: string;
    newPassword: string;
  }): Promise<Result<'reset', CodeError | PasswordPolicyError>> {
    const email = normalizeEmail(input.email);
    const password = checkPassword(input.newPassword, email);
    if (!password.ok) return password;
    return this.deps.locks.withLock(`account:${email}`, async () => {
      const account = await this.deps.accounts.findByEmail(email);
      const verdict = await verifyCode(this.deps, account, 'reset-password', input.code);
      if (!verdict.ok || !account) return verdict as Result<never, CodeError>;
      await this.deps.accounts.update(account.id, {
        passwordHash: await this.deps.hasher.hash(password.value),
        mustChangePassword: false,
        confirmedAt: account.confirmedAt ?? this.deps.clock.now(),
      });
      await this.deps.sessions.deleteAllForAccount(account.id);
      return ok('reset' as const);
    });
  }
}
