import type { Clock } from '../ports/clock';
import type { UnitOfWork } from '../ports/unit-of-work';
import { moveSavedCart } from './move-saved-cart';

/**
 * A signed-in shopper opened step 1 of /checkout: their saved cart moves to checkout and counts as touched
 * (the reminder job waits another 24 h). Answers whether it moved (an empty or completed cart does not).
 */
export class EnterCheckout {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  execute(accountId: string): Promise<boolean> {
    return this.uow.run(async (tx) => {
      await tx.lock(`cart:${accountId}`);
      if ((await tx.carts.lines(accountId)).length === 0) return false;
      return moveSavedCart(tx, accountId, 'checkout', this.clock.now());
    });
  }
}
