import { Money } from '../../domain/money/money';
import { aBrand, aProduct } from './catalog-fixtures';
import { InMemoryCatalogue } from './in-memory-catalog';

/** 10:00 in Lima on 2026-11-22. */
export const NOW = new Date('2026-11-22T15:00:00Z');
export const TODAY = '2026-11-22';

/** A small shop: three products on sale (S/ 100, S/ 50 with 3 units, S/ 80 at -25 % today) and one of a retired brand. */
export function cartCatalogue(): InMemoryCatalogue {
  return new InMemoryCatalogue({
    brands: [aBrand({ id: 'dior', name: 'Dior' }), aBrand({ id: 'old', name: 'Retirada', active: false })],
    products: [
      aProduct({ id: 'sauvage', name: 'Sauvage', brandId: 'dior', originalPrice: Money.fromSoles(100), stock: 10 }),
      aProduct({ id: 'miss', name: 'Miss Dior', brandId: 'dior', originalPrice: Money.fromSoles(50), stock: 3 }),
      aProduct({
        id: 'jadore',
        name: "J'adore",
        brandId: 'dior',
        originalPrice: Money.fromSoles(80),
        promotion: { isPromoted: true, type: 'percentage', discount: 25, startDate: TODAY, endDate: TODAY },
      }),
      aProduct({ id: 'orphan', name: 'Sin marca', brandId: 'old', stock: 5 }),
    ],
  });
}
