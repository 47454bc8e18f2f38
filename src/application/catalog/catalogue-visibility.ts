import type { Brand } from '../../domain/catalog/brand';
import type { Category } from '../../domain/catalog/category';
import { isOnSale } from '../../domain/catalog/product-visibility';
import { asOrderable } from '../../domain/stock/stock-movement';
import type { Viewer } from '../identity/viewer';
import type { ProductWithTaxonomy } from '../ports/catalog-repositories';

/** Who reads the catalogue: a signed-in viewer's role decides, a guest is null. */
export type CatalogueReader = Pick<Viewer, 'role'> | null;

/**
 * What is not on sale is the admin's (issue 14): inactive products, brands and categories, and products of an
 * inactive brand. The admin reads them in the storefront's queries too; everybody else never does.
 */
const seesWhatIsNotOnSale = (reader: CatalogueReader): boolean => reader?.role === 'admin';

/**
 * Whether `reader`'s catalogue reads answer as a guest's, byte for byte: everybody's but the admin's. The response
 * cache serves and keeps the kept catalogue answers on it (ADR 0008).
 */
export const readsCatalogueAsGuest = (reader: CatalogueReader): boolean => !seesWhatIsNotOnSale(reader);

/**
 * The `active` filter a list applies for `reader`: the admin's choice (all when omitted); for everybody else
 * only what is on sale, whatever they ask (`active: false` finds nothing: null).
 */
export function visibleActive(
  reader: CatalogueReader,
  requested: boolean | null | undefined,
): { readonly active?: boolean } | null {
  if (seesWhatIsNotOnSale(reader)) return requested === null || requested === undefined ? {} : { active: requested };
  return requested === false ? null : { active: true };
}

/** A brand or category for `reader`: null when it is inactive and they are not the admin. */
export function visibleTaxonomy<T extends Brand | Category>(item: T | null, reader: CatalogueReader): T | null {
  return item && (item.active || seesWhatIsNotOnSale(reader)) ? item : null;
}

/**
 * A product as a storefront read shows it to `reader`: null when it is not on sale and they are not the admin;
 * for everybody but the admin, only its active categories; for everybody, its stock is what can still be
 * ordered (units held for orders are not: asOrderable). The stock on hand and the held units are the admin
 * product screen's (adminProducts).
 */
export function storefrontProduct(product: ProductWithTaxonomy, reader: CatalogueReader): ProductWithTaxonomy | null {
  if (seesWhatIsNotOnSale(reader)) return asOrderable(product);
  if (!isOnSale(product, product.brand)) return null;
  const categories = product.categories.filter((category) => category.active);
  // Copied only when a category is hidden (a product in active categories is shown as it is).
  if (categories.length === product.categories.length) return asOrderable(product);
  return asOrderable({ ...product, categories, categoryIds: categories.map((category) => category.id) });
}
