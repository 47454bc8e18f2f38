import type { Category } from '../../domain/catalog/category';
import { validateCategoryForm, type CategoryFormInput } from '../../domain/catalog/category-form';
import { ok, type Result } from '../../domain/shared/result';
import type { Clock } from '../ports/clock';
import type { CategoryWrites } from '../ports/taxonomy-writes';
import type { CategoryFormError } from './UpdateCategory';

/** An admin adds a category: name and description required. */
export class CreateCategory {
  constructor(
    private readonly categories: CategoryWrites,
    private readonly clock: Clock,
  ) {}

  async execute(input: CategoryFormInput): Promise<Result<Category, CategoryFormError>> {
    const draft = validateCategoryForm(input);
    if (!draft.ok) return draft;
    return ok(await this.categories.insert(draft.value, this.clock.now()));
  }
}
