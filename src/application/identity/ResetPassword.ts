import { parseEmail, type EmailError } from '../../domain/identity/email-address';
import type { CodeError } from '../../domain/identity/one-time-code';
import { checkPassword, type PasswordPolicyError } from '../../domain/identity/password-policy';
import { ok, type Result } from '../../domain/shared/result';
import type { Clock } from '../ports/clock';
import type { CommonPasswords, PasswordHasher, SecretGenerator } from '../ports/identity';
import type { UnitOfWork } from '../ports/unit-of-work';
import { verifyCode } from './verify-code';

export type ResetPasswordError = CodeError | PasswordPolicyError | EmailError;

/**
 * Sets a new password with the e-mailed code. Proving the mailbox also
 * confirms an unconfirmed account; every existing session is revoked. The
 * code, the password and the sessions change together or not at all.
 */
export class ResetPassword {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly hasher: PasswordHasher,
    private readonly secrets: SecretGenerator,
    private readonly clock: Clock,
    private readonly commonPasswords: CommonPasswords,
  ) {}

  async execute(input: {
    email: string;
    code: string;
    newPassword: string;
  }): Promise<Result<'reset', ResetPasswordError>> {
    const parsed = parseEmail(input.email);
    if (!parsed.ok) return parsed;
    const email = parsed.value;
    const password = checkPassword(input.newPassword, email, this.commonPasswords);
    if (!password.ok) return password;
    const passwordHash = await this.hasher.hash(password.value);
    return this.uow.run(async (tx) => {
      await tx.lock(`account:${email}`);
      const now = this.clock.now();
      const found = await tx.accounts.findByEmail(email);
      const verdict = await verifyCode(tx, this.secrets, now, found, 'reset-password', input.code);
      if (!verdict.ok) return verdict;
      const { account } = verdict.value;
      await tx.accounts.update(account.id, {
        passwordHash,
        mustChangePassword: false,
        temporaryPasswordExpiresAt: null,
        confirmedAt: account.confirmedAt ?? now,
      });
      await tx.sessions.deleteAllForAccount(account.id);
      return ok('reset' as const);
    });
  }
}
