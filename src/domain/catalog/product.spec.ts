import { Money } from '../money/money';
import { priceOn } from './product';
import { NO_PROMOTION } from './promotion';

describe('priceOn', () => {
  it('gathers the price facts of a product on a given day', () => {
    const view = priceOn(
      {
        originalPrice: Money.fromSoles(120),
        promotion: { isPromoted: true, type: 'fixed', discount: 20, startDate: '2025-03-10', endDate: '2025-03-10' },
      },
      '2025-03-10',
    );
    expect(view.price.format()).toBe('S/ 100.00');
    expect(view.originalPrice.format()).toBe('S/ 120.00');
    expect(view.discountApplied).toBe(true);
    expect(view.promotionStatus).toBe('active');
  });

  it('sells at the original price without a promotion', () => {
    const view = priceOn({ originalPrice: Money.fromSoles(120), promotion: NO_PROMOTION }, '2025-03-10');
    expect(view.price.format()).toBe('S/ 120.00');
    expect(view.discountApplied).toBe(false);
    expect(view.promotionStatus).toBe('none');
  });
});
