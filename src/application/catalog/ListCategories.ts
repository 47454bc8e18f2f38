import type { Category } from '../../domain/catalog/category';
import type { CategoryRepository } from '../ports/catalog-repositories';

export class ListCategories {
  constructor(private readonly categories: CategoryRepository) {}

  /** Sorted by name, as the catalogue menu shows them. */
  async execute(filter: { readonly active?: boolean } = {}): Promise<Category[]> {
    const categories = await this.categories.list(filter);
    return categories.sort((a, b) => a.name.localeCompare(b.name, 'es'));
  }
}
