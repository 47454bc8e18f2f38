import { completeOrder } from './order-completion';
import type { OrderStatus } from './order-status';

const line = (productId: string, quantity: number) => ({
  productId,
  quantity,
  snapshot: { name: `Perfume ${productId}` },
});
const order = (lines: ReturnType<typeof line>[], status: OrderStatus = 'processing') => ({ id: 'o1', status, lines });
const stock: Record<string, number> = { a: 5, b: 2, c: 0 };
const stockById = (productId: string) => stock[productId];

describe('completeOrder', () => {
  it('a processing order whose stock covers it: completed, with one decrement per product', () => {
    expect(completeOrder(order([line('a', 5), line('b', 1)]), stockById)).toEqual({
      ok: true,
      value: {
        order: { ...order([line('a', 5), line('b', 1)]), status: 'completed' },
        decrements: [
          { productId: 'a', quantity: 5, remainingStock: 0 },
          { productId: 'b', quantity: 1, remainingStock: 1 },
        ],
      },
    });
  });

  it('lists every short product with requested vs available, in the toast’s words', () => {
    const result = completeOrder(order([line('a', 6), line('b', 2), line('c', 1)]), stockById);
    expect(!result.ok && result.error).toEqual({
      code: 'STOCK_INSUFFICIENT',
      message:
        'No se puede completar la orden:\nPerfume a: solicitado 6, disponible 5\nPerfume c: solicitado 1, disponible 0',
      details: {
        shortages: [
          { productId: 'a', productName: 'Perfume a', requested: 6, available: 5 },
          { productId: 'c', productName: 'Perfume c', requested: 1, available: 0 },
        ],
      },
    });
  });

  it('adds up lines of the same product (two lines of 3 against 5 fail; of 2 and 3 they pass as one)', () => {
    expect(completeOrder(order([line('a', 3), line('a', 3)]), stockById)).toMatchObject({
      ok: false,
      error: { code: 'STOCK_INSUFFICIENT', details: { shortages: [{ requested: 6, available: 5 }] } },
    });
    expect(completeOrder(order([line('a', 2), line('a', 3)]), stockById)).toMatchObject({
      ok: true,
      value: { decrements: [{ productId: 'a', quantity: 5, remainingStock: 0 }] },
    });
  });

  it("a product that no longer exists: 'Producto no encontrado'", () => {
    expect(completeOrder(order([line('a', 1), line('zzz', 1)]), stockById)).toEqual({
      ok: false,
      error: { code: 'STOCK_PRODUCT_NOT_FOUND', message: 'Producto no encontrado', details: { productId: 'zzz' } },
    });
  });

  it.each(['pending', 'completed', 'cancelled'] as const)(
    'a %s order is refused by the workflow before the stock is looked at',
    (status) => {
      const looked: string[] = [];
      const result = completeOrder(order([line('a', 1)], status), (id) => {
        looked.push(id);
        return 99;
      });
      expect(!result.ok && result.error.code).toBe('ORDER_TRANSITION_NOT_ALLOWED');
      expect(looked).toEqual([]);
    },
  );
});
