import { isOrderId } from './order-id';

describe('isOrderId: 32 lower-case base32 characters', () => {
  it('accepts the form the server generates', () => {
    expect(isOrderId('abcdefghijklmnopqrstuvwxyz234567')).toBe(true);
  });

  it.each([
    ['too short', 'abcdefghijklmnopqrstuvwxyz23456'],
    ['too long', 'abcdefghijklmnopqrstuvwxyz2345677'],
    ['upper case', 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'],
    ['digits outside base32', 'abcdefghijklmnopqrstuvwxyz012345'],
    ['a line break after it', 'abcdefghijklmnopqrstuvwxyz234567\n'],
    ['empty', ''],
  ])('refuses %s', (_case, value) => {
    expect(isOrderId(value)).toBe(false);
  });
});
