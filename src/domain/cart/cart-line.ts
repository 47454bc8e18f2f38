import { Money } from '../money/money';

export interface CartLine {
  readonly id: string;
  readonly productId: string;
  readonly quantity: number;
  /** Unit price when the line was added. */
  readonly price: Money;
}

/**
 * A stored cart line is usable only with an id, a productID, a numeric quantity
 * and a numeric price; anything else (old or tampered browser storage) is dropped.
 */
export function parseCartLine(raw: unknown): CartLine | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const line = raw as Record<string, unknown>;
  const productId = line['productID'] ?? line['productId'];
  const { id, quantity, price } = line;
  if (typeof id !== 'string' || id === '') return null;
  if (typeof productId !== 'string' || productId === '') return null;
  if (!isNumber(quantity) || !isNumber(price)) return null;
  return { id, productId, quantity, price: Money.fromSoles(price) };
}

export function parseCartLines(raw: readonly unknown[]): CartLine[] {
  return raw.map(parseCartLine).filter((line): line is CartLine => line !== null);
}

function isNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}
