import type { Brand } from '../../domain/catalog/brand';
import type { BrandDraft } from '../../domain/catalog/brand-form';
import type { Category } from '../../domain/catalog/category';
import type { CategoryFormInput } from '../../domain/catalog/category-form';

/** A brand or category as the admin lists it: with how many products (not archived) use it. */
export interface WithProductCount<T> {
  readonly item: T;
  readonly productCount: number;
}

/**
 * What deleting a brand or category found, decided under a lock on its row (so a
 * product saved at the same moment cannot slip in between the count and the delete):
 * deleted; missing; or still used by `products` products on sale or not, and by
 * `archived` products kept only for the orders that name them.
 */
export type TaxonomyRemoval<T> =
  | { readonly outcome: 'deleted'; readonly item: T }
  | { readonly outcome: 'missing' }
  | { readonly outcome: 'in-use'; readonly products: number; readonly archived: number };

/** The admin's reads and writes of brands. */
export interface BrandWrites {
  /** Every brand whose name contains `needle` (already normalised: lower case, no accents; null = all), by name. */
  listForAdmin(needle: string | null): Promise<WithProductCount<Brand>[]>;
  findById(id: string): Promise<Brand | null>;
  insert(draft: BrandDraft, at: Date): Promise<Brand>;
  /** The brand as it was (row locked while replaced) and as it is now; null when it does not exist. */
  update(id: string, draft: BrandDraft, at: Date): Promise<{ readonly previous: Brand; readonly brand: Brand } | null>;
  productCount(id: string): Promise<number>;
  /** Deletes the brand unless a product (archived or not) still names it. */
  deleteUnlessUsed(id: string): Promise<TaxonomyRemoval<Brand>>;
}

/** The admin's reads and writes of categories. */
export interface CategoryWrites {
  /** Every category whose name contains `needle` (normalised; null = all), by name. */
  listForAdmin(needle: string | null): Promise<Category[]>;
  insert(draft: CategoryFormInput, at: Date): Promise<Category>;
  /** null when the category does not exist. */
  update(id: string, draft: CategoryFormInput, at: Date): Promise<Category | null>;
  /**
   * Deletes the category unless a product that is not archived is in it (the links of
   * archived products go with it: their orders keep their own snapshot).
   */
  deleteUnlessUsed(id: string): Promise<TaxonomyRemoval<Category>>;
}
