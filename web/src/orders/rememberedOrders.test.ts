import { describe, expect, it } from 'vitest';
import { forgetRememberedOrders, rememberedOrderIds, rememberOrder, REMEMBERED_ORDERS_KEY } from './rememberedOrders';

const id = (n: number) =>
  `${'a'.repeat(30)}${String.fromCharCode(97 + (n % 26))}${String.fromCharCode(97 + Math.floor(n / 26))}`;

describe('remembered orders', () => {
  it('keeps each order once, newest first, at most 50', () => {
    localStorage.clear();
    for (let n = 0; n < 55; n++) rememberOrder(id(n));
    rememberOrder(id(54));
    const ids = rememberedOrderIds();
    expect(ids).toHaveLength(50);
    expect(ids[0]).toBe(id(54));
    expect(new Set(ids).size).toBe(50);
  });

  it('ignores anything that is not an order id, and tampered storage', () => {
    localStorage.clear();
    rememberOrder('<script>');
    expect(rememberedOrderIds()).toEqual([]);
    localStorage.setItem(REMEMBERED_ORDERS_KEY, '{"no":1}');
    expect(rememberedOrderIds()).toEqual([]);
    localStorage.setItem(REMEMBERED_ORDERS_KEY, JSON.stringify([id(1), 42, 'x']));
    expect(rememberedOrderIds()).toEqual([id(1)]);
  });

  it('forgets them all', () => {
    rememberOrder(id(3));
    forgetRememberedOrders();
    expect(rememberedOrderIds()).toEqual([]);
  });
});
