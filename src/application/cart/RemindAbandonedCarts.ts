import {
  CART_ABANDONED_AFTER_MS,
  CART_RECHECK_AFTER_MS,
  CART_REMINDER_BATCH,
  cartStateMachine,
  reminderDecision,
  type ReminderDecision,
} from '../../domain/cart/cart-status';
import type { ProductRepository } from '../ports/catalog-repositories';
import type { Clock } from '../ports/clock';
import type { SecretGenerator } from '../ports/identity';
import type { StoreSettingsRepository } from '../ports/store';
import type { UnitOfWork } from '../ports/unit-of-work';
import { cartReminderEmail } from './cart-reminder-email';
import { priceCart } from './price-cart';

export interface CartRemindersReport {
  /** Carts moved to abandoned this run. */
  readonly abandoned: number;
  /** Reminders queued this run. */
  readonly reminded: number;
  /** Carts looked at and left as they were (nothing in them can be bought now). */
  readonly skipped: number;
  /** Why abandoned carts got no reminder. */
  readonly notReminded: Partial<Record<Exclude<ReminderDecision, 'send'>, number>>;
}

/**
 * The scheduler's reminder job (issue 26, item 2), one server process at a time. In one transaction, up to
 * CART_REMINDER_BATCH saved carts still active or at checkout and untouched for CART_ABANDONED_AFTER_MS are
 * locked (oldest first) and priced now: one with something on sale and in stock (available = stock − held)
 * moves to abandoned by the domain's guarded table, and gets its one reminder (lines at today's prices, a link
 * to the cart, an unsubscribe link) unless the shopper ordered since it was last touched, turned reminders off,
 * or this cart had its reminder already. The e-mail is queued in the transaction that marks it sent. A cart
 * with nothing to buy is left as it is and looked at again after CART_RECHECK_AFTER_MS.
 */
export class RemindAbandonedCarts {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly products: ProductRepository,
    private readonly settings: StoreSettingsRepository,
    private readonly secrets: SecretGenerator,
    private readonly clock: Clock,
  ) {}

  async execute(siteOrigin: string): Promise<CartRemindersReport> {
    const now = this.clock.now();
    const { storeName } = await this.settings.get();
    const before = new Date(now.getTime() - CART_ABANDONED_AFTER_MS);
    const checkedBefore = new Date(now.getTime() - CART_RECHECK_AFTER_MS);
    return this.uow.run(async (tx) => {
      const report = { abandoned: 0, reminded: 0, skipped: 0, notReminded: {} as CartRemindersReport['notReminded'] };
      for (const cart of await tx.cartStatuses.lockUntouched(before, checkedBefore, CART_REMINDER_BATCH)) {
        const priced = await priceCart(
          { products: this.products, clock: this.clock },
          await tx.carts.lines(cart.accountId),
        );
        const facts = { touchedAt: cart.touchedAt, now, orderableLines: priced.lines.length };
        if (!cartStateMachine.transition(cart.status, 'abandoned', facts).ok) {
          await tx.cartStatuses.markChecked(cart.accountId, now);
          report.skipped++;
          continue;
        }
        const abandonmentId = await tx.cartStatuses.abandon(cart, now);
        report.abandoned++;
        const decision = reminderDecision(cart);
        if (decision !== 'send') {
          report.notReminded[decision] = (report.notReminded[decision] ?? 0) + 1;
          continue;
        }
        const unsubscribeToken = this.secrets.token();
        await tx.cartStatuses.markReminded(abandonmentId, this.secrets.digest(unsubscribeToken), now);
        await tx.mailOutbox.enqueue(
          cartReminderEmail({
            to: cart.email,
            name: cart.name,
            storeName,
            cart: priced,
            siteOrigin,
            unsubscribeToken,
          }),
          now,
        );
        report.reminded++;
      }
      return report;
    });
  }
}
