import { Money } from '../money/money';
import { expiredPromotionsNotice, switchOffExpiredPromotions } from './expired-promotions';
import { NO_PROMOTION, type PromotionTerms } from './promotion';

const promo = (startDate: string, endDate: string): PromotionTerms => ({
  isPromoted: true,
  type: 'percentage',
  discount: 10,
  startDate,
  endDate,
});

describe('switchOffExpiredPromotions', () => {
  const products = [
    { id: 'expired', originalPrice: Money.fromSoles(100), promotion: promo('2025-03-01', '2025-03-09') },
    { id: 'ends-today', originalPrice: Money.fromSoles(100), promotion: promo('2025-03-01', '2025-03-10') },
    { id: 'upcoming', originalPrice: Money.fromSoles(100), promotion: promo('2025-03-11', '2025-03-12') },
    { id: 'none', originalPrice: Money.fromSoles(100), promotion: NO_PROMOTION },
    { id: 'expired-too', originalPrice: Money.fromSoles(50), promotion: promo('2025-03-05', '2025-03-05') },
  ];

  it('switches off only promotions with today > end: isPromoted off, discount 0, price back to original', () => {
    const result = switchOffExpiredPromotions(products, '2025-03-10');
    expect(result.updates.map((update) => update.productId)).toEqual(['expired', 'expired-too']);
    const [first] = result.updates;
    expect(first?.promotion).toEqual({ ...promo('2025-03-01', '2025-03-09'), isPromoted: false, discount: 0 });
    expect(first?.price.format()).toBe('S/ 100.00');
    expect(result.notice).toBe('Se han desactivado 2 promociones expiradas');
  });

  it('reports zero when nothing expired', () => {
    expect(switchOffExpiredPromotions([], '2025-03-10').notice).toBe('Se han desactivado 0 promociones expiradas');
  });

  it("notice text 'Se han desactivado N promociones expiradas'", () => {
    expect(expiredPromotionsNotice(5)).toBe('Se han desactivado 5 promociones expiradas');
  });
});
