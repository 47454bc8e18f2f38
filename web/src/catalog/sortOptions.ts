import { DEFAULT_PRODUCT_SORT, readCataloguePageQuery } from '@esencia/domain/catalog/catalogue-page';
import type { ProductSort as DomainProductSort } from '@esencia/domain/catalog/product-sort';
import type { ProductSort } from '../gql/graphql';

/** The `?sort=` values kept in the URL (spec: position, price-asc, price-desc, name). */
export type SortParam = DomainProductSort;

export interface SortOption {
  param: SortParam;
  label: string;
  sort: ProductSort;
}

export const SORT_OPTIONS: readonly SortOption[] = [
  { param: 'position', label: 'Posición', sort: 'POSITION' },
  { param: 'price-asc', label: 'Precio: menor a mayor', sort: 'PRICE_ASC' },
  { param: 'price-desc', label: 'Precio: mayor a menor', sort: 'PRICE_DESC' },
  { param: 'name', label: 'Nombre', sort: 'NAME' },
];

export const DEFAULT_SORT_PARAM: SortParam = DEFAULT_PRODUCT_SORT;

/** The option of a `?sort=` value; an unknown one is the default (the domain's rule, shared with the server). */
export function findSortOption(param: string | null): SortOption {
  const sort = readCataloguePageQuery({ sort: param }).sort;
  return SORT_OPTIONS.find((option) => option.param === sort)!;
}
