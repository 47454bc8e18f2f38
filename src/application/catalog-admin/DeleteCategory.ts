import {
  CATEGORY_ADMIN_MESSAGES,
  categoryInUse,
  categoryNotFound,
  type CategoryNotFoundError,
  type TaxonomyInUseError,
} from '../../domain/catalog/taxonomy-admin';
import { err, ok, type Result } from '../../domain/shared/result';
import type { CategoryWrites } from '../ports/taxonomy-writes';
import type { DeletedTaxonomy } from './DeleteBrand';

/**
 * An admin deletes a category no product is in. One that products are still in
 * is refused with how many (deactivating it hides it instead), so no product
 * silently loses a category.
 */
export class DeleteCategory {
  constructor(private readonly categories: CategoryWrites) {}

  async execute(id: string): Promise<Result<DeletedTaxonomy, CategoryNotFoundError | TaxonomyInUseError>> {
    const removal = await this.categories.deleteUnlessUsed(id.trim());
    switch (removal.outcome) {
      case 'missing':
        return err(categoryNotFound(id));
      case 'in-use':
        return err(categoryInUse(removal.products));
      case 'deleted':
        return ok({ id: removal.item.id, message: CATEGORY_ADMIN_MESSAGES.deleted });
    }
  }
}
