import { PRODUCT_SORTS, type ProductSort } from './product-sort';

/**
 * Products per page of the catalogue listings (/web-products, /promotions, brand and category pages): the
 * store's choice (the spec names none). The web asks for pages of this size and the server answers the
 * first page inside the HTML with the same size, so both read it here.
 */
export const CATALOGUE_PAGE_SIZE = 12;

/** The default `?sort=`: the admin's own order. */
export const DEFAULT_PRODUCT_SORT: ProductSort = 'position';

/** A listing's sort and page as its URL query says (`?sort=price-asc&page=2`). */
export interface CataloguePageQuery {
  readonly sort: ProductSort;
  readonly page: number;
}

/**
 * Reads `?sort=` and `?page=` the way every catalogue listing does: an unknown sort is the default one and
 * a page that is not a whole number from 1 up is the first.
 */
export function readCataloguePageQuery(query: {
  readonly sort?: string | null;
  readonly page?: string | null;
}): CataloguePageQuery {
  const sort = PRODUCT_SORTS.find((known) => known === query.sort) ?? DEFAULT_PRODUCT_SORT;
  const page = Number(query.page);
  return { sort, page: Number.isInteger(page) && page >= 1 ? page : 1 };
}
