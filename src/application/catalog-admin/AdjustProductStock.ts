import type { Product } from '../../domain/catalog/product';
import {
  productNotFound,
  stockAdjustmentError,
  type ProductNotFoundError,
  type StockAdjustmentError,
} from '../../domain/catalog/product-admin';
import { err, ok, type Result } from '../../domain/shared/result';
import type { Clock } from '../ports/clock';
import type { ProductWrites } from '../ports/product-writes';

/**
 * The − and + buttons of the products table: one atomic change on the
 * server (stock = greatest(stock + delta, 0)), never read-then-write, so two
 * admins clicking at once lose nothing and stock never goes below 0.
 */
export class AdjustProductStock {
  constructor(
    private readonly products: ProductWrites,
    private readonly clock: Clock,
  ) {}

  async execute(id: string, delta: number): Promise<Result<Product, ProductNotFoundError | StockAdjustmentError>> {
    const invalid = stockAdjustmentError(delta);
    if (invalid) return err(invalid);
    const product = await this.products.adjustStock(id.trim(), delta, this.clock.now());
    return product ? ok(product) : err(productNotFound(id));
  }
}
