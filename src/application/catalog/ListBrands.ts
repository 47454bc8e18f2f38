import type { Brand } from '../../domain/catalog/brand';
import type { BrandRepository } from '../ports/catalog-repositories';
import { visibleActive, type CatalogueReader } from './catalogue-visibility';

export class ListBrands {
  constructor(private readonly brands: BrandRepository) {}

  /**
   * Sorted by name, as the catalogue menu and carousel show them: active ones, or for the admin those `active`
   * asks for (all when omitted).
   */
  async execute(active: boolean | null | undefined, reader: CatalogueReader): Promise<Brand[]> {
    const filter = visibleActive(reader, active);
    if (!filter) return [];
    const brands = await this.brands.list(filter);
    return brands.sort((a, b) => a.name.localeCompare(b.name, 'es'));
  }
}
