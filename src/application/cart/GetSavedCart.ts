import type { ProductRepository } from '../ports/catalog-repositories';
import type { SavedCartRepository } from '../ports/cart';
import type { Clock } from '../ports/clock';
import { priceCart, type PricedCart } from './price-cart';

/** The account's saved cart, priced and checked against the stock now (a read: nothing is rewritten). */
export class GetSavedCart {
  constructor(
    private readonly carts: SavedCartRepository,
    private readonly products: ProductRepository,
    private readonly clock: Clock,
  ) {}

  async execute(accountId: string): Promise<PricedCart> {
    return priceCart({ products: this.products, clock: this.clock }, await this.carts.lines(accountId));
  }
}
