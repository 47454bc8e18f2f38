import { fieldError, type FieldError } from '../shared/field-error';
import { isIsoDate, type IsoDate } from '../shared/lima-date';
import type { ProductFormField } from './product-form';
import type { PromotionTerms } from './promotion';

export const PROMOTION_START_IN_PAST_MESSAGE = 'La fecha de inicio no puede ser anterior a hoy';
export const PROMOTION_END_IN_PAST_MESSAGE = 'La fecha de fin no puede ser anterior a hoy';

/** A promotion date typed before today, unless it is the one the product already had. */
function dateInPast(promotion: PromotionTerms, date: string | null, today: IsoDate, saved: IsoDate | null): boolean {
  return promotion.isPromoted && !!date && isIsoDate(date) && date < today && date !== saved;
}

/**
 * "Dates have a minimum of today" (admin-and-stories.md §5): a promotion
 * cannot be set to start in the past, by today's date in Lima. A product
 * whose running (or past) promotion keeps the start it already had can still
 * be saved, so editing its name or stock never forces a new start date.
 */
export function promotionStartError(
  promotion: PromotionTerms,
  today: IsoDate,
  savedStartDate: IsoDate | null = null,
): FieldError<ProductFormField> | null {
  return dateInPast(promotion, promotion.startDate, today, savedStartDate)
    ? fieldError('promotionStartDate', 'PROMOTION_START_IN_PAST', PROMOTION_START_IN_PAST_MESSAGE)
    : null;
}

/**
 * The end date's minimum of today, on its own: once a promotion's start has passed (and is kept), a new end date in
 * the past was still accepted (issue 27). The end it already had stays acceptable, so an expired promotion's product
 * can still be edited.
 */
export function promotionEndError(
  promotion: PromotionTerms,
  today: IsoDate,
  savedEndDate: IsoDate | null = null,
): FieldError<ProductFormField> | null {
  return dateInPast(promotion, promotion.endDate, today, savedEndDate)
    ? fieldError('promotionEndDate', 'PROMOTION_END_IN_PAST', PROMOTION_END_IN_PAST_MESSAGE)
    : null;
}
