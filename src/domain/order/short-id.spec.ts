import { orderLink, shortOrderId } from './short-id';

describe('shortOrderId: the last 6 characters', () => {
  it('keeps the last 6', () => {
    expect(shortOrderId('0b7c1d2e-aaaa-4bbb-9ccc-1234567890ab')).toBe('7890ab');
  });

  it('keeps shorter ids whole', () => {
    expect(shortOrderId('abc')).toBe('abc');
  });
});

describe('orderLink: site origin plus /order/{id}', () => {
  it('joins without a double slash', () => {
    expect(orderLink('https://esencia.pe/', 'o-1')).toBe('https://esencia.pe/order/o-1');
    expect(orderLink('https://esencia.pe', 'o-1')).toBe('https://esencia.pe/order/o-1');
  });
});
