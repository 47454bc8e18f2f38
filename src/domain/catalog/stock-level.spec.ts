import { adminStockLevel, adminStockNote, isLowStock, stockLabel } from './stock-level';

describe("stockLabel (shopper): 0 'Agotado', 1 '¡Última unidad!', ≤ 5 '¡Últimas N unidades!', otherwise 'Stock disponible'", () => {
  it.each([
    [-1, 'out', 'Agotado'],
    [0, 'out', 'Agotado'],
    [1, 'low', '¡Última unidad!'],
    [2, 'low', '¡Últimas 2 unidades!'],
    [5, 'low', '¡Últimas 5 unidades!'],
    [6, 'available', 'Stock disponible'],
    [100, 'available', 'Stock disponible'],
  ])('stock %i → %s', (stock, level, text) => {
    expect(stockLabel(stock)).toEqual({ level, text });
  });
});

describe('isLowStock: an active product with 5 units or fewer', () => {
  it.each([
    [0, true, true],
    [5, true, true],
    [6, true, false],
    [3, false, false],
  ])('stock %i, active %s → %s', (stock, active, low) => {
    expect(isLowStock({ stock, active })).toBe(low);
  });
});

describe('adminStockLevel: > 20 high, > 10 medium, > 5 low, otherwise critical', () => {
  it.each([
    [21, 'high'],
    [20, 'medium'],
    [11, 'medium'],
    [10, 'low'],
    [6, 'low'],
    [5, 'critical'],
    [0, 'critical'],
  ])('stock %i → %s', (stock, level) => {
    expect(adminStockLevel(stock)).toBe(level);
  });
});

describe("adminStockNote: 'sin stock' at 0", () => {
  it('shows only at 0', () => {
    expect(adminStockNote(0)).toBe('sin stock');
    expect(adminStockNote(1)).toBeNull();
  });
});
