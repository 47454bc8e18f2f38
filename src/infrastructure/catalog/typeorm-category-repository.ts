import { In, type EntityManager } from 'typeorm';
import type { Category } from '../../domain/catalog/category';
import type { CategoryRepository } from '../../application/ports/catalog-repositories';
import { CategorySchema } from '../database/schemas/catalog-records';
import { isUuid } from '../../domain/shared/uuid';
import { toCategory } from './catalog-mappers';

export class TypeOrmCategoryRepository implements CategoryRepository {
  constructor(private readonly db: EntityManager) {}

  async list(filter: { readonly active?: boolean }): Promise<Category[]> {
    const records = await this.db.getRepository(CategorySchema).find({
      where: filter.active === undefined ? {} : { active: filter.active },
      order: { name: 'ASC' },
    });
    return records.map(toCategory);
  }

  async findByIds(ids: readonly string[]): Promise<Category[]> {
    const valid = ids.filter(isUuid);
    if (valid.length === 0) return [];
    const records = await this.db.getRepository(CategorySchema).findBy({ id: In(valid) });
    return records.map(toCategory);
  }
}
