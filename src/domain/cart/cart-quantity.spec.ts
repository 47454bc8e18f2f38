import { decreaseQuantity, increaseQuantity } from './cart-quantity';

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
});
