import { normalizeEmail } from '../../domain/identity/email-address';
import type { MailRequestThrottleError } from '../../domain/identity/mail-request-throttle';
import { ok, type Result } from '../../domain/shared/result';
import type { Clock } from '../ports/clock';
import type { SecretGenerator } from '../ports/identity';
import type { UnitOfWork } from '../ports/unit-of-work';
import { sendCode } from './send-code';
import { throttleMailRequest } from './throttle-mail-requests';

/** Sends a new confirmation code to an unconfirmed account; answers the same for any e-mail. */
export class ResendConfirmationCode {
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
      if (account && account.confirmedAt === null) {
        await sendCode(tx, this.secrets, this.clock.now(), account, 'confirm-sign-up');
      }
    });
    return ok('done');
  }
}
