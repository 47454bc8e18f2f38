import { SEARCH_DEBOUNCE_MS } from '@esencia/ui-kit';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDebounced } from './useDebounced';

/** The address's names: the search and the page; each screen adds its filters' (`estado`, `desde`, …). */
const SEARCH = 'q';
const PAGE = 'pagina';

export interface ListParams<F extends string> {
  /** The search the list is asked for (trimmed, debounced). */
  readonly search: string;
  /** What the search box shows (typed, not yet debounced). */
  readonly searchText: string;
  setSearchText(text: string): void;
  /** The page, from 1. */
  readonly page: number;
  setPage(page: number): void;
  /** A filter's value ('' when it is not set). */
  filter(name: F): string;
  /** Sets a filter ('' removes it); back to the first page. */
  setFilter(name: F, value: string): void;
  /** Whether the search or any filter narrows the list (for the empty state's wording). */
  readonly narrowed: boolean;
}

/**
 * An admin list's search, filters and page, kept in the address (`?q=quispe&estado=pending&pagina=2`): a reload,
 * the back button or a shared link shows the same page. The search box's text reaches the address once it has
 * stayed the same for SEARCH_DEBOUNCE_MS; changing the search or a filter goes back to the first page. Typing and
 * choosing replace the address rather than stack up history entries; turning pages adds them. None of them
 * scrolls the page to its top (react-router's reset on a new address): AdminList shows a new page from the
 * list's top.
 */
export function useListParams<F extends string>(filters: readonly F[]): ListParams<F> {
  const [params, setParams] = useSearchParams();
  const search = params.get(SEARCH) ?? '';
  const [searchText, setSearchText] = useState(search);
  const typed = useDebounced(searchText.trim(), SEARCH_DEBOUNCE_MS);

  const change = useCallback(
    (name: string, value: string, replace: boolean) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set(name, value);
          else next.delete(name);
          if (name !== PAGE) next.delete(PAGE);
          return next;
        },
        // The list changes within the page: no jump to the page's top (the list shows a new page from its own top).
        { replace, preventScrollReset: true },
      ),
    [setParams],
  );

  // The typed text moves the address; the address moving by itself (the back button) moves the box.
  useEffect(() => {
    if (typed !== search) change(SEARCH, typed, true);
  }, [typed]);
  useEffect(() => {
    if (search !== typed) setSearchText(search);
  }, [search]);

  const page = Number(params.get(PAGE));
  return {
    search,
    searchText,
    setSearchText,
    page: Number.isInteger(page) && page > 1 ? page : 1,
    setPage: (next) => change(PAGE, next > 1 ? String(next) : '', false),
    filter: (name) => params.get(name) ?? '',
    setFilter: (name, value) => change(name, value, true),
    narrowed: search !== '' || filters.some((name) => params.has(name)),
  };
}
