import type { Account } from '../../domain/identity/account';
import { checkPassword, type PasswordPolicyError } from '../../domain/identity/password-policy';
import { PASSWORD_CHALLENGE_LIFETIME_MS } from '../../domain/identity/session-policy';
import { domainError, err, ok, type DomainError, type Result } from '../../domain/shared/result';
import type { IdentityServices } from './identity-services';
import { startSession } from './start-session';

export type CompleteNewPasswordError = PasswordPolicyError | DomainError<'CHALLENGE_EXPIRED' | 'PASSWORD_REUSED'>;

/** 'Cambiar Contraseña' after signing in with a temporary password. Ends signed in. */
export class CompleteNewPassword {
  constructor(
    private readonly deps: Pick<IdentityServices, 'accounts' | 'sessions' | 'secrets' | 'hasher' | 'clock'>,
  ) {}

  async execute(input: {
    challenge: string;
    newPassword: string;
  }): Promise<Result<{ sessionToken: string; account: Account }, CompleteNewPasswordError>> {
    const now = this.deps.clock.now();
    const challenge = await this.deps.sessions.findByTokenDigest(this.deps.secrets.digest(input.challenge));
    const expired =
      !challenge ||
      challenge.kind !== 'password-challenge' ||
      now.getTime() - challenge.createdAt.getTime() >= PASSWORD_CHALLENGE_LIFETIME_MS;
    if (expired) {
      if (challenge?.kind === 'password-challenge') await this.deps.sessions.delete(challenge.id);
      return err(
        domainError('CHALLENGE_EXPIRED', 'La sesión para cambiar la contraseña venció. Inicia sesión de nuevo.'),
      );
    }
    const account = await this.deps.accounts.findById(challenge.accountId);
    if (!account)
      return err(
        domainError('CHALLENGE_EXPIRED', 'La sesión para cambiar la contraseña venció. Inicia sesión de nuevo.'),
      );
    const password = checkPassword(input.newPassword, account.email);
    if (!password.ok) return password;
    if (await this.deps.hasher.verify(account.passwordHash, password.value)) {
      return err(domainError('PASSWORD_REUSED', 'La nueva contraseña debe ser distinta de la temporal.'));
    }
    const updated = await this.deps.accounts.update(account.id, {
      passwordHash: await this.deps.hasher.hash(password.value),
      mustChangePassword: false,
    });
    await this.deps.sessions.delete(challenge.id);
    return ok({ sessionToken: await startSession(this.deps, account.id, 'session'), account: updated });
  }
}
