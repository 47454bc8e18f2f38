import { In, type EntityManager } from 'typeorm';
import type { Brand } from '../../domain/catalog/brand';
import type { BrandRepository } from '../../application/ports/catalog-repositories';
import { BrandSchema } from '../database/schemas/catalog-records';
import { isUuid } from '../../domain/shared/uuid';
import { toBrand } from './catalog-mappers';

export class TypeOrmBrandRepository implements BrandRepository {
  constructor(private readonly db: EntityManager) {}

  async list(filter: { readonly active?: boolean }): Promise<Brand[]> {
    const records = await this.db.getRepository(BrandSchema).find({
      where: filter.active === undefined ? {} : { active: filter.active },
      order: { name: 'ASC' },
    });
    return records.map(toBrand);
  }

  async findByIds(ids: readonly string[]): Promise<Brand[]> {
    const valid = ids.filter(isUuid);
    if (valid.length === 0) return [];
    const records = await this.db.getRepository(BrandSchema).findBy({ id: In(valid) });
    return records.map(toBrand);
  }
}
