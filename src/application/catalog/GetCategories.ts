import type { Category } from '../../domain/catalog/category';
import type { CategoryRepository } from '../ports/catalog-repositories';

/** Batch lookup by id, in the order asked (null for unknown ids): the shape a DataLoader needs. */
export class GetCategories {
  constructor(private readonly categories: CategoryRepository) {}

  async execute(ids: readonly string[]): Promise<(Category | null)[]> {
    const found = new Map((await this.categories.findByIds(ids)).map((category) => [category.id, category]));
    return ids.map((id) => found.get(id) ?? null);
  }
}
