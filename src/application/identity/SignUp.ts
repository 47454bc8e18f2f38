import { parseEmail, type EmailError } from '../../domain/identity/email-address';
import type { MailRequestThrottleError } from '../../domain/identity/mail-request-throttle';
import { checkPassword, type PasswordPolicyError } from '../../domain/identity/password-policy';
import { ok, type Result } from '../../domain/shared/result';
import { accountExistsEmail } from './identity-emails';
import type { IdentityServices } from './identity-services';
import { sendCode } from './send-code';
import { throttleMailRequest } from './throttle-mail-requests';

export interface SignUpOutcome {
  /** Always the confirmation step: the answer is the same whether or not the e-mail already had an account. */
  readonly next: 'CONFIRM_SIGN_UP';
  readonly email: string;
}

export class SignUp {
  constructor(
    private readonly deps: Pick<
      IdentityServices,
      'accounts' | 'codes' | 'hasher' | 'secrets' | 'mailer' | 'clock' | 'locks' | 'mailRequests'
    >,
  ) {}

  async execute(input: {
    email: string;
    password: string;
    ip: string;
  }): Promise<Result<SignUpOutcome, EmailError | PasswordPolicyError | MailRequestThrottleError>> {
    const email = parseEmail(input.email);
    if (!email.ok) return email;
    const password = checkPassword(input.password, email.value);
    if (!password.ok) return password;
    const allowed = await throttleMailRequest(this.deps, input.ip);
    if (!allowed.ok) return allowed;
    // Hash before looking the account up, so every branch costs the same time.
    const passwordHash = await this.deps.hasher.hash(password.value);

    await this.deps.locks.withLock(`account:${email.value}`, async () => {
      const existing = await this.deps.accounts.findByEmail(email.value);
      if (!existing) {
        const account = await this.deps.accounts.create({
          email: email.value,
          passwordHash,
          role: 'user',
          name: '',
          confirmedAt: null,
          mustChangePassword: false,
        });
        await sendCode(this.deps, account, 'confirm-sign-up');
      } else if (existing.confirmedAt === null) {
        // Signing up again before confirming: the latest password wins and a new code goes out.
        await this.deps.accounts.update(existing.id, { passwordHash });
        await sendCode(this.deps, existing, 'confirm-sign-up');
      } else {
        // The owner learns about it by e-mail; the caller learns nothing.
        await this.deps.mailer.send(accountExistsEmail(existing.email));
      }
    });
    return ok({ next: 'CONFIRM_SIGN_UP', email: email.value });
  }
}
