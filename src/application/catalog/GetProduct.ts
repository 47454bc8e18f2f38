import type { ProductRepository, ProductWithTaxonomy } from '../ports/catalog-repositories';

export class GetProduct {
  constructor(private readonly products: ProductRepository) {}

  /**
   * The product with its brand and categories (visibility is the caller's); null when there is no such
   * product; ids that are not UUIDs are simply not found.
   */
  execute(id: string): Promise<ProductWithTaxonomy | null> {
    return this.products.findById(id);
  }
}
