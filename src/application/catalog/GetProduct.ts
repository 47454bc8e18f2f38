import type { Product } from '../../domain/catalog/product';
import type { ProductRepository } from '../ports/catalog-repositories';

export class GetProduct {
  constructor(private readonly products: ProductRepository) {}

  /** null when there is no such product; ids that are not UUIDs are simply not found. */
  execute(id: string): Promise<Product | null> {
    return this.products.findById(id);
  }
}
