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
  /** Only products whose name or brand contain this normalised text (src/domain/catalog/product-search.ts). */
  readonly search?: string;
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

/**
 * A product with its brand and every category it belongs to (active or not: hiding what is not on sale is
 * the caller's), read together with it so a page of products needs no further lookups.
 */
export interface ProductWithTaxonomy extends Product {
  /** null when its brand no longer exists. */
  readonly brand: Brand | null;
  /** In the order of `categoryIds`. */
  readonly categories: readonly Category[];
}

export interface Page<T> {
  readonly items: readonly T[];
  readonly total: number;
}

/**
 * Catalogue reads. Implementations must answer a list, a product or a search with a bounded number of
 * queries whatever its length (products carry their brand and categories).
 */
export interface ProductRepository {
  list(query: ProductListQuery): Promise<Page<ProductWithTaxonomy>>;
  findById(id: string): Promise<ProductWithTaxonomy | null>;
  /**
   * Products on sale whose name or brand contains `needle` (already normalised:
   * lower case, no accents), best match first (src/domain/catalog/product-search.ts
   * searchRank), at most `limit`; with `inStock`, only those with units that can still be ordered (stock
   * above the units held for orders).
   */
  search(needle: string, limit: number, options?: { readonly inStock?: boolean }): Promise<ProductWithTaxonomy[]>;
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
