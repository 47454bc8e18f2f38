import { normalizeEmail } from '../../domain/identity/email-address';
import type { MailRequestThrottleError } from '../../domain/identity/mail-request-throttle';
import { ok, type Result } from '../../domain/shared/result';
import type { Clock } from '../ports/clock';
import type { SecretGenerator } from '../ports/identity';
import type { UnitOfWork } from '../ports/unit-of-work';
import { sendCode } from './send-code';
import { throttleMailRequest } from './throttle-mail-requests';

/** '¿Olvidaste tu contraseña?': e-mails a reset code when the account exists; answers the same either way. */
export class RequestPasswordReset {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly secrets: SecretGenerator,
    private readonly clock: Clock,
  ) {}

  async execute(input: { email: string; ip: string }): Promise<Result<'done', MailRequestThrottleError>> {
    const allowed = await throttleMailRequest(this.uow, this.clock.now(), input.ip);
    if (!allowed.ok) return allowed;
    const email = normalizeEmail(input.email);
    await this.uow.run(async (tx) => {
      await tx.lock(`account:${email}`);
      const account = await tx.accounts.findByEmail(email);
      if (account) await sendCode(tx, this.secrets, this.clock.now(), account, 'reset-password');
    });
    return ok('done');
  }
}
