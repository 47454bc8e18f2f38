import {
  BRAND_ADMIN_MESSAGES,
  brandNotFound,
  brandRemovalRefused,
  type BrandNotFoundError,
  type TaxonomyInUseError,
} from '../../domain/catalog/taxonomy-admin';
import { err, ok, type Result } from '../../domain/shared/result';
import type { FileStorage } from '../ports/file-storage';
import type { UnitOfWork } from '../ports/unit-of-work';
import { removeStoredImages } from './stored-images';

export interface DeletedTaxonomy {
  readonly id: string;
  readonly message: string;
}

/**
 * An admin deletes a brand no product uses; its logo goes from storage too. A
 * brand that products still name is refused with how many (deactivating it
 * hides it and its products from the shop instead): products need a brand, and
 * orders name theirs. Decided under the brand's row lock (a product saved at
 * the same moment waits for it), by the domain's rule (brandRemovalRefused).
 */
export class DeleteBrand {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly storage: FileStorage,
  ) {}

  async execute(id: string): Promise<Result<DeletedTaxonomy, BrandNotFoundError | TaxonomyInUseError>> {
    const removed = await this.uow.run(async (tx) => {
      const brand = await tx.brands.lockForUpdate(id.trim());
      if (!brand) return err(brandNotFound(id));
      const refused = brandRemovalRefused(await tx.brands.usage(brand.id));
      if (refused) return err(refused);
      await tx.brands.delete(brand.id);
      return ok(brand);
    });
    if (!removed.ok) return removed;
    if (removed.value.logoKey) await removeStoredImages(this.storage, [removed.value.logoKey]);
    return ok({ id: removed.value.id, message: BRAND_ADMIN_MESSAGES.deleted });
  }
}
