import type { EmailError } from '../../domain/identity/email-address';
import type { MailRequestThrottleError } from '../../domain/identity/mail-request-throttle';
import type { Result } from '../../domain/shared/result';
import type { Clock } from '../ports/clock';
import type { SecretGenerator } from '../ports/identity';
import type { StoreSettingsRepository } from '../ports/store';
import type { UnitOfWork } from '../ports/unit-of-work';
import { requestCode } from './request-code';

/** Sends a new confirmation code to an unconfirmed account (for its latest sign-up); answers the same for any e-mail. */
export class ResendConfirmationCode {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly secrets: SecretGenerator,
    private readonly clock: Clock,
    private readonly settings: StoreSettingsRepository,
  ) {}

  execute(input: { email: string; ip: string }): Promise<Result<'done', MailRequestThrottleError | EmailError>> {
    return requestCode(
      { uow: this.uow, secrets: this.secrets, clock: this.clock, settings: this.settings },
      input,
      'confirm-sign-up',
      // Bound to the latest attempt: the app also sends the password it signed up with when confirming.
      (account) => account.confirmedAt === null && { passwordHash: account.signUpAttemptHash ?? account.passwordHash },
    );
  }
}
