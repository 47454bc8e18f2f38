import type { Brand } from '../../domain/catalog/brand';
import type { CartCatalogueEntry } from '../../domain/cart/cart-quote';
import type { Category } from '../../domain/catalog/category';
import type { Product } from '../../domain/catalog/product';
import type { ProductListing } from '../../domain/catalog/product-listing';
import type { ProductSort } from '../../domain/catalog/product-sort';
import type { IsoDate } from '../../domain/shared/lima-date';

export interface ProductListQuery {
  /** true: only products on sale (product and brand active); false: only those not on sale. */
  readonly active?: boolean;
  readonly brandId?: string;
  readonly categoryId?: string;
  readonly carousel?: boolean;
  /** true: only products whose promotion applies today; false: only those without one. */
  readonly promoted?: boolean;
  /** The storefront list's visibility rule (products on sale only); 'catalogue' applies none. */
  readonly listing: ProductListing;
  readonly sort: ProductSort;
  readonly offset: number;
  readonly limit: number;
  /** Lima date the price sort and the promoted filter are evaluated on. */
  readonly today: IsoDate;
}

/** A product as a cart or an order needs it; `brandName` is null when its brand no longer exists. */
export type CatalogueEntry = CartCatalogueEntry & { readonly brandName: string | null };

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
  /**
   * Products on sale whose name or brand contains `needle` (already normalised:
   * lower case, no accents), best match first (src/domain/catalog/product-search.ts
   * searchRank), at most `limit`; with `inStock`, only those with stock above 0.
   */
  search(needle: string, limit: number, options?: { readonly inStock?: boolean }): Promise<Product[]>;
  /** The products behind cart lines, with their brand's state and name; unknown or malformed ids are left out. */
  findForCart(ids: readonly string[]): Promise<CatalogueEntry[]>;
}

export interface BrandRepository {
  list(filter: { readonly active?: boolean }): Promise<Brand[]>;
  findByIds(ids: readonly string[]): Promise<Brand[]>;
}

export interface CategoryRepository {
  list(filter: { readonly active?: boolean }): Promise<Category[]>;
  findByIds(ids: readonly string[]): Promise<Category[]>;
}
