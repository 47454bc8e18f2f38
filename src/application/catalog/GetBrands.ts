import type { Brand } from '../../domain/catalog/brand';
import type { BrandRepository } from '../ports/catalog-repositories';

/** Batch lookup by id, in the order asked (null for unknown ids): the shape a DataLoader needs. */
export class GetBrands {
  constructor(private readonly brands: BrandRepository) {}

  async execute(ids: readonly string[]): Promise<(Brand | null)[]> {
    const found = new Map((await this.brands.findByIds(ids)).map((brand) => [brand.id, brand]));
    return ids.map((id) => found.get(id) ?? null);
  }
}
