import type { Brand } from '../../domain/catalog/brand';
import type { BrandRepository } from '../ports/catalog-repositories';

export class ListBrands {
  constructor(private readonly brands: BrandRepository) {}

  /** Sorted by name, as the catalogue menu and carousel show them. */
  async execute(filter: { readonly active?: boolean } = {}): Promise<Brand[]> {
    const brands = await this.brands.list(filter);
    return brands.sort((a, b) => a.name.localeCompare(b.name, 'es'));
  }
}
