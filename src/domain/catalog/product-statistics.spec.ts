import { NO_PROMOTION, type PromotionTerms } from './promotion';
import { productStatistics } from './product-statistics';

const promo = (startDate: string, endDate: string): PromotionTerms => ({
  isPromoted: true,
  type: 'fixed',
  discount: 5,
  startDate,
  endDate,
});

describe('productStatistics', () => {
  it('counts total, active, promoted, carousel, upcoming/active promotions and low stock (active, ≤ 5)', () => {
    const stats = productStatistics(
      [
        { active: true, carousel: true, stock: 5, promotion: promo('2025-03-11', '2025-03-12') },
        { active: true, carousel: false, stock: 6, promotion: promo('2025-03-10', '2025-03-10') },
        { active: false, carousel: false, stock: 0, promotion: promo('2025-03-01', '2025-03-09') },
        { active: true, carousel: true, stock: 30, promotion: NO_PROMOTION },
      ],
      '2025-03-10',
    );
    expect(stats).toEqual({
      total: 4,
      active: 3,
      promoted: 3,
      inCarousel: 2,
      upcomingPromotions: 1,
      activePromotions: 1,
      lowStock: 1,
    });
  });
});
