import { NO_PROMOTION, type PromotionTerms } from './promotion';
import { PROMOTION_START_IN_PAST_MESSAGE, promotionStartError } from './promotion-start';

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
