import { describe, expect, it } from 'vitest';
import { parseStoredCart } from './cartStorage';

describe("el carrito guardado en el navegador ('shopping-cart')", () => {
  it('lee producto y cantidad, y nada más', () => {
    expect(parseStoredCart('[{"productId":"p-1","quantity":2,"price":0.01,"name":"x"}]')).toEqual([
      { productId: 'p-1', quantity: 2 },
    ]);
  });

  it('acepta la grafía antigua productID y suma los productos repetidos', () => {
    expect(
      parseStoredCart(
        JSON.stringify([
          { productID: 'p-1', quantity: 1 },
          { productId: 'p-2', quantity: 1 },
          { productId: 'p-1', quantity: 2 },
        ]),
      ),
    ).toEqual([
      { productId: 'p-1', quantity: 3 },
      { productId: 'p-2', quantity: 1 },
    ]);
  });

  it('descarta líneas inválidas y lo que no es un carrito', () => {
    expect(
      parseStoredCart(
        JSON.stringify([
          { productId: '', quantity: 1 },
          { productId: 'p-1', quantity: 0 },
          { productId: 'p-2', quantity: 1.5 },
          { productId: 'p-3', quantity: '2' },
          null,
          { productId: 'p-4', quantity: 5000 },
        ]),
      ),
    ).toEqual([{ productId: 'p-4', quantity: 999 }]);
    expect(parseStoredCart('{"productId":"p-1"}')).toEqual([]);
    expect(parseStoredCart('no es json')).toEqual([]);
    expect(parseStoredCart(null)).toEqual([]);
  });

  it('guarda como máximo 50 productos', () => {
    const many = Array.from({ length: 60 }, (_, index) => ({ productId: `p-${index}`, quantity: 1 }));
    expect(parseStoredCart(JSON.stringify(many))).toHaveLength(50);
  });
});
