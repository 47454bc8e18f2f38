import type { Account } from '../../domain/identity/account';
import { normalizeEmail } from '../../domain/identity/email-address';
import { checkSignInAllowed, THROTTLE_WINDOW_MS, type ThrottleError } from '../../domain/identity/sign-in-throttle';
import { domainError, err, ok, type DomainError, type Result } from '../../domain/shared/result';
import type { IdentityServices } from './identity-services';
import { sendCode } from './send-code';
import { startSession } from './start-session';

export type SignInOutcome =
  | { readonly kind: 'SIGNED_IN'; readonly sessionToken: string; readonly account: Account }
  /** The password was right but the e-mail is not confirmed yet: a fresh code was sent. */
  | { readonly kind: 'CONFIRMATION_REQUIRED' }
  /** A temporary password: the challenge token only lets the user choose a new password (3 minutes). */
  | { readonly kind: 'NEW_PASSWORD_REQUIRED'; readonly challenge: string };

export type SignInError = ThrottleError | DomainError<'INVALID_CREDENTIALS'>;

export const INVALID_CREDENTIALS_MESSAGE = 'El correo o la contraseña no son correctos.';

export class SignIn {
  constructor(
    private readonly deps: Pick<
      IdentityServices,
      'accounts' | 'attempts' | 'hasher' | 'sessions' | 'secrets' | 'codes' | 'mailer' | 'clock' | 'locks'
    >,
  ) {}

  /** `previousSessionToken`: the session this browser had, revoked so the token rotates at every sign-in. */
  async execute(input: {
    email: string;
    password: string;
    ip: string;
    previousSessionToken?: string | null;
  }): Promise<Result<SignInOutcome, SignInError>> {
    const email = normalizeEmail(input.email);
    // One account at a time: parallel guesses cannot all slip under the limit.
    return this.deps.locks.withLock(`account:${email}`, async () => {
      const now = this.deps.clock.now();
      const failures = await this.deps.attempts.recentFailures(
        email,
        input.ip,
        new Date(now.getTime() - THROTTLE_WINDOW_MS),
      );
      const allowed = checkSignInAllowed(failures, now);
      if (!allowed.ok) return allowed;

      const account = await this.deps.accounts.findByEmail(email);
      const valid = account
        ? await this.deps.hasher.verify(account.passwordHash, input.password)
        : await this.deps.hasher.verifyAgainstDummy(input.password);
      if (!account || !valid) {
        await this.deps.attempts.recordFailure(email, input.ip, now);
        return err(domainError('INVALID_CREDENTIALS', INVALID_CREDENTIALS_MESSAGE));
      }

      if (input.previousSessionToken) await this.revoke(input.previousSessionToken);
      if (account.confirmedAt === null) {
        await sendCode(this.deps, account, 'confirm-sign-up');
        return ok({ kind: 'CONFIRMATION_REQUIRED' as const });
      }
      if (account.mustChangePassword) {
        return ok({
          kind: 'NEW_PASSWORD_REQUIRED' as const,
          challenge: await startSession(this.deps, account.id, 'password-challenge'),
        });
      }
      return ok({
        kind: 'SIGNED_IN' as const,
        sessionToken: await startSession(this.deps, account.id, 'session'),
        account,
      });
    });
  }

  private async revoke(token: string): Promise<void> {
    const session = await this.deps.sessions.findByTokenDigest(this.deps.secrets.digest(token));
    if (session) await this.deps.sessions.delete(session.id);
  }
}
