import type { Product } from '../../domain/catalog/product';
import type { ProductFormError } from '../../domain/catalog/product-form';
import { ok, type Result } from '../../domain/shared/result';
import type { BrandRepository, CategoryRepository } from '../ports/catalog-repositories';
import type { Clock } from '../ports/clock';
import type { FileStorage } from '../ports/file-storage';
import type { UnitOfWork } from '../ports/unit-of-work';
import { checkProductInput, type ProductInput } from './product-input';

/**
 * An admin adds a product: every rule of the form is checked here again
 * (see product-input.ts), the final price is the domain's, and the product
 * and its category links are written in one transaction, after every other
 * product in the manual order.
 */
export class CreateProduct {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly brands: BrandRepository,
    private readonly categories: CategoryRepository,
    private readonly storage: FileStorage,
    private readonly clock: Clock,
  ) {}

  async execute(input: ProductInput): Promise<Result<Product, ProductFormError>> {
    const now = this.clock.now();
    const checks = { brands: this.brands, categories: this.categories, storage: this.storage, now };
    const checked = await checkProductInput(input, checks);
    if (!checked.ok) return checked;
    return ok(await this.uow.run((tx) => tx.products.insert(checked.value, now)));
  }
}
