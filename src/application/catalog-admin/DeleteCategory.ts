import {
  CATEGORY_ADMIN_MESSAGES,
  categoryNotFound,
  categoryRemovalRefused,
  type CategoryNotFoundError,
  type TaxonomyInUseError,
} from '../../domain/catalog/taxonomy-admin';
import { err, ok, type Result } from '../../domain/shared/result';
import type { UnitOfWork } from '../ports/unit-of-work';
import type { DeletedTaxonomy } from './DeleteBrand';

/**
 * An admin deletes a category no product is in. One that products are still in
 * is refused with how many (deactivating it hides it instead), so no product
 * silently loses a category. Decided under the category's row lock, by the
 * domain's rule (categoryRemovalRefused).
 */
export class DeleteCategory {
  constructor(private readonly uow: UnitOfWork) {}

  execute(id: string): Promise<Result<DeletedTaxonomy, CategoryNotFoundError | TaxonomyInUseError>> {
    return this.uow.run(async (tx) => {
      const category = await tx.categories.lockForUpdate(id.trim());
      if (!category) return err(categoryNotFound(id));
      const refused = categoryRemovalRefused(await tx.categories.usage(category.id));
      if (refused) return err(refused);
      await tx.categories.delete(category.id);
      return ok({ id: category.id, message: CATEGORY_ADMIN_MESSAGES.deleted });
    });
  }
}
