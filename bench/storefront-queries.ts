/**
 * The storefront's catalogue reads as the benches send them (bench/api.bench.ts, bench/cpu-profile.ts,
 * bench/scale.bench.ts): what a listing card and a product page show, the page of 24 and the product by id.
 */
const PRODUCT_FIELDS = `id name description imageUrl brand { id name } categories { id name }
  price { amount cents formatted } originalPrice { amount cents formatted } stock stockStatus { level label }
  promotion { type discount status startDate endDate singleDay badge headline detail }`;

/** `products(page, pageSize, active: true)`: a catalogue page with its total. */
export const LIST_QUERY = `query BenchProducts($page: Int!, $pageSize: Int!) {
  products(page: $page, pageSize: $pageSize, active: true) { total page pageSize totalPages items { ${PRODUCT_FIELDS} } }
}`;

/** `product(id)`: a product page. */
export const PRODUCT_QUERY = `query BenchProduct($id: ID!) { product(id: $id) { ${PRODUCT_FIELDS} } }`;
