import type { Product } from '../../domain/catalog/product';
import { productNotFound, type ProductNotFoundError } from '../../domain/catalog/product-admin';
import type { ProductFormError } from '../../domain/catalog/product-form';
import { err, ok, type Result } from '../../domain/shared/result';
import type { BrandRepository, CategoryRepository } from '../ports/catalog-repositories';
import type { Clock } from '../ports/clock';
import type { FileStorage } from '../ports/file-storage';
import type { Viewer } from '../identity/viewer';
import type { UnitOfWork } from '../ports/unit-of-work';
import { moveStock } from '../stock/move-stock';
import {
  productFormStock,
  type ProductStockChangedError,
  type StockBelowHeldError,
} from '../../domain/stock/stock-movement';
import { checkProductInput, type ProductInput } from './product-input';
import { removeStoredImages } from './stored-images';

export type UpdateProductError =
  ProductFormError | ProductNotFoundError | ProductStockChangedError | StockBelowHeldError;

/** Who saves the form, and the stock the form was opened with. */
export interface ProductFormSave {
  readonly admin: Pick<Viewer, 'email'>;
  readonly expectedStock: number;
}

/**
 * An admin saves the product form of an existing product. The row is locked
 * while the form is checked against it, then the product and its category
 * links (deleted and recreated) are written together. The stock is never
 * written over a change the form did not see (productFormStock): left as it
 * was opened, it is not written at all; a new number is a 'product-form'
 * movement of the stock ledger, refused with the current stock when an order
 * or another admin changed it meanwhile, and below the units held for orders. Images the form no longer lists are
 * deleted from storage once that is committed.
 */
export class UpdateProduct {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly brands: BrandRepository,
    private readonly categories: CategoryRepository,
    private readonly storage: FileStorage,
    private readonly clock: Clock,
  ) {}

  async execute(id: string, input: ProductInput, save: ProductFormSave): Promise<Result<Product, UpdateProductError>> {
    const now = this.clock.now();
    const checks = { brands: this.brands, categories: this.categories, storage: this.storage, now };
    const saved = await this.uow.run(async (tx) => {
      const current = await tx.products.lockForUpdate(id.trim());
      if (!current) return err(productNotFound(id));
      const checked = await checkProductInput(input, checks, current);
      if (!checked.ok) return checked;
      const stock = productFormStock(
        current,
        { stock: checked.value.stock, expectedStock: save.expectedStock },
        { productId: current.id, orderId: null, adminEmail: save.admin.email, at: now },
      );
      if (!stock.ok) return stock;
      const updated = await tx.products.update(current.id, checked.value, now);
      if (!updated) return err(productNotFound(id));
      const { changes } = await moveStock(tx, stock.value ? [stock.value] : []);
      // Maybe back on sale (switched on, or moved to another brand, which may be active): the notices it owed while
      // hidden, if it has units. A restock alone was moveStock's to announce.
      const maybeBackOnSale = updated.active && (!current.active || updated.brandId !== current.brandId);
      if (maybeBackOnSale) await tx.restockNotices.productsBackInStock([current.id], now);
      const removed = current.imageKeys.filter((key) => !updated.imageKeys.includes(key));
      return ok({ updated: { ...updated, ...(changes[0]?.after ?? {}) }, removed });
    });
    if (!saved.ok) return saved;
    await removeStoredImages(this.storage, saved.value.removed);
    return ok(saved.value.updated);
  }
}
