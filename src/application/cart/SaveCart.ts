import { checkCartLines, type CartLineRequest, type CartLinesError } from '../../domain/cart/cart-quote';
import { ok, type Result } from '../../domain/shared/result';
import type { ProductRepository } from '../ports/catalog-repositories';
import type { Clock } from '../ports/clock';
import type { UnitOfWork } from '../ports/unit-of-work';
import { rewriteSavedCart, type PricedCart } from './price-cart';

/**
 * Replaces the account's saved cart with the browser's lines, as quoted now:
 * what is saved is what the answer shows (cut to the stock, without the
 * removed lines). One transaction, one account at a time.
 */
export class SaveCart {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly products: ProductRepository,
    private readonly clock: Clock,
  ) {}

  async execute(accountId: string, lines: readonly CartLineRequest[]): Promise<Result<PricedCart, CartLinesError>> {
    const checked = checkCartLines(lines);
    if (!checked.ok) return checked;
    const deps = { uow: this.uow, products: this.products, clock: this.clock };
    return ok(await rewriteSavedCart(deps, accountId, async () => checked.value));
  }
}
