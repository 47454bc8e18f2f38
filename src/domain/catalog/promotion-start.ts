import { fieldError, type FieldError } from '../shared/field-error';
import { isIsoDate, type IsoDate } from '../shared/lima-date';
import type { ProductFormField } from './product-form';
import type { PromotionTerms } from './promotion';

export const PROMOTION_START_IN_PAST_MESSAGE = 'La fecha de inicio no puede ser anterior a hoy';
export const PROMOTION_END_IN_PAST_MESSAGE = 'La fecha de fin no puede ser anterior a hoy';

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
  const { isPromoted, startDate } = promotion;
  if (!isPromoted || !startDate || !isIsoDate(startDate)) return null;
  if (startDate >= today || startDate === savedStartDate) return null;
  return fieldError('promotionStartDate', 'PROMOTION_START_IN_PAST', PROMOTION_START_IN_PAST_MESSAGE);
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
  const { isPromoted, endDate } = promotion;
  if (!isPromoted || !endDate || !isIsoDate(endDate)) return null;
  if (endDate >= today || endDate === savedEndDate) return null;
  return fieldError('promotionEndDate', 'PROMOTION_END_IN_PAST', PROMOTION_END_IN_PAST_MESSAGE);
}
