import { parseEmail, type EmailError } from '../../domain/identity/email-address';
import { ok, type Result } from '../../domain/shared/result';
import type { IdentityServices } from './identity-services';

export interface CreatedAdmin {
  readonly email: string;
  /** Shown once; it must be changed at the first sign-in. */
  readonly temporaryPassword: string;
  readonly created: boolean;
}

/** `npm run admin:create -- <email>`: creates an admin or promotes an account, with a temporary password. */
export class CreateAdmin {
  constructor(
    private readonly deps: Pick<IdentityServices, 'accounts' | 'sessions' | 'secrets' | 'hasher' | 'clock'>,
  ) {}

  async execute(input: { email: string }): Promise<Result<CreatedAdmin, EmailError>> {
    const email = parseEmail(input.email);
    if (!email.ok) return email;
    const temporaryPassword = this.deps.secrets.temporaryPassword();
    const passwordHash = await this.deps.hasher.hash(temporaryPassword);
    const existing = await this.deps.accounts.findByEmail(email.value);
    if (existing) {
      await this.deps.accounts.update(existing.id, {
        role: 'admin',
        passwordHash,
        mustChangePassword: true,
        confirmedAt: existing.confirmedAt ?? this.deps.clock.now(),
      });
      await this.deps.sessions.deleteAllForAccount(existing.id);
    } else {
      await this.deps.accounts.create({
        email: email.value,
        passwordHash,
        role: 'admin',
        name: '',
        confirmedAt: this.deps.clock.now(),
        mustChangePassword: true,
      });
    }
    return ok({ email: email.value, temporaryPassword, created: !existing });
  }
}
