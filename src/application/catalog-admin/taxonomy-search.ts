import { normalizeSearchText, SEARCH_MAX_QUERY_LENGTH } from '../../domain/catalog/product-search';

/** The admin lists' search text as the adapters compare it (lower case, no accents); null lists everything. */
export function taxonomyNeedle(search: string | null | undefined): string | null {
  return normalizeSearchText((search ?? '').slice(0, SEARCH_MAX_QUERY_LENGTH)) || null;
}
