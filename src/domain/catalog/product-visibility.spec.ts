import { NO_PROMOTION, type PromotionTerms } from './promotion';
import { isListedOnWeb, isOnPromotionsPage, isOnSale } from './product-visibility';

const promo: PromotionTerms = {
  isPromoted: true,
  type: 'percentage',
  discount: 10,
  startDate: '2025-03-10',
  endDate: '2025-03-12',
};
const activeBrand = { active: true };
const inactiveBrand = { active: false };

describe('isOnSale: the product and its brand are both active', () => {
  it.each([
    [true, activeBrand, true],
    [false, activeBrand, false],
    [true, inactiveBrand, false],
    [true, null, false],
  ])('product active %s, brand %j → %s', (active, brand, onSale) => {
    expect(isOnSale({ active }, brand)).toBe(onSale);
  });
});

describe('isListedOnWeb: promoted products outside their window are excluded', () => {
  it.each([
    ['2025-03-09', false],
    ['2025-03-10', true],
    ['2025-03-12', true],
    ['2025-03-13', false],
  ])('promoted product on %s → %s', (today, listed) => {
    expect(isListedOnWeb({ active: true, promotion: promo }, activeBrand, today)).toBe(listed);
  });

  it('lists active products without promotion and never inactive ones', () => {
    expect(isListedOnWeb({ active: true, promotion: NO_PROMOTION }, activeBrand, '2025-03-13')).toBe(true);
    expect(isListedOnWeb({ active: false, promotion: NO_PROMOTION }, activeBrand, '2025-03-13')).toBe(false);
  });

  it('never lists a product of an inactive brand', () => {
    expect(isListedOnWeb({ active: true, promotion: NO_PROMOTION }, inactiveBrand, '2025-03-13')).toBe(false);
    expect(isListedOnWeb({ active: true, promotion: promo }, inactiveBrand, '2025-03-11')).toBe(false);
  });
});

describe('isOnPromotionsPage', () => {
  it('shows active and upcoming promotions of products on sale', () => {
    expect(isOnPromotionsPage({ active: true, promotion: promo }, activeBrand, '2025-03-09')).toBe(true);
    expect(isOnPromotionsPage({ active: true, promotion: promo }, activeBrand, '2025-03-12')).toBe(true);
    expect(isOnPromotionsPage({ active: true, promotion: promo }, activeBrand, '2025-03-13')).toBe(false);
    expect(isOnPromotionsPage({ active: false, promotion: promo }, activeBrand, '2025-03-11')).toBe(false);
    expect(isOnPromotionsPage({ active: true, promotion: promo }, inactiveBrand, '2025-03-11')).toBe(false);
  });
});
