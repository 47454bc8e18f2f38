import type { Account } from '../../domain/identity/account';
import { checkPassword, type PasswordPolicyError } from '../../domain/identity/password-policy';
import { PASSWORD_CHALLENGE_LIFETIME_MS } from '../../domain/identity/session-policy';
import { domainError, err, ok, type DomainError, type Result } from '../../domain/shared/result';
import type { Clock } from '../ports/clock';
import type { CommonPasswords, PasswordHasher, SecretGenerator } from '../ports/identity';
import type { UnitOfWork } from '../ports/unit-of-work';
import { startSession } from './start-session';

export type CompleteNewPasswordError = PasswordPolicyError | DomainError<'CHALLENGE_EXPIRED' | 'PASSWORD_REUSED'>;

const challengeExpired = () =>
  err(domainError('CHALLENGE_EXPIRED', 'La sesión para cambiar la contraseña venció. Inicia sesión de nuevo.'));

/**
 * 'Cambiar Contraseña' after signing in with a temporary password. Ends signed
 * in: the password, the used challenge and the new session change together.
 */
export class CompleteNewPassword {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly hasher: PasswordHasher,
    private readonly secrets: SecretGenerator,
    private readonly clock: Clock,
    private readonly commonPasswords: CommonPasswords,
  ) {}

  execute(input: {
    challenge: string;
    newPassword: string;
  }): Promise<Result<{ sessionToken: string; account: Account }, CompleteNewPasswordError>> {
    return this.uow.run(async (tx) => {
      const now = this.clock.now();
      const challenge = await tx.sessions.findByTokenDigest(this.secrets.digest(input.challenge));
      if (!challenge || challenge.kind !== 'password-challenge') return challengeExpired();
      if (now.getTime() - challenge.createdAt.getTime() >= PASSWORD_CHALLENGE_LIFETIME_MS) {
        await tx.sessions.delete(challenge.id);
        return challengeExpired();
      }
      const account = await tx.accounts.findById(challenge.accountId);
      if (!account) return challengeExpired();
      await tx.lock(`account:${account.email}`);
      const password = checkPassword(input.newPassword, account.email, this.commonPasswords);
      if (!password.ok) return password;
      if (await this.hasher.verify(account.passwordHash, password.value)) {
        return err(domainError('PASSWORD_REUSED', 'La nueva contraseña debe ser distinta de la temporal.'));
      }
      const updated = await tx.accounts.update(account.id, {
        passwordHash: await this.hasher.hash(password.value),
        mustChangePassword: false,
        temporaryPasswordExpiresAt: null,
      });
      await tx.sessions.delete(challenge.id);
      const sessionToken = await startSession(tx.sessions, this.secrets, now, account.id, 'session');
      return ok({ sessionToken, account: updated });
    });
  }
}
