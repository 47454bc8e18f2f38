import {
  combineCartLines,
  MAX_CART_LINE_QUANTITY,
  MAX_CART_LINES,
  type CartLineRequest,
} from '@esencia/domain/cart/cart-quote';

/** The browser's cart lives in localStorage under this key (spec), so a guest's cart survives a reload. */
export const CART_STORAGE_KEY = 'shopping-cart';

/** A line of the browser's cart: only the product and how many. Prices always come from the server. */
export type CartLine = CartLineRequest;

function readLine(raw: unknown): CartLine | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const line = raw as Record<string, unknown>;
  // Older carts spelled it productID.
  const productId = line['productId'] ?? line['productID'];
  const { quantity } = line;
  if (typeof productId !== 'string' || productId.trim() === '') return null;
  if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1) return null;
  return { productId: productId.trim(), quantity: Math.min(quantity, MAX_CART_LINE_QUANTITY) };
}

/**
 * The lines kept in this browser, in the server's shape: one per product (duplicates summed), each
 * quantity a whole number from 1 to 999, at most 50 lines. Anything else (old or tampered storage,
 * stored prices) is dropped.
 */
export function parseStoredCart(text: string | null): CartLine[] {
  if (!text) return [];
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(raw)) return [];
  const lines = raw.map(readLine).filter((line): line is CartLine => line !== null);
  return combineCartLines(lines).slice(0, MAX_CART_LINES);
}

/** The stored cart, or [] when there is none or storage is unavailable. */
export function readStoredCart(): CartLine[] {
  try {
    return parseStoredCart(window.localStorage.getItem(CART_STORAGE_KEY));
  } catch {
    return [];
  }
}

/** Stores the lines (productId and quantity only). Throws when the browser refuses (quota, private mode). */
export function writeStoredCart(lines: readonly CartLine[]): void {
  if (lines.length === 0) {
    window.localStorage.removeItem(CART_STORAGE_KEY);
    return;
  }
  const stored = lines.map(({ productId, quantity }) => ({ productId, quantity }));
  window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(stored));
}

/** Forgets the browser's cart (sign-out). Never throws. */
export function clearStoredCart(): void {
  try {
    window.localStorage.removeItem(CART_STORAGE_KEY);
  } catch {
    // Storage unavailable: nothing was kept there either.
  }
}
