import { parseEmail, type EmailError } from '../../domain/identity/email-address';
import type { MailRequestThrottleError } from '../../domain/identity/mail-request-throttle';
import { checkPassword, type PasswordPolicyError } from '../../domain/identity/password-policy';
import { ok, type Result } from '../../domain/shared/result';
import type { Clock } from '../ports/clock';
import type { CommonPasswords, PasswordHasher, SecretGenerator } from '../ports/identity';
import type { StoreSettingsRepository } from '../ports/store';
import type { UnitOfWork } from '../ports/unit-of-work';
import { accountExistsEmail } from './identity-emails';
import { sendCode } from './send-code';
import { throttleMailRequest } from './throttle-mail-requests';

export interface SignUpOutcome {
  /** Always the confirmation step: the answer is the same whether or not the e-mail already had an account. */
  readonly next: 'CONFIRM_SIGN_UP';
  readonly email: string;
}

export type SignUpError = EmailError | PasswordPolicyError | MailRequestThrottleError;

export class SignUp {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly hasher: PasswordHasher,
    private readonly secrets: SecretGenerator,
    private readonly clock: Clock,
    private readonly commonPasswords: CommonPasswords,
    private readonly settings: StoreSettingsRepository,
  ) {}

  async execute(input: { email: string; password: string; ip: string }): Promise<Result<SignUpOutcome, SignUpError>> {
    const email = parseEmail(input.email);
    if (!email.ok) return email;
    const password = checkPassword(input.password, email.value, this.commonPasswords);
    if (!password.ok) return password;
    const allowed = await throttleMailRequest(this.uow, this.clock.now(), input.ip);
    if (!allowed.ok) return allowed;
    // Hash before looking the account up (and outside the transaction), so every branch costs the same time.
    const passwordHash = await this.hasher.hash(password.value);

    const mail = { secrets: this.secrets, settings: this.settings };
    await this.uow.run(async (tx) => {
      await tx.lock(`account:${email.value}`);
      const now = this.clock.now();
      const existing = await tx.accounts.findByEmail(email.value);
      if (!existing) {
        const account = await tx.accounts.create({
          email: email.value,
          passwordHash,
          role: 'user',
          name: '',
          confirmedAt: null,
          mustChangePassword: false,
        });
        await sendCode(tx, mail, now, account, 'confirm-sign-up', passwordHash);
      } else if (existing.confirmedAt === null) {
        // Signing up again before confirming: this attempt gets its own code, bound to its own password, and the
        // first attempt's password (maybe someone else's, issue 25) is not kept for the owner: confirming decides
        // (ConfirmSignUp). The latest attempt is remembered so that signing in with its password answers
        // 'confirm your e-mail', as for a new account.
        await tx.accounts.update(existing.id, { signUpAttemptHash: passwordHash, signUpAttemptAt: now });
        await sendCode(tx, mail, now, existing, 'confirm-sign-up', passwordHash);
      } else {
        // The owner learns about it by e-mail; the caller learns nothing. Signing in with this
        // password will answer 'confirm your e-mail', as for a new account (SignIn), and never sign in.
        await tx.accounts.update(existing.id, { signUpAttemptHash: passwordHash, signUpAttemptAt: now });
        const { storeName } = await this.settings.get();
        await tx.mailOutbox.enqueue(accountExistsEmail(existing.email, storeName), now);
      }
    });
    return ok({ next: 'CONFIRM_SIGN_UP', email: email.value });
  }
}
