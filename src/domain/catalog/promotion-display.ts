import { formatIsoDate, type IsoDate } from '../shared/lima-date';
import { isSingleDay, promotionStatus, type PromotionTerms } from './promotion';

export const SINGLE_DAY_TITLE = '¡SOLO POR HOY!';
export const ACTIVE_TITLE = '¡EN PROMOCIÓN!';
export const UPCOMING_TITLE = 'Próximamente en promoción';

/**
 * What a product card shows about its promotion today: a title and, under it, a detail line.
 * Expired promotions and promotions without a discount show nothing: the product sells at the
 * original price.
 */
export type PromotionLabel =
  | { readonly kind: 'single-day'; readonly title: string; readonly detail: null; readonly badge: string }
  | {
      readonly kind: 'active';
      readonly title: string;
      /** 'Hasta dd/mm/yyyy'. */
      readonly until: string;
      /** The line under the title: the same 'Hasta dd/mm/yyyy'. */
      readonly detail: string;
      readonly badge: string;
    }
  | {
      readonly kind: 'upcoming';
      readonly title: string;
      readonly startDate: IsoDate;
      /** The start date as shown (es-PE, dd/mm/yyyy). */
      readonly startsOn: string;
      /** The line under the title: the discount it will have and its start date, '-20% desde el 01/12/2026'. */
      readonly detail: string;
      readonly badge: string;
    };

export function promotionLabel(terms: PromotionTerms, today: IsoDate): PromotionLabel | null {
  const badge = discountBadge(terms);
  if (badge === null) return null;
  const status = promotionStatus(terms, today);
  // promotionStatus guarantees both dates when it is not 'none'.
  if (status === 'upcoming') {
    const startDate = terms.startDate as IsoDate;
    const startsOn = formatIsoDate(startDate);
    return {
      kind: 'upcoming',
      title: UPCOMING_TITLE,
      startDate,
      startsOn,
      detail: `${badge} desde el ${startsOn}`,
      badge,
    };
  }
  if (status !== 'active') return null;
  if (isSingleDay(terms)) return { kind: 'single-day', title: SINGLE_DAY_TITLE, detail: null, badge };
  const until = `Hasta ${formatIsoDate(terms.endDate as IsoDate)}`;
  return { kind: 'active', title: ACTIVE_TITLE, until, detail: until, badge };
}

/** '-S/{amount}' for a fixed discount, '-{percent}%' otherwise; null when there is no discount to show. */
export function discountBadge(terms: Pick<PromotionTerms, 'type' | 'discount'>): string | null {
  if (terms.discount <= 0) return null;
  const amount = Number.isInteger(terms.discount) ? String(terms.discount) : terms.discount.toFixed(2);
  return terms.type === 'fixed' ? `-S/${amount}` : `-${amount}%`;
}
