import type { Product } from '../../domain/catalog/product';
import { productNotFound, type ProductNotFoundError } from '../../domain/catalog/product-admin';
import { err, ok, type Result } from '../../domain/shared/result';
import type { Clock } from '../ports/clock';
import type { ProductWrites } from '../ports/product-writes';

/** The carousel checkbox of the products table: whether the product is shown in the home carousel. */
export class SetProductCarousel {
  constructor(
    private readonly products: ProductWrites,
    private readonly clock: Clock,
  ) {}

  async execute(id: string, carousel: boolean): Promise<Result<Product, ProductNotFoundError>> {
    const product = await this.products.setCarousel(id.trim(), carousel, this.clock.now());
    return product ? ok(product) : err(productNotFound(id));
  }
}
