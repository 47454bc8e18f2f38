import { checkAddToCart, clampQuantity, unitsLeftToAdd } from './product-quantity';

describe('checkAddToCart', () => {
  it('allows reaching exactly the stock', () => {
    expect(checkAddToCart(2, 3, 5)).toEqual({ ok: true, value: 5 });
  });

  it("refuses going beyond the stock: 'No hay suficiente stock. Solo quedan N unidades', N after the cart", () => {
    expect(checkAddToCart(3, 3, 8)).toEqual({ ok: true, value: 6 });
    expect(checkAddToCart(3, 3, 5)).toEqual({
      ok: false,
      error: {
        code: 'STOCK_INSUFFICIENT',
        message: 'No hay suficiente stock. Solo quedan 2 unidades',
        details: { requested: 6, available: 5, left: 2 },
      },
    });
    const beyond = checkAddToCart(6, 0, 5);
    expect(!beyond.ok && beyond.error.message).toBe('No hay suficiente stock. Solo quedan 5 unidades');
  });

  it('says one unit in the singular, and says when the cart already holds them all', () => {
    const one = checkAddToCart(2, 4, 5);
    expect(!one.ok && one.error.message).toBe('No hay suficiente stock. Solo queda 1 unidad');
    const none = checkAddToCart(1, 5, 5);
    expect(!none.ok && none.error.message).toBe(
      'No hay suficiente stock. Ya tienes en tu carrito todas las unidades disponibles',
    );
  });
});

describe('unitsLeftToAdd', () => {
  it('is the stock less the cart, never below 0', () => {
    expect(unitsLeftToAdd(0, 5)).toBe(5);
    expect(unitsLeftToAdd(3, 5)).toBe(2);
    expect(unitsLeftToAdd(7, 5)).toBe(0);
    expect(unitsLeftToAdd(-1, 5)).toBe(5);
  });
});

describe('clampQuantity (any quantity selector)', () => {
  it('keeps whole units between the minimum and the stock, and says so above the stock', () => {
    expect(clampQuantity(3, 5)).toEqual({ quantity: 3, message: null });
    expect(clampQuantity(0, 5)).toEqual({ quantity: 1, message: null });
    expect(clampQuantity(2.7, 5)).toEqual({ quantity: 2, message: null });
    expect(clampQuantity(6, 5)).toEqual({ quantity: 5, message: 'Solo hay 5 unidades disponibles' });
    expect(clampQuantity(-1, 5, 0)).toEqual({ quantity: 0, message: null });
  });
});
