import { Money, roundHalfUp } from '../money/money';
import type { IsoDate } from '../shared/lima-date';

export type PromotionType = 'percentage' | 'fixed';

/**
 * What the admin configured. `discount` is the spec's `discountPercentage`:
 * a whole percent for 'percentage', whole soles off for 'fixed'.
 */
export interface PromotionTerms {
  readonly isPromoted: boolean;
  readonly type: PromotionType;
  readonly discount: number;
  readonly startDate: IsoDate | null;
  readonly endDate: IsoDate | null;
}

export const NO_PROMOTION: PromotionTerms = {
  isPromoted: false,
  type: 'percentage',
  discount: 0,
  startDate: null,
  endDate: null,
};

/** 'none' when the product is not promoted or has no window at all. */
export type PromotionStatus = 'none' | 'upcoming' | 'active' | 'expired';

export function promotionStatus(terms: PromotionTerms, today: IsoDate): PromotionStatus {
  if (!terms.isPromoted || !terms.startDate || !terms.endDate) return 'none';
  if (terms.startDate > today) return 'upcoming';
  if (today > terms.endDate) return 'expired';
  return 'active';
}

/** A one-day promotion ('¡SOLO POR HOY!'): start and end are the same date. */
export function isSingleDay(terms: PromotionTerms): boolean {
  return terms.startDate !== null && terms.startDate === terms.endDate;
}

/** The discount counts only when it is above 0, the product is promoted and today is inside the window. */
export function isDiscountApplied(terms: PromotionTerms, today: IsoDate): boolean {
  return terms.discount > 0 && promotionStatus(terms, today) === 'active';
}

/**
 * The price after a discount, ignoring dates.
 * fixed: original − amount, never below 0; percentage: original × (1 − p/100), half-up.
 */
export function discountedPrice(original: Money, type: PromotionType, discount: number): Money {
  if (type === 'fixed') return original.subtractFloorZero(Money.fromSoles(discount));
  return Money.fromCents(roundHalfUp((original.cents * (100 - discount)) / 100));
}

/** What a shopper pays today. Expired and upcoming promotions sell at the original price. */
export function currentPrice(original: Money, terms: PromotionTerms, today: IsoDate): Money {
  return isDiscountApplied(terms, today) ? discountedPrice(original, terms.type, terms.discount) : original;
}
