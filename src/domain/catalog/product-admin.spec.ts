import {
  compareAdminProducts,
  compareMostWaited,
  matchesAdminProductFilter,
  stockAdjustmentError,
} from './product-admin';
import { NO_PROMOTION } from './promotion';

const product = (changes: Partial<Parameters<typeof matchesAdminProductFilter>[0]> = {}) => ({
  name: 'Ñandú Rosa',
  active: true,
  carousel: false,
  stock: 3,
  promotion: NO_PROMOTION,
  ...changes,
});

describe('the admin products table', () => {
  it('keeps the products whose name or brand contains the search (normalised)', () => {
    expect(matchesAdminProductFilter(product(), 'Dior', { search: 'nandu' })).toBe(true);
    expect(matchesAdminProductFilter(product(), 'Dior', { search: 'dior' })).toBe(true);
    expect(matchesAdminProductFilter(product(), null, { search: 'dior' })).toBe(false);
    expect(matchesAdminProductFilter(product(), 'Dior', {})).toBe(true);
  });

  it('filters by active, promotion switch, low stock and carousel, either way', () => {
    const low = product();
    expect(matchesAdminProductFilter(low, null, { lowStock: true, active: true })).toBe(true);
    expect(matchesAdminProductFilter(product({ active: false }), null, { lowStock: true })).toBe(false);
    expect(matchesAdminProductFilter(product({ stock: 6 }), null, { lowStock: false })).toBe(true);
    expect(matchesAdminProductFilter(low, null, { promoted: true })).toBe(false);
    expect(matchesAdminProductFilter(low, null, { carousel: false })).toBe(true);
    expect(matchesAdminProductFilter(low, null, { carousel: true })).toBe(false);
  });

  it('orders by position, then name, then id', () => {
    const rows = [
      { position: 2, name: 'B', id: '2' },
      { position: 1, name: 'Z', id: '9' },
      { position: 2, name: 'A', id: '3' },
      { position: 2, name: 'A', id: '1' },
    ];
    expect([...rows].sort(compareAdminProducts).map((r) => r.id)).toEqual(['9', '1', '3', '2']);
  });

  it("'Primero los más esperados': most people waiting first, then by position, name and id", () => {
    const rows = [
      { position: 1, name: 'A', id: '1', restockWaiting: 0 },
      { position: 3, name: 'C', id: '3', restockWaiting: 2 },
      { position: 2, name: 'B', id: '2', restockWaiting: 5 },
      { position: 1, name: 'Z', id: '9', restockWaiting: 2 },
    ];
    expect([...rows].sort(compareMostWaited).map((r) => r.id)).toEqual(['2', '9', '3', '1']);
  });

  it('accepts whole stock changes within ±100 000', () => {
    expect(stockAdjustmentError(-1)).toBeNull();
    expect(stockAdjustmentError(1.5)).toMatchObject({ code: 'STOCK_ADJUSTMENT_INVALID' });
  });
});
