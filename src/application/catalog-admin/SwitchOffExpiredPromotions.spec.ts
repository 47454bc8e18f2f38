import type { PromotionTerms } from '../../domain/catalog/promotion';
import { adminCatalogueFixture } from '../testing/admin-catalogue-fixture';
import { aProduct } from '../testing/catalog-fixtures';
import { SwitchOffExpiredPromotions } from './SwitchOffExpiredPromotions';

const promo = (startDate: string, endDate: string): PromotionTerms => ({
  isPromoted: true,
  type: 'percentage',
  discount: 20,
  startDate,
  endDate,
});

describe('SwitchOffExpiredPromotions', () => {
  it('switches off only promotions that ended before today in Lima, and says how many', async () => {
    // 03:00 UTC on the 23rd is still the 22nd in Lima: a promotion ending on the 22nd is running.
    const shop = adminCatalogueFixture(new Date('2026-11-23T03:00:00Z'));
    const products = {
      ended: aProduct({ id: 'a', promotion: promo('2026-11-01', '2026-11-21') }),
      endsToday: aProduct({ id: 'b', promotion: promo('2026-11-01', '2026-11-22') }),
      upcoming: aProduct({ id: 'c', promotion: promo('2026-12-01', '2026-12-02') }),
      endedLongAgo: aProduct({ id: 'd', promotion: promo('2025-01-01', '2025-01-01') }),
    };
    Object.values(products).forEach((p) => shop.products.products.set(p.id, p));

    const result = await new SwitchOffExpiredPromotions(shop.products, shop.clock).execute();

    expect(result).toEqual({ count: 2, message: 'Se han desactivado 2 promociones expiradas' });
    expect(shop.products.products.get('a')?.promotion).toEqual({
      ...promo('2026-11-01', '2026-11-21'),
      isPromoted: false,
      discount: 0,
    });
    expect(shop.products.products.get('b')?.promotion.isPromoted).toBe(true);
    expect(shop.products.products.get('c')?.promotion.isPromoted).toBe(true);
    expect(shop.products.products.get('d')?.promotion.isPromoted).toBe(false);
  });
});
