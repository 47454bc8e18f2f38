import type { Product } from '../../domain/catalog/product';
import type { ProductFormError } from '../../domain/catalog/product-form';
import { ok, type Result } from '../../domain/shared/result';
import type { BrandRepository, CategoryRepository } from '../ports/catalog-repositories';
import type { Clock } from '../ports/clock';
import type { FileStorage } from '../ports/file-storage';
import type { Viewer } from '../identity/viewer';
import type { UnitOfWork } from '../ports/unit-of-work';
import { moveStock } from '../stock/move-stock';
import { checkProductInput, type ProductInput } from './product-input';

/**
 * An admin adds a product: every rule of the form is checked here again
 * (see product-input.ts), the final price is the domain's, and the product,
 * its category links and its first stock (a 'product-created' movement of the
 * stock ledger, with the admin) are written in one transaction, after every
 * other product in the manual order.
 */
export class CreateProduct {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly brands: BrandRepository,
    private readonly categories: CategoryRepository,
    private readonly storage: FileStorage,
    private readonly clock: Clock,
  ) {}

  async execute(input: ProductInput, admin: Pick<Viewer, 'email'>): Promise<Result<Product, ProductFormError>> {
    const now = this.clock.now();
    const checks = { brands: this.brands, categories: this.categories, storage: this.storage, now };
    const checked = await checkProductInput(input, checks);
    if (!checked.ok) return checked;
    const { stock } = checked.value;
    const created = await this.uow.run(async (tx) => {
      const product = await tx.products.insert(checked.value, now);
      if (stock === 0) return product;
      const { changes } = await moveStock(tx, [
        {
          productId: product.id,
          reason: 'product-created',
          stockDelta: stock,
          heldDelta: 0,
          orderId: null,
          adminEmail: admin.email,
          at: now,
        },
      ]);
      return { ...product, ...changes[0]!.after };
    });
    return ok(created);
  }
}
