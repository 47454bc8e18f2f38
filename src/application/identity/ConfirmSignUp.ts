import { parseEmail, type EmailError } from '../../domain/identity/email-address';
import type { CodeError } from '../../domain/identity/one-time-code';
import { checkPassword, type PasswordPolicyError } from '../../domain/identity/password-policy';
import { ok, type Result } from '../../domain/shared/result';
import type { Clock } from '../ports/clock';
import type { CommonPasswords, PasswordHasher, SecretGenerator } from '../ports/identity';
import type { UnitOfWork } from '../ports/unit-of-work';
import { verifyCode } from './verify-code';

export type ConfirmSignUpError = CodeError | EmailError | PasswordPolicyError;

/**
 * 'Confirmar Registro': the e-mailed code marks the account confirmed, and the password of the sign-up
 * attempt that code was sent for becomes the account's — never the first attempt's as such, which may be
 * someone else's (issue 25). The app also sends the password it just signed up with: proving the mailbox
 * (like a password reset) lets it stand whichever attempt's code the owner typed. The client then signs in.
 */
export class ConfirmSignUp {
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
    password?: string | null;
  }): Promise<Result<'confirmed', ConfirmSignUpError>> {
    const parsed = parseEmail(input.email);
    if (!parsed.ok) return parsed;
    const email = parsed.value;
    let chosenHash: string | null = null;
    if (input.password !== undefined && input.password !== null) {
      const password = checkPassword(input.password, email, this.commonPasswords);
      if (!password.ok) return password;
      chosenHash = await this.hasher.hash(password.value);
    }
    return this.uow.run(async (tx) => {
      await tx.lock(`account:${email}`);
      const now = this.clock.now();
      const found = await tx.accounts.findByEmail(email);
      const unconfirmed = found && found.confirmedAt === null ? found : null;
      const verdict = await verifyCode(tx, this.secrets, now, unconfirmed, 'confirm-sign-up', input.code);
      if (!verdict.ok) return verdict;
      const { account, code } = verdict.value;
      await tx.accounts.update(account.id, {
        confirmedAt: now,
        // A code issued before attempts had their own (an upgrade) confirms the first attempt, as it used to.
        passwordHash: chosenHash ?? code.passwordHash ?? account.passwordHash,
        signUpAttemptHash: null,
        signUpAttemptAt: null,
      });
      return ok('confirmed' as const);
    });
  }
}
