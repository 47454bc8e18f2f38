/**
 * Soles held exactly as integer céntimos. Floats never hold money: every
 * operation that can produce a fraction of a céntimo rounds half-up here,
 * in one place.
 */
export class Money {
  private constructor(readonly cents: number) {}

  static readonly ZERO = new Money(0);

  static fromCents(cents: number): Money {
    if (!Number.isSafeInteger(cents)) throw new RangeError(`Money needs whole céntimos, got ${cents}`);
    return new Money(cents);
  }

  /** From a decimal amount in soles (e.g. 129.9), rounded half-up to the céntimo. */
  static fromSoles(soles: number): Money {
    if (!Number.isFinite(soles)) throw new RangeError(`Money needs a finite amount, got ${soles}`);
    // toFixed(6) strips binary noise (1.005 is stored as 1.00499…) before rounding.
    const scaled = Number((soles * 100).toFixed(6));
    return new Money(roundHalfUp(scaled));
  }

  toSoles(): number {
    return this.cents / 100;
  }

  /** The amount as a plain decimal with two places and no symbol (`1234.50`), e.g. for schema.org prices. */
  toDecimalString(): string {
    const sign = this.cents < 0 ? '-' : '';
    const abs = Math.abs(this.cents);
    return `${sign}${Math.floor(abs / 100)}.${(abs % 100).toString().padStart(2, '0')}`;
  }

  add(other: Money): Money {
    return new Money(this.cents + other.cents);
  }

  subtract(other: Money): Money {
    return new Money(this.cents - other.cents);
  }

  /** This amount less another, floored at zero (a discount never makes a price negative). */
  subtractFloorZero(other: Money): Money {
    return new Money(Math.max(0, this.cents - other.cents));
  }

  times(quantity: number): Money {
    if (!Number.isSafeInteger(quantity)) throw new RangeError(`Quantity must be whole, got ${quantity}`);
    return new Money(this.cents * quantity);
  }

  /** `percent` % of this amount, rounded half-up to the céntimo. */
  percentOf(percent: number): Money {
    return new Money(roundHalfUp((this.cents * percent) / 100));
  }

  isZero(): boolean {
    return this.cents === 0;
  }

  isNegative(): boolean {
    return this.cents < 0;
  }

  compare(other: Money): number {
    return Math.sign(this.cents - other.cents);
  }

  greaterThan(other: Money): boolean {
    return this.cents > other.cents;
  }

  equals(other: Money): boolean {
    return this.cents === other.cents;
  }

  static sum(amounts: Iterable<Money>): Money {
    let total = 0;
    for (const amount of amounts) total += amount.cents;
    return new Money(total);
  }

  /** es-PE display: `S/ 1,234.50` (comma for thousands, point for decimals). */
  format(): string {
    return formatSoles(this.cents);
  }

  toString(): string {
    return this.format();
  }
}

/** Half away from zero, the way a cashier rounds. Avoids Math.round's bias toward +∞ for negatives. */
export function roundHalfUp(value: number): number {
  const rounded = Math.round(Math.abs(value) + Number.EPSILON * Math.abs(value));
  return value < 0 ? -rounded : rounded;
}

export function formatSoles(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const units = Math.floor(abs / 100).toString();
  const decimals = (abs % 100).toString().padStart(2, '0');
  const grouped = units.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}S/ ${grouped}.${decimals}`;
}
