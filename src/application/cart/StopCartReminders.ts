import { cartReminderLinkInvalid, type CartReminderLinkInvalid } from '../../domain/cart/cart-status';
import { err, ok, type Result } from '../../domain/shared/result';
import type { SecretGenerator } from '../ports/identity';
import type { UnitOfWork } from '../ports/unit-of-work';

/**
 * The reminder's unsubscribe link, opened without signing in: the account whose reminder carried it gets no
 * more reminders (its profile switch shows off). The token is unguessable and kept only as a digest; opening
 * the link again is harmless.
 */
export class StopCartReminders {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly secrets: SecretGenerator,
  ) {}

  execute(token: string): Promise<Result<true, CartReminderLinkInvalid>> {
    const trimmed = token.trim();
    if (trimmed === '' || trimmed.length > 200) return Promise.resolve(err(cartReminderLinkInvalid()));
    return this.uow.run(async (tx) =>
      (await tx.cartStatuses.unsubscribe(this.secrets.digest(trimmed))) ? ok(true) : err(cartReminderLinkInvalid()),
    );
  }
}
