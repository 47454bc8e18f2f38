import type { Account } from '../../domain/identity/account';
import { parseEmail, type EmailError } from '../../domain/identity/email-address';
import { CODE_LIFETIME_MS } from '../../domain/identity/one-time-code';
import { checkSignInAllowed, THROTTLE_WINDOW_MS, type ThrottleError } from '../../domain/identity/sign-in-throttle';
import { checkTemporaryPassword, type TemporaryPasswordError } from '../../domain/identity/temporary-password';
import { domainError, err, ok, type DomainError, type Result } from '../../domain/shared/result';
import type { Clock } from '../ports/clock';
import type { PasswordHasher, SecretGenerator } from '../ports/identity';
import type { StoreSettingsRepository } from '../ports/store';
import type { Transaction, UnitOfWork } from '../ports/unit-of-work';
import { sendCode } from './send-code';
import { startSession } from './start-session';

export type SignInOutcome =
  | { readonly kind: 'SIGNED_IN'; readonly sessionToken: string; readonly account: Account }
  /** The password was right but the e-mail is not confirmed yet: a fresh code was sent. */
  | { readonly kind: 'CONFIRMATION_REQUIRED' }
  /** A temporary password: the challenge token only lets the user choose a new password (3 minutes). */
  | { readonly kind: 'NEW_PASSWORD_REQUIRED'; readonly challenge: string };

export type SignInError = EmailError | ThrottleError | TemporaryPasswordError | DomainError<'INVALID_CREDENTIALS'>;

export const INVALID_CREDENTIALS_MESSAGE = 'El correo o la contraseña no son correctos.';

export class SignIn {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly hasher: PasswordHasher,
    private readonly secrets: SecretGenerator,
    private readonly clock: Clock,
    private readonly settings: StoreSettingsRepository,
  ) {}

  /** `previousSessionToken`: the session this browser had, revoked so the token rotates at every sign-in. */
  execute(input: {
    email: string;
    password: string;
    ip: string;
    previousSessionToken?: string | null;
  }): Promise<Result<SignInOutcome, SignInError>> {
    // Only the form of the address: the answer says nothing about whether an account has it.
    const parsed = parseEmail(input.email);
    if (!parsed.ok) return Promise.resolve(parsed);
    const email = parsed.value;
    return this.uow.run(async (tx) => {
      // One account at a time: parallel guesses cannot all slip under the limit.
      await tx.lock(`account:${email}`);
      const now = this.clock.now();
      const failures = await tx.signInAttempts.recentFailures(
        email,
        input.ip,
        new Date(now.getTime() - THROTTLE_WINDOW_MS),
      );
      const allowed = checkSignInAllowed(failures, now);
      if (!allowed.ok) return allowed;

      const account = await tx.accounts.findByEmail(email);
      const valid = account
        ? await this.hasher.verify(account.passwordHash, input.password)
        : await this.hasher.verifyAgainstDummy(input.password);
      if (account && valid && account.confirmedAt !== null) {
        const usable = checkTemporaryPassword(account, now);
        if (!usable.ok) return usable;
        if (input.previousSessionToken) await this.revoke(tx, input.previousSessionToken);
        return this.signedIn(tx, account, now);
      }
      // Every other answer costs two hash checks, whichever way it goes, so that a caller who
      // signed up with an e-mail and then signs in with that password cannot tell, by the answer
      // or its time, whether the e-mail already had a confirmed account (issue 14).
      const signUpAttempt = account ? freshSignUpAttempt(account, now) : null;
      const matchesSignUpAttempt = signUpAttempt
        ? await this.hasher.verify(signUpAttempt, input.password)
        : await this.hasher.verifyAgainstDummy(input.password);
      if (account && (valid || matchesSignUpAttempt)) {
        if (input.previousSessionToken) await this.revoke(tx, input.previousSessionToken);
        // A real unconfirmed account gets a fresh code, bound to the attempt whose password was given here;
        // a confirmed one only looks the same.
        if (account.confirmedAt === null) {
          const attempt = valid ? account.passwordHash : signUpAttempt;
          await sendCode(
            tx,
            { secrets: this.secrets, settings: this.settings },
            now,
            account,
            'confirm-sign-up',
            attempt,
          );
        }
        return ok({ kind: 'CONFIRMATION_REQUIRED' as const });
      }
      await tx.signInAttempts.recordFailure(email, input.ip, now);
      return err(domainError('INVALID_CREDENTIALS', INVALID_CREDENTIALS_MESSAGE));
    });
  }

  private async signedIn(tx: Transaction, account: Account, now: Date): Promise<Result<SignInOutcome, SignInError>> {
    if (account.mustChangePassword) {
      return ok({
        kind: 'NEW_PASSWORD_REQUIRED' as const,
        challenge: await startSession(tx.sessions, this.secrets, now, account.id, 'password-challenge'),
      });
    }
    return ok({
      kind: 'SIGNED_IN' as const,
      sessionToken: await startSession(tx.sessions, this.secrets, now, account.id, 'session'),
      account,
    });
  }

  private async revoke(tx: Transaction, token: string): Promise<void> {
    const session = await tx.sessions.findByTokenDigest(this.secrets.digest(token));
    if (session) await tx.sessions.delete(session.id);
  }
}

/**
 * The hash of the latest sign-up made for this e-mail (a later attempt on a pending account, or any on a
 * confirmed one), while its code would still be valid.
 */
function freshSignUpAttempt(account: Account, now: Date): string | null {
  if (!account.signUpAttemptHash || !account.signUpAttemptAt) return null;
  return now.getTime() - account.signUpAttemptAt.getTime() < CODE_LIFETIME_MS ? account.signUpAttemptHash : null;
}
