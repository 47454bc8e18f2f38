import { reconcileCartWithStock } from './cart-reconciliation';

const line = (id: string, productId: string, quantity: number) => ({ id, productId, quantity });

describe('reconcileCartWithStock: cut lines to stock, remove them at stock 0', () => {
  const stock: Record<string, number> = { p1: 5, p2: 3, p3: 0 };
  const stockOf = (productId: string) => stock[productId];

  it('passes the cart through when every line fits the stock (quantity = stock included)', () => {
    const lines = [line('a', 'p1', 5), line('b', 'p2', 1)];
    expect(reconcileCartWithStock(lines, stockOf)).toEqual({ ok: true, value: lines });
  });

  it('cuts, removes and warns in the cart panel', () => {
    const result = reconcileCartWithStock(
      [line('a', 'p1', 6), line('b', 'p2', 3), line('c', 'p3', 1), line('d', 'gone', 1)],
      stockOf,
    );
    expect(result).toEqual({
      ok: false,
      error: {
        code: 'CART_STOCK_CHANGED',
        message: 'Algunos productos han sido actualizados por cambios en stock. Por favor, revisa tu carrito.',
        details: {
          lines: [line('a', 'p1', 5), line('b', 'p2', 3)],
          adjustments: [
            { lineId: 'a', productId: 'p1', from: 6, to: 5 },
            { lineId: 'c', productId: 'p3', from: 1, to: 0 },
            { lineId: 'd', productId: 'gone', from: 1, to: 0 },
          ],
        },
      },
    });
  });

  it("in the checkout step the warning reads '…revisa tu orden.'", () => {
    const result = reconcileCartWithStock([line('a', 'p1', 9)], stockOf, 'checkout');
    expect(!result.ok && result.error.message).toBe(
      'Algunos productos han sido actualizados por cambios en stock. Por favor, revisa tu orden.',
    );
  });

  it('treats a negative stock as 0', () => {
    const result = reconcileCartWithStock([line('a', 'p1', 1)], () => -2);
    expect(!result.ok && result.error.details.lines).toEqual([]);
  });
});
