import type { IsoDate } from '../shared/lima-date';
import { promotionStatus, type PromotionTerms } from './promotion';

/** What decides, besides the product's own flag, whether it is sold: its brand is active. */
export interface BrandState {
  readonly active: boolean;
}

/**
 * On sale: the product is active and so is its brand. A product of an inactive
 * (or missing) brand is not sold anywhere: hidden from every storefront list,
 * from search and from carts; its own page still answers, as not available.
 */
export function isOnSale(product: { readonly active: boolean }, brand: BrandState | null): boolean {
  return product.active && brand !== null && brand.active;
}

/**
 * Whether a product appears in the web list today: only products on sale, and
 * promoted products only inside their promotion window.
 */
export function isListedOnWeb(
  product: { readonly active: boolean; readonly promotion: PromotionTerms },
  brand: BrandState | null,
  today: IsoDate,
): boolean {
  if (!isOnSale(product, brand)) return false;
  if (!product.promotion.isPromoted) return true;
  return promotionStatus(product.promotion, today) === 'active';
}

/** The promotions page: promoted products on sale whose promotion runs today or is about to start. */
export function isOnPromotionsPage(
  product: { readonly active: boolean; readonly promotion: PromotionTerms },
  brand: BrandState | null,
  today: IsoDate,
): boolean {
  const status = promotionStatus(product.promotion, today);
  return isOnSale(product, brand) && (status === 'active' || status === 'upcoming');
}
