import { asOrderable, availableStock, canLowerStock, stockAdjustment } from './stock-movement';

const who = { productId: 'p-1', orderId: null, adminEmail: 'duena@esencia.pe', at: new Date('2026-11-22T15:00:00Z') };

describe('the − and + buttons', () => {
  it('add and take units, never below 0 (−1 at 0 changes nothing)', () => {
    expect(stockAdjustment({ stock: 2, held: 0 }, 1, who)).toEqual({
      ok: true,
      value: { ...who, reason: 'admin-adjustment', stockDelta: 1, heldDelta: 0 },
    });
    expect(stockAdjustment({ stock: 2, held: 0 }, -5, who)).toMatchObject({ ok: true, value: { stockDelta: -2 } });
    expect(stockAdjustment({ stock: 0, held: 0 }, -1, who)).toEqual({ ok: true, value: null });
  });

  it('never take the stock below the units held for orders: refused with the units held', () => {
    expect(stockAdjustment({ stock: 3, held: 1 }, -2, who)).toMatchObject({ ok: true, value: { stockDelta: -2 } });
    expect(stockAdjustment({ stock: 1, held: 1 }, -1, who)).toEqual({
      ok: false,
      error: {
        code: 'STOCK_BELOW_HELD',
        message: 'El stock no puede quedar por debajo de la unidad reservada para pedidos',
        details: { held: 1 },
      },
    });
    expect(stockAdjustment({ stock: 4, held: 3 }, -2, who)).toMatchObject({
      ok: false,
      error: { message: 'El stock no puede quedar por debajo de las 3 unidades reservadas para pedidos' },
    });
    // Adding is always allowed.
    expect(stockAdjustment({ stock: 1, held: 1 }, 1, who)).toMatchObject({ ok: true, value: { stockDelta: 1 } });
  });

  it('never take the stock over 1,000,000 units: refused, taking units away from above it still allowed', () => {
    expect(stockAdjustment({ stock: 999_999, held: 0 }, 1, who)).toMatchObject({ ok: true, value: { stockDelta: 1 } });
    const tooHigh = {
      ok: false,
      error: { code: 'STOCK_TOO_HIGH', message: 'El stock no puede ser mayor a 1,000,000 unidades' },
    };
    expect(stockAdjustment({ stock: 1_000_000, held: 0 }, 1, who)).toEqual(tooHigh);
    // A stock saved before the bound (the column's most): + refused instead of overflowing it, − allowed.
    expect(stockAdjustment({ stock: 2_147_483_647, held: 0 }, 100_000, who)).toEqual(tooHigh);
    expect(stockAdjustment({ stock: 2_147_483_647, held: 0 }, -1, who)).toMatchObject({
      ok: true,
      value: { stockDelta: -1 },
    });
  });

  it('− can be pressed only with a unit on hand that no order holds (the screen disables it otherwise)', () => {
    expect(canLowerStock({ stock: 0, held: 0 })).toBe(false);
    expect(canLowerStock({ stock: 2, held: 2 })).toBe(false);
    expect(canLowerStock({ stock: 3, held: 2 })).toBe(true);
    expect(canLowerStock({ stock: 1, held: 0 })).toBe(true);
  });
});

describe('asOrderable', () => {
  it('shows the units nobody holds as the stock, none held', () => {
    const product = { id: 'p', stock: 5, held: 2 };
    expect(asOrderable(product)).toEqual({ id: 'p', stock: 3, held: 0 });
    expect(product).toEqual({ id: 'p', stock: 5, held: 2 });
    expect(asOrderable({ id: 'p', stock: 2, held: 4 })).toEqual({ id: 'p', stock: 0, held: 0 });
    expect(availableStock({ stock: 2, held: 4 })).toBe(0);
  });

  it('returns a product nothing is held of as it is, without copying it', () => {
    const product = { id: 'p', stock: 5, held: 0 };
    expect(asOrderable(product)).toBe(product);
  });
});
