import { checkCartLines, type CartLineRequest, type CartLinesError } from '../../domain/cart/cart-quote';
import { ok, type Result } from '../../domain/shared/result';
import type { ProductRepository } from '../ports/catalog-repositories';
import type { Clock } from '../ports/clock';
import { priceCart, type PricedCart } from './price-cart';

/**
 * The browser's cart as the server sees it: today's prices and promotions,
 * quantities cut to the stock, lines no longer sold removed. Nothing is saved.
 */
export class QuoteCart {
  constructor(
    private readonly products: ProductRepository,
    private readonly clock: Clock,
  ) {}

  async execute(lines: readonly CartLineRequest[]): Promise<Result<PricedCart, CartLinesError>> {
    const checked = checkCartLines(lines);
    if (!checked.ok) return checked;
    return ok(await priceCart({ products: this.products, clock: this.clock }, checked.value));
  }
}
