import type { Category } from '../../domain/catalog/category';
import type { CategoryRepository } from '../ports/catalog-repositories';
import { visibleTaxonomy, type CatalogueReader } from './catalogue-visibility';

/**
 * Batch lookup by id, in the order asked (null for unknown ids, and for inactive ones unless `reader` is the
 * admin): the shape a DataLoader needs.
 */
export class GetCategories {
  constructor(private readonly categories: CategoryRepository) {}

  async execute(ids: readonly string[], reader: CatalogueReader): Promise<(Category | null)[]> {
    const found = new Map((await this.categories.findByIds(ids)).map((category) => [category.id, category]));
    return ids.map((id) => visibleTaxonomy(found.get(id) ?? null, reader));
  }
}
