/** The search box and the admin order's product picker both show at most 5 results. */
export const SEARCH_RESULT_LIMIT = 5;

export interface Searchable {
  readonly name: string;
  readonly brandName: string;
}

/** Storefront search: product name or brand, case-insensitive, at most 5 results. */
export function searchProducts<T extends Searchable>(products: readonly T[], query: string): readonly T[] {
  const needle = normalize(query);
  if (!needle) return [];
  return products
    .filter((product) => normalize(product.name).includes(needle) || normalize(product.brandName).includes(needle))
    .slice(0, SEARCH_RESULT_LIMIT);
}

/** The admin create-order picker: same search, only active products with stock above 0. */
export function searchOrderableProducts<T extends Searchable & { readonly active: boolean; readonly stock: number }>(
  products: readonly T[],
  query: string,
): readonly T[] {
  return searchProducts(
    products.filter((product) => product.active && product.stock > 0),
    query,
  );
}

function normalize(text: string): string {
  return text.trim().toLocaleLowerCase('es-PE');
}
