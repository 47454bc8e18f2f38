import type { Category } from '../../domain/catalog/category';
import type { CategoryRepository } from '../ports/catalog-repositories';
import { visibleActive, type CatalogueReader } from './catalogue-visibility';

export class ListCategories {
  constructor(private readonly categories: CategoryRepository) {}

  /**
   * Sorted by name, as the catalogue menu shows them: active ones, or for the admin those `active` asks for
   * (all when omitted).
   */
  async execute(active: boolean | null | undefined, reader: CatalogueReader): Promise<Category[]> {
    const filter = visibleActive(reader, active);
    if (!filter) return [];
    const categories = await this.categories.list(filter);
    return categories.sort((a, b) => a.name.localeCompare(b.name, 'es'));
  }
}
