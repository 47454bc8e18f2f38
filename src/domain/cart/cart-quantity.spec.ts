import { applyQuantityUpdate, decreaseQuantity, increaseQuantity } from './cart-quantity';

describe('cart quantity', () => {
  it('rises only while below stock', () => {
    expect(increaseQuantity(4, 5)).toBe(5);
    expect(increaseQuantity(5, 5)).toBe(5);
    expect(increaseQuantity(6, 5)).toBe(6);
  });

  it('never falls below 1', () => {
    expect(decreaseQuantity(2)).toBe(1);
    expect(decreaseQuantity(1)).toBe(1);
  });

  it('an update is applied only if greater than 0', () => {
    expect(applyQuantityUpdate(3, 7)).toBe(7);
    expect(applyQuantityUpdate(3, 0)).toBe(3);
    expect(applyQuantityUpdate(3, -1)).toBe(3);
  });
});
