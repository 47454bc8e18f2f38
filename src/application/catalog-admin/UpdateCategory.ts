import type { Category } from '../../domain/catalog/category';
import { validateCategoryForm, type CategoryFormInput } from '../../domain/catalog/category-form';
import { categoryNotFound, type CategoryNotFoundError } from '../../domain/catalog/taxonomy-admin';
import type { ValidationError } from '../../domain/shared/field-error';
import { err, ok, type Result } from '../../domain/shared/result';
import type { Clock } from '../ports/clock';
import type { CategoryWrites } from '../ports/taxonomy-writes';

export type CategoryFormError = ValidationError<'CATEGORY_INVALID', 'name' | 'description'>;

/** An admin edits a category's name, description or status (an inactive one cannot be chosen for products). */
export class UpdateCategory {
  constructor(
    private readonly categories: CategoryWrites,
    private readonly clock: Clock,
  ) {}

  async execute(
    id: string,
    input: CategoryFormInput,
  ): Promise<Result<Category, CategoryFormError | CategoryNotFoundError>> {
    const draft = validateCategoryForm(input);
    if (!draft.ok) return draft;
    const saved = await this.categories.update(id.trim(), draft.value, this.clock.now());
    return saved ? ok(saved) : err(categoryNotFound(id));
  }
}
