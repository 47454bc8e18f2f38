import { normalizeSearchText, SEARCH_MAX_QUERY_LENGTH } from '../../domain/catalog/product-search';
import {
  paged,
  pageWindow,
  type PageRequest,
  type PageWindow,
  type Paged,
  type PaginationError,
} from '../../domain/shared/pagination';
import { ok, type Result } from '../../domain/shared/result';
import type { Page } from '../ports/catalog-repositories';

/** The admin lists' search text as the adapters compare it (lower case, no accents); null lists everything. */
export function taxonomyNeedle(search: string | null | undefined): string | null {
  return normalizeSearchText((search ?? '').slice(0, SEARCH_MAX_QUERY_LENGTH)) || null;
}

/** A page of brands or categories, with how many match in all. */
export async function taxonomyPage<T>(
  search: string | null,
  request: PageRequest,
  list: (needle: string | null, window: PageWindow) => Promise<Page<T>>,
): Promise<Result<Paged<T>, PaginationError>> {
  const window = pageWindow(request);
  if (!window.ok) return window;
  const { items, total } = await list(taxonomyNeedle(search), window.value);
  return ok(paged(items, total, request));
}
