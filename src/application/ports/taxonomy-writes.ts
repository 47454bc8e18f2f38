import type { Brand } from '../../domain/catalog/brand';
import type { BrandDraft } from '../../domain/catalog/brand-form';
import type { Category } from '../../domain/catalog/category';
import type { CategoryFormInput } from '../../domain/catalog/category-form';
import type { PageWindow } from '../../domain/shared/pagination';
import type { Page } from './catalog-repositories';

/** A brand or category as the admin lists it: with how many products (not archived) use it. */
export interface WithProductCount<T> {
  readonly item: T;
  readonly productCount: number;
}

/**
 * The admin's reads and writes of brands, in a transaction (Transaction.brands) or on their own. A delete or an
 * update runs in a transaction that first locks the brand's row (lockForUpdate): a product saved at the same
 * moment (its foreign key check takes a share lock on that row) waits, so it can neither slip in between the
 * count and the delete nor be left without a brand.
 */
export interface BrandWrites {
  /**
   * The brands whose name contains `needle` (already normalised: lower case, no accents; null = all), by name,
   * with their product counts: those of `window` (every one without it), and how many match.
   */
  listForAdmin(needle: string | null, window?: PageWindow): Promise<Page<WithProductCount<Brand>>>;
  findById(id: string): Promise<Brand | null>;
  insert(draft: BrandDraft, at: Date): Promise<Brand>;
  /** The brand's row locked until the transaction ends; null when it does not exist. */
  lockForUpdate(id: string): Promise<Brand | null>;
  /** Replaces the brand's fields (the caller locked it); the brand as saved. */
  update(id: string, draft: BrandDraft, at: Date): Promise<Brand>;
  productCount(id: string): Promise<number>;
  /** The products that name the brand (archived ones apart). */
  usage(id: string): Promise<TaxonomyUsage>;
  delete(id: string): Promise<void>;
}

/** How many products use a brand or category: on sale or not, and archived (kept only for their orders). */
export interface TaxonomyUsage {
  readonly products: number;
  readonly archived: number;
}

/** The admin's reads and writes of categories, in a transaction (Transaction.categories) or on their own. */
export interface CategoryWrites {
  /** The categories as listForAdmin lists brands: by name, with their product counts (archived ones apart). */
  listForAdmin(needle: string | null, window?: PageWindow): Promise<Page<WithProductCount<Category>>>;
  insert(draft: CategoryFormInput, at: Date): Promise<Category>;
  /** null when the category does not exist. */
  update(id: string, draft: CategoryFormInput, at: Date): Promise<Category | null>;
  /** The category's row locked until the transaction ends; null when it does not exist. */
  lockForUpdate(id: string): Promise<Category | null>;
  /** The products in the category (archived ones apart). */
  usage(id: string): Promise<TaxonomyUsage>;
  /** Deletes the category and its product links (an archived product's orders keep their own snapshot). */
  delete(id: string): Promise<void>;
}
