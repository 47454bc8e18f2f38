import type { IsoDate } from '../shared/lima-date';
import { promotionStatus, type PromotionTerms } from './promotion';

/**
 * Whether an active product appears in the web list today: promoted products
 * outside their promotion window are left out.
 */
export function isListedOnWeb(
  product: { readonly active: boolean; readonly promotion: PromotionTerms },
  today: IsoDate,
): boolean {
  if (!product.active) return false;
  if (!product.promotion.isPromoted) return true;
  return promotionStatus(product.promotion, today) === 'active';
}

/** The promotions page: promoted, active products whose promotion runs today or is about to start. */
export function isOnPromotionsPage(
  product: { readonly active: boolean; readonly promotion: PromotionTerms },
  today: IsoDate,
): boolean {
  const status = promotionStatus(product.promotion, today);
  return product.active && (status === 'active' || status === 'upcoming');
}
