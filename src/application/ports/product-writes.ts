import type { Product } from '../../domain/catalog/product';
import type { AdminProductFilter, AdminProductSort, WithRestockWaiting } from '../../domain/catalog/product-admin';
import type { Page, ProductWithTaxonomy } from './catalog-repositories';
import type { PromotionTerms } from '../../domain/catalog/promotion';
import type { Money } from '../../domain/money/money';
import type { IsoDate } from '../../domain/shared/lima-date';

/**
 * Everything the admin's product form saves but the stock (the final price is never stored: the domain
 * computes it). The stock only moves through the stock ledger (ProductStock.record).
 */
export interface ProductContent {
  readonly name: string;
  readonly description: string;
  readonly brandId: string;
  readonly categoryIds: readonly string[];
  readonly originalPrice: Money;
  readonly promotion: PromotionTerms;
  readonly active: boolean;
  readonly carousel: boolean;
  /** Storage keys in gallery order, the first one the main image. */
  readonly imageKeys: readonly string[];
}

/**
 * The admin's writes to the catalogue's products. Archived products (deleted
 * while orders still name them) are invisible here as everywhere else: every
 * method treats them as missing.
 */
export interface ProductWrites {
  /** A new product (no stock yet), placed after every other one, with its category links. */
  insert(content: ProductContent, at: Date): Promise<Product>;
  /** The product's row locked until the transaction ends; null when it does not exist. */
  lockForUpdate(id: string): Promise<Product | null>;
  /**
   * Replaces the product's fields (its stock aside) and its category links (deleted and recreated); null when
   * it does not exist.
   */
  update(id: string, content: ProductContent, at: Date): Promise<Product | null>;
  /** Whether an order line names the product. */
  isOrdered(id: string): Promise<boolean>;
  /** Hides a product for good (it stays only for the orders that name it), without its images. */
  archive(id: string, at: Date): Promise<void>;
  /** Removes the product and its category links. */
  delete(id: string): Promise<void>;
  setCarousel(id: string, carousel: boolean, at: Date): Promise<Product | null>;
  /**
   * One statement over every promotion that ended before `today` (Lima): switched
   * off (isPromoted false, discount 0, dates kept). Answers how many.
   */
  switchOffExpiredPromotions(today: IsoDate, at: Date): Promise<number>;
}

/** The admin's view of the catalogue: every product, on sale or not (archived ones excepted). */
export interface AdminProductQueries {
  /**
   * One page of the products the filter keeps (matchesAdminProductFilter) in the sort's order (by position then
   * name, compareAdminProducts; or the most awaited first, compareMostWaited), each with its brand, categories and
   * how many confirmed 'Avísame cuando vuelva' requests wait for it, and how many match.
   */
  pageForAdmin(criteria: {
    readonly filter: AdminProductFilter;
    readonly sort: AdminProductSort;
    readonly offset: number;
    readonly limit: number;
  }): Promise<Page<WithRestockWaiting<ProductWithTaxonomy>>>;
}
