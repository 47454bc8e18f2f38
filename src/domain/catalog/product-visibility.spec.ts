import { NO_PROMOTION, type PromotionTerms } from './promotion';
import { isListedOnWeb, isOnPromotionsPage } from './product-visibility';

const promo: PromotionTerms = {
  isPromoted: true,
  type: 'percentage',
  discount: 10,
  startDate: '2025-03-10',
  endDate: '2025-03-12',
};

describe('isListedOnWeb: promoted products outside their window are excluded', () => {
  it.each([
    ['2025-03-09', false],
    ['2025-03-10', true],
    ['2025-03-12', true],
    ['2025-03-13', false],
  ])('promoted product on %s → %s', (today, listed) => {
    expect(isListedOnWeb({ active: true, promotion: promo }, today)).toBe(listed);
  });

  it('lists active products without promotion and never inactive ones', () => {
    expect(isListedOnWeb({ active: true, promotion: NO_PROMOTION }, '2025-03-13')).toBe(true);
    expect(isListedOnWeb({ active: false, promotion: NO_PROMOTION }, '2025-03-13')).toBe(false);
  });
});

describe('isOnPromotionsPage', () => {
  it('shows active and upcoming promotions of active products', () => {
    expect(isOnPromotionsPage({ active: true, promotion: promo }, '2025-03-09')).toBe(true);
    expect(isOnPromotionsPage({ active: true, promotion: promo }, '2025-03-12')).toBe(true);
    expect(isOnPromotionsPage({ active: true, promotion: promo }, '2025-03-13')).toBe(false);
    expect(isOnPromotionsPage({ active: false, promotion: promo }, '2025-03-11')).toBe(false);
  });
});
