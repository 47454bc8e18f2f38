import { stockShortageSummary, validateOrderStock, type StockShortage } from './stock-validation';

const line = (productId: string, quantity: number) => ({ productId, productName: `Perfume ${productId}`, quantity });

describe('validateOrderStock', () => {
  const stock: Record<string, number | null> = { a: 5, b: 2, c: 0, d: 1, e: null };
  const currentStock = (productId: string) => stock[productId];

  it('passes when requested ≤ available and yields the decrements to apply', () => {
    expect(validateOrderStock({ id: 'o1', lines: [line('a', 5), line('b', 1)] }, currentStock)).toEqual({
      ok: true,
      value: {
        orderId: 'o1',
        decrements: [
          { productId: 'a', quantity: 5, remainingStock: 0 },
          { productId: 'b', quantity: 1, remainingStock: 1 },
        ],
      },
    });
  });

  it('lists every short product with requested vs available', () => {
    const result = validateOrderStock({ id: 'o1', lines: [line('a', 6), line('b', 2), line('c', 1)] }, currentStock);
    expect(result.ok).toBe(false);
    if (result.ok || result.error.code !== 'STOCK_INSUFFICIENT') throw new Error('expected a shortage');
    expect(result.error.details.shortages).toEqual([
      { productId: 'a', productName: 'Perfume a', requested: 6, available: 5 },
      { productId: 'c', productName: 'Perfume c', requested: 1, available: 0 },
    ]);
    expect(result.error.message).toBe(
      'No se puede completar la orden:\nPerfume a: solicitado 6, disponible 5\nPerfume c: solicitado 1, disponible 0',
    );
  });

  it('adds up lines of the same product', () => {
    const result = validateOrderStock({ id: 'o1', lines: [line('a', 3), line('a', 3)] }, currentStock);
    expect(!result.ok && result.error.code).toBe('STOCK_INSUFFICIENT');
  });

  it("a product that no longer exists: 'Producto no encontrado'", () => {
    expect(validateOrderStock({ id: 'o1', lines: [line('zzz', 1)] }, currentStock)).toEqual({
      ok: false,
      error: { code: 'STOCK_PRODUCT_NOT_FOUND', message: 'Producto no encontrado', details: { productId: 'zzz' } },
    });
  });

  it("a product with no stock value: 'Error al actualizar el stock de los productos'", () => {
    const result = validateOrderStock({ id: 'o1', lines: [line('e', 1)] }, currentStock);
    expect(!result.ok && result.error).toEqual({
      code: 'STOCK_VALUE_MISSING',
      message: 'Error al actualizar el stock de los productos',
      details: { productId: 'e' },
    });
  });
});

describe('stockShortageSummary: at most 2 lines, then "...y N productos más"', () => {
  const shortage = (name: string): StockShortage => ({
    productId: name,
    productName: name,
    requested: 2,
    available: 1,
  });

  it('names 2 and sums up the rest', () => {
    expect(stockShortageSummary(['A', 'B', 'C', 'D'].map(shortage))).toBe(
      [
        'No se puede completar la orden:',
        'A: solicitado 2, disponible 1',
        'B: solicitado 2, disponible 1',
        '...y 2 productos más sin stock suficiente',
      ].join('\n'),
    );
  });

  it('exactly 2 shortages: no tail line', () => {
    expect(stockShortageSummary(['A', 'B'].map(shortage)).split('\n')).toHaveLength(3);
  });

  it('3 shortages: "...y 1 productos más"', () => {
    expect(stockShortageSummary(['A', 'B', 'C'].map(shortage))).toMatch(
      /\n\.\.\.y 1 productos más sin stock suficiente$/,
    );
  });
});
