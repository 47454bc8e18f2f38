import type { Brand } from '../../domain/catalog/brand';
import type { Category } from '../../domain/catalog/category';
import type { Product } from '../../domain/catalog/product';
import type { ProductListing } from '../../domain/catalog/product-listing';
import type { ProductSort } from '../../domain/catalog/product-sort';
import type { IsoDate } from '../../domain/shared/lima-date';

export interface ProductListQuery {
  readonly active?: boolean;
  readonly brandId?: string;
  readonly categoryId?: string;
  readonly carousel?: boolean;
  /** true: only products whose promotion applies today; false: only those without one. */
  readonly promoted?: boolean;
  /** The storefront list's visibility rule; 'catalogue' applies none. */
  readonly listing: ProductListing;
  readonly sort: ProductSort;
  readonly offset: number;
  readonly limit: number;
  /** Lima date the price sort and the promoted filter are evaluated on. */
  readonly today: IsoDate;
}

export interface Page<T> {
  readonly items: readonly T[];
  readonly total: number;
}

/**
 * Catalogue reads. Implementations must answer a list with a bounded number
 * of queries whatever its length (products carry their category ids).
 */
export interface ProductRepository {
  list(query: ProductListQuery): Promise<Page<Product>>;
  findById(id: string): Promise<Product | null>;
}

export interface BrandRepository {
  list(filter: { readonly active?: boolean }): Promise<Brand[]>;
  findByIds(ids: readonly string[]): Promise<Brand[]>;
}

export interface CategoryRepository {
  list(filter: { readonly active?: boolean }): Promise<Category[]>;
  findByIds(ids: readonly string[]): Promise<Category[]>;
}
