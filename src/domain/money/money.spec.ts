import { formatSoles, Money, roundHalfUp } from './money';

describe('Money (soles held as integer céntimos)', () => {
  describe('format: es-PE `S/ 1,234.50`', () => {
    it.each([
      [0, 'S/ 0.00'],
      [5, 'S/ 0.05'],
      [1250, 'S/ 12.50'],
      [123450, 'S/ 1,234.50'],
      [123456789, 'S/ 1,234,567.89'],
      [100000, 'S/ 1,000.00'],
      [99999, 'S/ 999.99'],
      [-123450, '-S/ 1,234.50'],
    ])('%i céntimos → %s', (cents, text) => {
      expect(Money.fromCents(cents).format()).toBe(text);
      expect(formatSoles(cents)).toBe(text);
      expect(String(Money.fromCents(cents))).toBe(text);
    });
  });

  describe('toDecimalString: two decimals, no symbol or grouping', () => {
    it.each([
      [0, '0.00'],
      [5, '0.05'],
      [28900, '289.00'],
      [123450, '1234.50'],
      [-1005, '-10.05'],
    ])('%i céntimos → %s', (cents, text) => {
      expect(Money.fromCents(cents).toDecimalString()).toBe(text);
    });
  });

  describe('fromSoles rounds half-up to the céntimo', () => {
    it.each([
      [1.005, 101],
      [1.004, 100],
      [0.005, 1],
      [0.004, 0],
      [2.675, 268],
      [129.9, 12990],
      [0.1 + 0.2, 30],
      [-1.005, -101],
      [-0.005, -1],
      [1234.5, 123450],
    ])('S/ %d → %i céntimos', (soles, cents) => {
      expect(Money.fromSoles(soles).cents).toBe(cents);
    });

    it('round-trips through toSoles', () => {
      expect(Money.fromSoles(199.99).toSoles()).toBe(199.99);
    });

    it('refuses non-finite amounts and fractional céntimos (programmer errors)', () => {
      expect(() => Money.fromSoles(Number.NaN)).toThrow(RangeError);
      expect(() => Money.fromSoles(Infinity)).toThrow(RangeError);
      expect(() => Money.fromCents(1.5)).toThrow(RangeError);
    });
  });

  describe('roundHalfUp (half away from zero)', () => {
    it.each([
      [0.5, 1],
      [1.5, 2],
      [2.4999, 2],
      [-0.5, -1],
      [-2.5, -3],
      [-2.4, -2],
      [0, 0],
    ])('%d → %i', (value, rounded) => {
      expect(roundHalfUp(value)).toBe(rounded);
    });
  });

  describe('arithmetic stays exact', () => {
    const a = Money.fromCents(1010);
    const b = Money.fromCents(2020);

    it('adds, subtracts and multiplies by whole quantities', () => {
      expect(a.add(b).cents).toBe(3030);
      expect(a.subtract(b).cents).toBe(-1010);
      expect(a.times(3).cents).toBe(3030);
      expect(() => a.times(1.5)).toThrow(RangeError);
    });

    it('subtractFloorZero never goes below 0', () => {
      expect(b.subtractFloorZero(a).cents).toBe(1010);
      expect(a.subtractFloorZero(b).cents).toBe(0);
    });

    it('percentOf rounds half-up: 4 % of S/ 12.34 is S/ 0.49, 50 % of S/ 0.01 is S/ 0.01', () => {
      expect(Money.fromCents(1234).percentOf(4).cents).toBe(49);
      expect(Money.fromCents(1).percentOf(50).cents).toBe(1);
      expect(Money.fromCents(-1).percentOf(50).cents).toBe(-1);
    });

    it('sums, compares and tests for zero and sign', () => {
      expect(Money.sum([a, b, Money.ZERO]).cents).toBe(3030);
      expect(Money.sum([]).isZero()).toBe(true);
      expect(a.compare(b)).toBe(-1);
      expect(b.compare(a)).toBe(1);
      expect(a.compare(Money.fromCents(1010))).toBe(0);
      expect(b.greaterThan(a)).toBe(true);
      expect(a.greaterThan(a)).toBe(false);
      expect(a.equals(Money.fromCents(1010))).toBe(true);
      expect(a.subtract(b).isNegative()).toBe(true);
      expect(a.isNegative()).toBe(false);
    });
  });
});
