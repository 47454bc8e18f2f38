import type { Category } from '../../domain/catalog/category';
import type { CategoryWrites } from '../ports/taxonomy-writes';
import { taxonomyNeedle } from './taxonomy-search';

/**
 * The admin categories table: every category, active or not, by name; `search`
 * keeps those whose name contains it, ignoring case and accents.
 */
export class ListAdminCategories {
  constructor(private readonly categories: CategoryWrites) {}

  execute(search: string | null = null): Promise<Category[]> {
    return this.categories.listForAdmin(taxonomyNeedle(search));
  }
}
