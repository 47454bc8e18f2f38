import {
  BRAND_ADMIN_MESSAGES,
  brandInUse,
  brandNotFound,
  type BrandNotFoundError,
  type TaxonomyInUseError,
} from '../../domain/catalog/taxonomy-admin';
import { err, ok, type Result } from '../../domain/shared/result';
import type { FileStorage } from '../ports/file-storage';
import type { BrandWrites } from '../ports/taxonomy-writes';
import { removeStoredImages } from './stored-images';

export interface DeletedTaxonomy {
  readonly id: string;
  readonly message: string;
}

/**
 * An admin deletes a brand no product uses; its logo goes from storage too. A
 * brand that products still name is refused with how many (deactivating it
 * hides it and its products from the shop instead): products need a brand, and
 * orders name theirs.
 */
export class DeleteBrand {
  constructor(
    private readonly brands: BrandWrites,
    private readonly storage: FileStorage,
  ) {}

  async execute(id: string): Promise<Result<DeletedTaxonomy, BrandNotFoundError | TaxonomyInUseError>> {
    const removal = await this.brands.deleteUnlessUsed(id.trim());
    switch (removal.outcome) {
      case 'missing':
        return err(brandNotFound(id));
      case 'in-use':
        return err(brandInUse(removal.products, removal.archived));
      case 'deleted':
        if (removal.item.logoKey) await removeStoredImages(this.storage, [removal.item.logoKey]);
        return ok({ id: removal.item.id, message: BRAND_ADMIN_MESSAGES.deleted });
    }
  }
}
