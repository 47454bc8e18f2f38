import {
  checkCartLines,
  combineCartLines,
  type CartLineRequest,
  type CartLinesError,
} from '../../domain/cart/cart-quote';
import { ok, type Result } from '../../domain/shared/result';
import type { ProductRepository } from '../ports/catalog-repositories';
import type { Clock } from '../ports/clock';
import type { UnitOfWork } from '../ports/unit-of-work';
import { rewriteSavedCart, type PricedCart } from './price-cart';

/**
 * On signing in: the browser's lines are added to the saved cart (quantities
 * of the same product summed, saved lines first), the result is cut to the
 * stock, saved and returned. One transaction, one account at a time, so two
 * tabs signing in together cannot lose lines.
 */
export class MergeCart {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly products: ProductRepository,
    private readonly clock: Clock,
  ) {}

  async execute(accountId: string, lines: readonly CartLineRequest[]): Promise<Result<PricedCart, CartLinesError>> {
    const checked = checkCartLines(lines);
    if (!checked.ok) return checked;
    const deps = { uow: this.uow, products: this.products, clock: this.clock };
    return ok(await rewriteSavedCart(deps, accountId, async (saved) => combineCartLines(await saved(), checked.value)));
  }
}
