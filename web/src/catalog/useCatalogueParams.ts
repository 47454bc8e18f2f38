import { readCataloguePageQuery } from '@esencia/domain/catalog/catalogue-page';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { ProductSort } from '../gql/graphql';
import { DEFAULT_SORT_PARAM, findSortOption, type SortParam } from './sortOptions';

/** Products per catalogue page (the server answers the first page in the HTML with the same size). */
export { CATALOGUE_PAGE_SIZE } from '@esencia/domain/catalog/catalogue-page';

export interface CatalogueParams {
  sortParam: SortParam;
  sort: ProductSort;
  page: number;
  setSort: (param: SortParam) => void;
  setPage: (page: number) => void;
}

/** Sort and page of a catalogue listing, kept in the URL query (`?sort=price-asc&page=2`). */
export function useCatalogueParams(): CatalogueParams {
  const [searchParams, setSearchParams] = useSearchParams();
  const { sort, page } = readCataloguePageQuery({ sort: searchParams.get('sort'), page: searchParams.get('page') });
  const option = findSortOption(sort);

  const setSort = useCallback(
    (param: SortParam) => {
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        if (param === DEFAULT_SORT_PARAM) next.delete('sort');
        else next.set('sort', param);
        next.delete('page');
        return next;
      });
    },
    [setSearchParams],
  );

  const setPage = useCallback(
    (nextPage: number) => {
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        if (nextPage <= 1) next.delete('page');
        else next.set('page', String(nextPage));
        return next;
      });
    },
    [setSearchParams],
  );

  return { sortParam: option.param, sort: option.sort, page, setSort, setPage };
}
