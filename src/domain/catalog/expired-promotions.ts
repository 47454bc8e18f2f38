import type { Money } from '../money/money';
import type { IsoDate } from '../shared/lima-date';
import { promotionStatus, type PromotionTerms } from './promotion';

/** What the bulk switch-off writes back for one product. */
export interface PromotionSwitchOff {
  readonly productId: string;
  /** isPromoted off and discount 0; the dates are kept as a record of the past promotion. */
  readonly promotion: PromotionTerms;
  /** The price goes back to the original. */
  readonly price: Money;
}

export interface ExpiredPromotionsSwitchOff {
  readonly updates: readonly PromotionSwitchOff[];
  readonly notice: string;
}

/** The admin's bulk action: every promotion whose end date is before today is switched off. */
export function switchOffExpiredPromotions(
  products: readonly { readonly id: string; readonly originalPrice: Money; readonly promotion: PromotionTerms }[],
  today: IsoDate,
): ExpiredPromotionsSwitchOff {
  const updates = products
    .filter((product) => promotionStatus(product.promotion, today) === 'expired')
    .map((product) => ({
      productId: product.id,
      promotion: { ...product.promotion, isPromoted: false, discount: 0 },
      price: product.originalPrice,
    }));
  return { updates, notice: expiredPromotionsNotice(updates.length) };
}

export function expiredPromotionsNotice(count: number): string {
  return `Se han desactivado ${count} promociones expiradas`;
}
