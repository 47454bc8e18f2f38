import type { Product } from '../../domain/catalog/product';
import {
  productNotFound,
  stockAdjustmentError,
  type ProductNotFoundError,
  type StockAdjustmentError,
} from '../../domain/catalog/product-admin';
import { err, ok, type Result } from '../../domain/shared/result';
import { stockAdjustment, type StockBelowHeldError, type StockTooHighError } from '../../domain/stock/stock-movement';
import type { Viewer } from '../identity/viewer';
import type { Clock } from '../ports/clock';
import type { UnitOfWork } from '../ports/unit-of-work';
import { moveStock } from '../stock/move-stock';

/**
 * The − and + buttons of the products table: under the product's row lock,
 * the domain's change (never below 0, nor below the units held for orders, nor over MAX_STOCK) is applied and recorded in the stock
 * ledger with the admin, so two admins clicking at once lose nothing.
 */
export class AdjustProductStock {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(
    id: string,
    delta: number,
    admin: Pick<Viewer, 'email'>,
  ): Promise<Result<Product, ProductNotFoundError | StockAdjustmentError | StockBelowHeldError | StockTooHighError>> {
    const invalid = stockAdjustmentError(delta);
    if (invalid) return err(invalid);
    return this.uow.run(async (tx) => {
      const product = await tx.products.lockForUpdate(id.trim());
      if (!product) return err(productNotFound(id));
      const at = this.clock.now();
      const movement = stockAdjustment(product, delta, {
        productId: product.id,
        orderId: null,
        adminEmail: admin.email,
        at,
      });
      if (!movement.ok) return movement;
      if (!movement.value) return ok(product);
      const { changes } = await moveStock(tx, [movement.value]);
      return ok({ ...product, ...changes[0]!.after });
    });
  }
}
