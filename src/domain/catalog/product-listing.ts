/**
 * Which storefront list a query serves; each applies the spec's visibility rule
 * (src/domain/catalog/product-visibility.ts) on today's Lima date.
 * - catalogue: no visibility rule (brand and category pages, admin).
 * - web: /web-products; promoted products appear only inside their promotion window.
 * - promotions: /promotions; promoted products whose promotion runs today or is about to start.
 */
export type ProductListing = 'catalogue' | 'web' | 'promotions';
