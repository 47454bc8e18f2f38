import { parseEmail, type EmailError } from '../../domain/identity/email-address';
import type { CodeError } from '../../domain/identity/one-time-code';
import { ok, type Result } from '../../domain/shared/result';
import type { Clock } from '../ports/clock';
import type { SecretGenerator } from '../ports/identity';
import type { UnitOfWork } from '../ports/unit-of-work';
import { verifyCode } from './verify-code';

/** 'Confirmar Registro': the e-mailed code marks the account confirmed. The client then signs in. */
export class ConfirmSignUp {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly secrets: SecretGenerator,
    private readonly clock: Clock,
  ) {}

  async execute(input: { email: string; code: string }): Promise<Result<'confirmed', CodeError | EmailError>> {
    const parsed = parseEmail(input.email);
    if (!parsed.ok) return parsed;
    const email = parsed.value;
    return this.uow.run(async (tx) => {
      await tx.lock(`account:${email}`);
      const now = this.clock.now();
      const found = await tx.accounts.findByEmail(email);
      const unconfirmed = found && found.confirmedAt === null ? found : null;
      const verdict = await verifyCode(tx, this.secrets, now, unconfirmed, 'confirm-sign-up', input.code);
      if (!verdict.ok) return verdict;
      await tx.accounts.update(verdict.value.id, { confirmedAt: now });
      return ok('confirmed' as const);
    });
  }
}
