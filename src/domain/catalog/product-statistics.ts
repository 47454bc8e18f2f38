import type { IsoDate } from '../shared/lima-date';
import { promotionStatus, type PromotionTerms } from './promotion';
import { isLowStock } from './stock-level';

export interface ProductStatistics {
  readonly total: number;
  readonly active: number;
  /** Products with the promotion switch on, whatever their dates. */
  readonly promoted: number;
  readonly inCarousel: number;
  readonly upcomingPromotions: number;
  readonly activePromotions: number;
  /** Active with stock of 5 or less (isLowStock). */
  readonly lowStock: number;
}

/** The admin products screen's stat cards and the dashboard's product figures. */
export function productStatistics(
  products: readonly {
    readonly active: boolean;
    readonly carousel: boolean;
    readonly stock: number;
    readonly promotion: PromotionTerms;
  }[],
  today: IsoDate,
): ProductStatistics {
  const count = (predicate: (product: (typeof products)[number]) => boolean) => products.filter(predicate).length;
  return {
    total: products.length,
    active: count((p) => p.active),
    promoted: count((p) => p.promotion.isPromoted),
    inCarousel: count((p) => p.carousel),
    upcomingPromotions: count((p) => promotionStatus(p.promotion, today) === 'upcoming'),
    activePromotions: count((p) => promotionStatus(p.promotion, today) === 'active'),
    lowStock: count(isLowStock),
  };
}
