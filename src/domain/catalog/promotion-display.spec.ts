import type { PromotionTerms } from './promotion';
import { discountBadge, promotionLabel } from './promotion-display';

const terms = (overrides: Partial<PromotionTerms> = {}): PromotionTerms => ({
  isPromoted: true,
  type: 'percentage',
  discount: 25,
  startDate: '2025-03-10',
  endDate: '2025-03-20',
  ...overrides,
});

describe('promotionLabel', () => {
  it("upcoming (start > today): 'Próximamente en promoción' with the discount and start date under it", () => {
    expect(promotionLabel(terms(), '2025-03-09')).toEqual({
      kind: 'upcoming',
      title: 'Próximamente en promoción',
      startDate: '2025-03-10',
      startsOn: '10/03/2025',
      detail: '-25% desde el 10/03/2025',
      badge: '-25%',
    });
    const fixed = terms({ type: 'fixed', discount: 12.5, startDate: '2025-12-01', endDate: '2025-12-01' });
    expect(promotionLabel(fixed, '2025-11-30')?.detail).toBe('-S/12.50 desde el 01/12/2025');
  });

  it("active range: '¡EN PROMOCIÓN!' with 'Hasta {date}', also when today = end", () => {
    const expected = {
      kind: 'active',
      title: '¡EN PROMOCIÓN!',
      until: 'Hasta 20/03/2025',
      detail: 'Hasta 20/03/2025',
      badge: '-25%',
    };
    expect(promotionLabel(terms(), '2025-03-10')).toEqual(expected);
    expect(promotionLabel(terms(), '2025-03-20')).toEqual(expected);
  });

  it("single day (start = end): '¡SOLO POR HOY!'", () => {
    const oneDay = terms({ startDate: '2025-03-10', endDate: '2025-03-10', type: 'fixed', discount: 30 });
    expect(promotionLabel(oneDay, '2025-03-10')).toEqual({
      kind: 'single-day',
      title: '¡SOLO POR HOY!',
      detail: null,
      badge: '-S/30',
    });
  });

  it('expired (today > end): no label, the original price is shown', () => {
    expect(promotionLabel(terms(), '2025-03-21')).toBeNull();
  });

  it('no label without a discount or without a promotion', () => {
    expect(promotionLabel(terms({ discount: 0 }), '2025-03-15')).toBeNull();
    expect(promotionLabel(terms({ isPromoted: false }), '2025-03-15')).toBeNull();
  });
});

describe("discountBadge: '-S/{amount}' fixed, '-{percent}%' percentage", () => {
  it.each([
    [{ type: 'fixed', discount: 20 }, '-S/20'],
    [{ type: 'fixed', discount: 12.5 }, '-S/12.50'],
    [{ type: 'percentage', discount: 15 }, '-15%'],
    [{ type: 'percentage', discount: 0 }, null],
  ] as const)('%j → %s', (input, badge) => {
    expect(discountBadge(input)).toBe(badge);
  });
});
