import { parseEmail, type EmailError } from '../../domain/identity/email-address';
import { temporaryPasswordExpiry } from '../../domain/identity/temporary-password';
import { ok, type Result } from '../../domain/shared/result';
import type { Clock } from '../ports/clock';
import type { PasswordHasher, SecretGenerator } from '../ports/identity';
import type { UnitOfWork } from '../ports/unit-of-work';

export interface CreatedAdmin {
  readonly email: string;
  /** Shown once; it must be changed at the first sign-in. */
  readonly temporaryPassword: string;
  /** After this, the temporary password no longer signs in (24 hours). */
  readonly expiresAt: Date;
  readonly created: boolean;
}

/** `npm run admin:create -- <email>`: creates an admin or promotes an account, with a temporary password. */
export class CreateAdmin {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly hasher: PasswordHasher,
    private readonly secrets: SecretGenerator,
    private readonly clock: Clock,
  ) {}

  async execute(input: { email: string }): Promise<Result<CreatedAdmin, EmailError>> {
    const email = parseEmail(input.email);
    if (!email.ok) return email;
    const temporaryPassword = this.secrets.temporaryPassword();
    const passwordHash = await this.hasher.hash(temporaryPassword);
    const expiresAt = temporaryPasswordExpiry(this.clock.now());
    const created = await this.uow.run(async (tx) => {
      await tx.lock(`account:${email.value}`);
      const now = this.clock.now();
      const existing = await tx.accounts.findByEmail(email.value);
      if (existing) {
        // Promotion: the role, the temporary password and the end of every session go together.
        await tx.accounts.update(existing.id, {
          role: 'admin',
          passwordHash,
          mustChangePassword: true,
          temporaryPasswordExpiresAt: expiresAt,
          confirmedAt: existing.confirmedAt ?? now,
        });
        await tx.sessions.deleteAllForAccount(existing.id);
        return false;
      }
      await tx.accounts.create({
        email: email.value,
        passwordHash,
        role: 'admin',
        name: '',
        confirmedAt: now,
        mustChangePassword: true,
        temporaryPasswordExpiresAt: expiresAt,
      });
      return true;
    });
    return ok({ email: email.value, temporaryPassword, expiresAt, created });
  }
}
