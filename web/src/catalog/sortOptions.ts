import type { ProductSort } from '../gql/graphql';

/** The `?sort=` values kept in the URL (spec: position, price-asc, price-desc, name). */
export type SortParam = 'position' | 'price-asc' | 'price-desc' | 'name';

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

export const DEFAULT_SORT_PARAM: SortParam = 'position';

export function findSortOption(param: string | null): SortOption {
  return SORT_OPTIONS.find((option) => option.param === param) ?? SORT_OPTIONS[0]!;
}
