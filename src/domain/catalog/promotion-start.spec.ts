import { NO_PROMOTION, type PromotionTerms } from './promotion';
import {
  PROMOTION_END_IN_PAST_MESSAGE,
  PROMOTION_START_IN_PAST_MESSAGE,
  promotionEndError,
  promotionStartError,
} from './promotion-start';

const promo = (startDate: string | null, endDate: string | null = startDate): PromotionTerms => ({
  isPromoted: true,
  type: 'percentage',
  discount: 20,
  startDate,
  endDate,
});

describe('promotionStartError', () => {
  const today = '2026-11-22';

  it('accepts a promotion starting today or later', () => {
    expect(promotionStartError(promo('2026-11-22'), today)).toBeNull();
    expect(promotionStartError(promo('2026-12-01', '2026-12-31'), today)).toBeNull();
  });

  it('refuses a new start before today in Lima', () => {
    expect(promotionStartError(promo('2026-11-21'), today)).toEqual({
      field: 'promotionStartDate',
      code: 'PROMOTION_START_IN_PAST',
      message: PROMOTION_START_IN_PAST_MESSAGE,
    });
  });

  it('keeps a running promotion saveable with the start it already had', () => {
    expect(promotionStartError(promo('2026-11-01', '2026-11-30'), today, '2026-11-01')).toBeNull();
    expect(promotionStartError(promo('2026-11-02', '2026-11-30'), today, '2026-11-01')).not.toBeNull();
  });

  it('leaves products without a promotion and missing or malformed dates to the form rules', () => {
    expect(promotionStartError({ ...NO_PROMOTION, startDate: '2020-01-01' }, today)).toBeNull();
    expect(promotionStartError(promo(null), today)).toBeNull();
    expect(promotionStartError(promo('ayer'), today)).toBeNull();
  });
});

describe('promotionEndError: the end date has a minimum of today too', () => {
  const today = '2026-11-22';

  it('refuses a new end before today, even when the running start is kept (issue 27)', () => {
    expect(promotionEndError(promo('2026-11-01', '2026-11-21'), today, '2026-11-30')).toEqual({
      field: 'promotionEndDate',
      code: 'PROMOTION_END_IN_PAST',
      message: PROMOTION_END_IN_PAST_MESSAGE,
    });
    expect(PROMOTION_END_IN_PAST_MESSAGE).toBe('La fecha de fin no puede ser anterior a hoy');
  });

  it('accepts an end today or later, the end it already had, and no promotion', () => {
    expect(promotionEndError(promo('2026-11-01', '2026-11-22'), today)).toBeNull();
    expect(promotionEndError(promo('2026-11-01', '2026-11-10'), today, '2026-11-10')).toBeNull();
    expect(promotionEndError({ ...NO_PROMOTION, endDate: '2020-01-01' }, today)).toBeNull();
    expect(promotionEndError(promo('2026-11-01', null), today)).toBeNull();
  });
});
