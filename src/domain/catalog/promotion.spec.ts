import { Money } from '../money/money';
import { limaDate } from '../shared/lima-date';
import {
  currentPrice,
  discountedPrice,
  isDiscountApplied,
  isSingleDay,
  NO_PROMOTION,
  promotionStatus,
  type PromotionTerms,
} from './promotion';

const terms = (overrides: Partial<PromotionTerms> = {}): PromotionTerms => ({
  isPromoted: true,
  type: 'percentage',
  discount: 20,
  startDate: '2025-03-10',
  endDate: '2025-03-20',
  ...overrides,
});

describe('promotionStatus (today in Lima compared as YYYY-MM-DD)', () => {
  it.each([
    ['2025-03-09', 'upcoming'], // start > today
    ['2025-03-10', 'active'], // start = today
    ['2025-03-15', 'active'],
    ['2025-03-20', 'active'], // today = end, still active
    ['2025-03-21', 'expired'], // today > end
  ])('on %s the promotion is %s', (today, status) => {
    expect(promotionStatus(terms(), today)).toBe(status);
  });

  it('is none when not promoted or without dates', () => {
    expect(promotionStatus(NO_PROMOTION, '2025-03-15')).toBe('none');
    expect(promotionStatus(terms({ isPromoted: false }), '2025-03-15')).toBe('none');
    expect(promotionStatus(terms({ startDate: null }), '2025-03-15')).toBe('none');
    expect(promotionStatus(terms({ endDate: null }), '2025-03-15')).toBe('none');
  });

  it('a single-day promotion (start = end) is active only that day', () => {
    const oneDay = terms({ startDate: '2025-03-10', endDate: '2025-03-10' });
    expect(promotionStatus(oneDay, '2025-03-09')).toBe('upcoming');
    expect(promotionStatus(oneDay, '2025-03-10')).toBe('active');
    expect(promotionStatus(oneDay, '2025-03-11')).toBe('expired');
  });
});

describe('isSingleDay: start = end', () => {
  it('detects a one-day promotion', () => {
    expect(isSingleDay(terms({ startDate: '2025-03-10', endDate: '2025-03-10' }))).toBe(true);
    expect(isSingleDay(terms())).toBe(false);
    expect(isSingleDay(NO_PROMOTION)).toBe(false);
  });
});

describe('isDiscountApplied: discount > 0, promoted, and today inside the window', () => {
  it('applies inside the window', () => {
    expect(isDiscountApplied(terms(), '2025-03-20')).toBe(true);
  });

  it('does not apply with a zero discount, when not promoted, or outside the window', () => {
    expect(isDiscountApplied(terms({ discount: 0 }), '2025-03-15')).toBe(false);
    expect(isDiscountApplied(terms({ isPromoted: false }), '2025-03-15')).toBe(false);
    expect(isDiscountApplied(terms(), '2025-03-09')).toBe(false);
    expect(isDiscountApplied(terms(), '2025-03-21')).toBe(false);
  });
});

describe('discountedPrice', () => {
  const original = Money.fromSoles(100);

  it('fixed: original − amount', () => {
    expect(discountedPrice(original, 'fixed', 30).format()).toBe('S/ 70.00');
  });

  it('fixed: never below 0 when the amount is above the original', () => {
    expect(discountedPrice(original, 'fixed', 150).cents).toBe(0);
  });

  it('percentage: original × (1 − p/100), rounded half-up', () => {
    expect(discountedPrice(original, 'percentage', 15).format()).toBe('S/ 85.00');
    // 0.15 × (1 − 0.5) = 0.075 → S/ 0.08
    expect(discountedPrice(Money.fromCents(15), 'percentage', 50).cents).toBe(8);
    expect(discountedPrice(original, 'percentage', 100).cents).toBe(0);
  });
});

describe('currentPrice: expired and upcoming promotions sell at the original price', () => {
  const original = Money.fromSoles(200);
  it.each([
    ['2025-03-09', 'S/ 200.00'],
    ['2025-03-15', 'S/ 160.00'],
    ['2025-03-21', 'S/ 200.00'],
  ])('on %s costs %s', (today, price) => {
    expect(currentPrice(original, terms(), today).format()).toBe(price);
  });
});

describe('the Lima date boundary (UTC−5)', () => {
  const endsOnThe20th = terms({ startDate: '2025-03-10', endDate: '2025-03-20' });

  it('at 23:59 Lima on the end date (04:59 UTC the next day) the promotion is still active', () => {
    const today = limaDate(new Date('2025-03-21T04:59:00Z'));
    expect(promotionStatus(endsOnThe20th, today)).toBe('active');
    expect(currentPrice(Money.fromSoles(100), endsOnThe20th, today).format()).toBe('S/ 80.00');
  });

  it('at 00:01 Lima the day after (05:01 UTC) it has expired and sells at the original price', () => {
    const today = limaDate(new Date('2025-03-21T05:01:00Z'));
    expect(promotionStatus(endsOnThe20th, today)).toBe('expired');
    expect(currentPrice(Money.fromSoles(100), endsOnThe20th, today).format()).toBe('S/ 100.00');
  });

  it('at 23:59 Lima the day before the start (04:59 UTC on the start date) it is still upcoming', () => {
    expect(promotionStatus(endsOnThe20th, limaDate(new Date('2025-03-10T04:59:00Z')))).toBe('upcoming');
    expect(promotionStatus(endsOnThe20th, limaDate(new Date('2025-03-10T05:01:00Z')))).toBe('active');
  });
});
