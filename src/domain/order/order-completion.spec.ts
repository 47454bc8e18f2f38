import { completeOrder, completionMovements } from './order-completion';
import type { OrderStatus } from './order-status';
import type { StockHold } from './stock-hold';

const line = (productId: string, quantity: number) => ({
  productId,
  quantity,
  snapshot: { name: `Perfume ${productId}` },
});
const order = (
  lines: ReturnType<typeof line>[],
  status: OrderStatus = 'processing',
  stockHold: StockHold | null = null,
) => ({
  id: 'o1',
  status,
  stockHold,
  lines,
});
const units: Record<string, { stock: number; held: number }> = {
  a: { stock: 5, held: 0 },
  b: { stock: 2, held: 0 },
  c: { stock: 0, held: 0 },
};
const stockById = (productId: string) => units[productId];
const ACTIVE: StockHold = { until: new Date('2026-11-22T17:00:00Z'), state: 'active' };

describe('completeOrder', () => {
  it('a processing order whose stock covers it: completed, with one decrement per product', () => {
    expect(completeOrder(order([line('a', 5), line('b', 1)]), stockById)).toEqual({
      ok: true,
      value: {
        order: { ...order([line('a', 5), line('b', 1)]), status: 'completed' },
        decrements: [
          { productId: 'a', quantity: 5, held: 0, remainingStock: 0 },
          { productId: 'b', quantity: 1, held: 0, remainingStock: 1 },
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
      value: { decrements: [{ productId: 'a', quantity: 5, held: 0, remainingStock: 0 }] },
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
        return { stock: 99, held: 0 };
      });
      expect(!result.ok && result.error.code).toBe('ORDER_TRANSITION_NOT_ALLOWED');
      expect(looked).toEqual([]);
    },
  );

  describe('with holds', () => {
    it('an order without a hold cannot take units other orders hold', () => {
      const result = completeOrder(order([line('a', 3)]), () => ({ stock: 5, held: 3 }));
      expect(!result.ok && result.error).toMatchObject({
        code: 'STOCK_INSUFFICIENT',
        details: { shortages: [{ productId: 'a', requested: 3, available: 2 }] },
      });
      expect(completeOrder(order([line('a', 2)]), () => ({ stock: 5, held: 3 }))).toMatchObject({
        ok: true,
        value: { decrements: [{ productId: 'a', quantity: 2, held: 0, remainingStock: 3 }] },
      });
    });

    it('a held order takes its own held units: its hold becomes the sale', () => {
      const held = order([line('a', 3)], 'processing', ACTIVE);
      const result = completeOrder(held, () => ({ stock: 3, held: 3 }));
      expect(result).toEqual({
        ok: true,
        value: {
          order: { ...held, status: 'completed', stockHold: { ...ACTIVE, state: 'converted' } },
          decrements: [{ productId: 'a', quantity: 3, held: 3, remainingStock: 0 }],
        },
      });
      expect(
        result.ok && completionMovements(result.value, { adminEmail: 'duena@esencia.pe', at: ACTIVE.until }),
      ).toEqual([
        {
          productId: 'a',
          reason: 'hold-converted',
          stockDelta: -3,
          heldDelta: -3,
          orderId: 'o1',
          adminEmail: 'duena@esencia.pe',
          at: ACTIVE.until,
        },
      ]);
    });

    it('a hold that ended (released or expired) holds nothing: the order competes for the free units', () => {
      const expired = order([line('a', 2)], 'processing', { ...ACTIVE, state: 'expired' });
      expect(completeOrder(expired, () => ({ stock: 3, held: 2 }))).toMatchObject({
        ok: false,
        error: { details: { shortages: [{ requested: 2, available: 1 }] } },
      });
      const completed = completeOrder(expired, () => ({ stock: 3, held: 0 }));
      expect(completed.ok && completed.value.order.stockHold).toEqual({ ...ACTIVE, state: 'expired' });
      expect(
        completed.ok && completionMovements(completed.value, { adminEmail: null, at: ACTIVE.until })[0]?.reason,
      ).toBe('order-completed');
    });

    it('a stock lowered below every hold still serves a holder, first come first served', () => {
      const held = order([line('a', 1)], 'processing', ACTIVE);
      expect(completeOrder(held, () => ({ stock: 1, held: 2 }))).toMatchObject({
        ok: true,
        value: { decrements: [{ quantity: 1, held: 1, remainingStock: 0 }] },
      });
      expect(completeOrder(held, () => ({ stock: 0, held: 2 }))).toMatchObject({
        ok: false,
        error: { details: { shortages: [{ requested: 1, available: 0 }] } },
      });
    });
  });
});
