import {
  canHold,
  heldUnitsOf,
  holdExpired,
  holdFor,
  holdHoursFor,
  holdPlaced,
  holdsStock,
  NO_STOCK_HOLDS,
  releaseHold,
  type StockHold,
} from './stock-hold';

const PLACED = new Date('2026-11-22T15:00:00Z');
const ACTIVE: StockHold = { until: new Date('2026-11-22T17:00:00Z'), state: 'active' };
const lines = [
  { productId: 'a', quantity: 2 },
  { productId: 'b', quantity: 1 },
  { productId: 'a', quantity: 1 },
];
const order = (stockHold: StockHold | null) => ({ id: 'o1', stockHold, lines });

describe('stock holds', () => {
  it('hold the hours of the payment method; none by default, and none for efectivo', () => {
    const hours = { ...NO_STOCK_HOLDS, yape: 2, transferencia: 24 };
    expect(holdHoursFor(NO_STOCK_HOLDS, 'yape')).toBe(0);
    expect(holdHoursFor(hours, 'yape')).toBe(2);
    expect(holdHoursFor(hours, 'transferencia')).toBe(24);
    expect(holdHoursFor(hours, 'efectivo')).toBe(0);
    expect(holdFor(PLACED, 0)).toBeNull();
    expect(holdFor(PLACED, 2)).toEqual(ACTIVE);
  });

  it('an active hold holds each product’s units (lines added up); an ended one holds none', () => {
    expect([...heldUnitsOf(order(ACTIVE))]).toEqual([
      ['a', 3],
      ['b', 1],
    ]);
    for (const state of ['converted', 'released', 'expired'] as const) {
      expect(holdsStock(order({ ...ACTIVE, state }))).toBe(false);
      expect(heldUnitsOf(order({ ...ACTIVE, state })).size).toBe(0);
    }
    expect(heldUnitsOf(order(null)).size).toBe(0);
  });

  it('a new hold fits only within what other orders do not hold, every product still there', () => {
    const levels = { a: { stock: 5, held: 2 }, b: { stock: 1, held: 0 } };
    expect(canHold(order(ACTIVE), (id) => levels[id as 'a' | 'b'])).toBe(true);
    expect(canHold(order(ACTIVE), (id) => ({ ...levels, a: { stock: 5, held: 3 } })[id as 'a' | 'b'])).toBe(false);
    expect(canHold(order(ACTIVE), (id) => (id === 'a' ? levels.a : undefined))).toBe(false);
  });

  it('placing, releasing and letting a hold expire are movements of the held units only', () => {
    expect(holdPlaced(order(ACTIVE), PLACED)).toEqual([
      {
        productId: 'a',
        reason: 'hold-placed',
        stockDelta: 0,
        heldDelta: 3,
        orderId: 'o1',
        adminEmail: null,
        at: PLACED,
      },
      {
        productId: 'b',
        reason: 'hold-placed',
        stockDelta: 0,
        heldDelta: 1,
        orderId: 'o1',
        adminEmail: null,
        at: PLACED,
      },
    ]);
    const cancelled = releaseHold(order(ACTIVE), 'released', { adminEmail: 'duena@esencia.pe', at: PLACED });
    expect(cancelled.order.stockHold).toEqual({ ...ACTIVE, state: 'released' });
    expect(cancelled.movements.map((m) => [m.productId, m.reason, m.heldDelta, m.adminEmail])).toEqual([
      ['a', 'hold-released', -3, 'duena@esencia.pe'],
      ['b', 'hold-released', -1, 'duena@esencia.pe'],
    ]);
    const expired = releaseHold(order(ACTIVE), 'expired', { adminEmail: null, at: ACTIVE.until });
    expect(expired.order.stockHold?.state).toBe('expired');
    expect(expired.movements.every((m) => m.reason === 'hold-expired' && m.stockDelta === 0)).toBe(true);
    // Nothing to release on an order that holds nothing.
    expect(releaseHold(order(null), 'released', { adminEmail: null, at: PLACED })).toEqual({
      order: order(null),
      movements: [],
    });
    expect(
      releaseHold(order({ ...ACTIVE, state: 'converted' }), 'expired', { adminEmail: null, at: PLACED }).movements,
    ).toEqual([]);
  });

  it('a hold expires once its time is over, and only while active', () => {
    const pending = (stockHold: StockHold | null) => ({ status: 'pending', stockHold });
    expect(holdExpired(pending(ACTIVE), new Date('2026-11-22T16:59:59Z'))).toBe(false);
    expect(holdExpired(pending(ACTIVE), ACTIVE.until)).toBe(true);
    expect(holdExpired(pending({ ...ACTIVE, state: 'released' }), new Date('2026-11-23T00:00:00Z'))).toBe(false);
    expect(holdExpired(pending(null), ACTIVE.until)).toBe(false);
    // An order in process keeps its units until it completes or is cancelled.
    expect(holdExpired({ status: 'processing', stockHold: ACTIVE }, new Date('2026-11-23T00:00:00Z'))).toBe(false);
  });
});
