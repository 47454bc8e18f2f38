import type { Brand } from '../../domain/catalog/brand';
import type { BrandRepository } from '../ports/catalog-repositories';
import { visibleTaxonomy, type CatalogueReader } from './catalogue-visibility';

/**
 * Batch lookup by id, in the order asked (null for unknown ids, and for inactive ones unless `reader` is the
 * admin): the shape a DataLoader needs.
 */
export class GetBrands {
  constructor(private readonly brands: BrandRepository) {}

  async execute(ids: readonly string[], reader: CatalogueReader): Promise<(Brand | null)[]> {
    const found = new Map((await this.brands.findByIds(ids)).map((brand) => [brand.id, brand]));
    return ids.map((id) => visibleTaxonomy(found.get(id) ?? null, reader));
  }
}
