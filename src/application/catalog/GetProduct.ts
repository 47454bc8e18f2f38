import type { ProductRepository, ProductWithTaxonomy } from '../ports/catalog-repositories';
import { storefrontProduct, type CatalogueReader } from './catalogue-visibility';

export class GetProduct {
  constructor(private readonly products: ProductRepository) {}

  /**
   * The product with its brand and categories as `reader` sees it (catalogue-visibility.ts): null when there
   * is no such product, or it is not on sale and they are not the admin; ids that are not UUIDs are simply
   * not found.
   */
  async execute(id: string, reader: CatalogueReader): Promise<ProductWithTaxonomy | null> {
    const product = await this.products.findById(id);
    return product && storefrontProduct(product, reader);
  }
}
