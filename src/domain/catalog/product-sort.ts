/** The storefront's sort options (spec: position, price-asc, price-desc, name). */
export type ProductSort = 'position' | 'price-asc' | 'price-desc' | 'name';
export const PRODUCT_SORTS: readonly ProductSort[] = ['position', 'price-asc', 'price-desc', 'name'];
