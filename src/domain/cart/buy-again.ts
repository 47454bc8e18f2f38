import type { OrderStatus } from '../order/order-status';
import { combineCartLines, MAX_CART_LINE_QUANTITY, MAX_CART_LINES, type CartLineRequest } from './cart-quote';

/**
 * 'Volver a comprar': an order's products go back into the cart with the order's quantities, added to what the
 * cart holds, at today's prices. The cart quote (quoteCart) decides what is still on sale and cuts to the stock;
 * this module asks it and tells the shopper, in one toast, what happened to each of the order's products.
 */

/** Completed and cancelled orders offer it (a cancelled order's shopper may want to retry); moving ones do not. */
export const canBuyAgain = (status: OrderStatus): boolean => status === 'completed' || status === 'cancelled';

/** What the order kept of a line: the product, the quantity ordered, and its name then (a hidden product's name). */
export interface OrderLineToBuyAgain extends CartLineRequest {
  readonly name: string;
}

export interface BuyAgainRequest {
  /** The cart's lines with the order's added (summed up to 999), at most 50 products: what the quote is asked. */
  readonly lines: CartLineRequest[];
  /** The order's products that a full cart has no room for. */
  readonly noRoom: OrderLineToBuyAgain[];
}

/** The cart's lines first, then the order's: a product both hold is summed; new products only while under 50. */
export function buyAgainRequest(
  cart: readonly CartLineRequest[],
  order: readonly OrderLineToBuyAgain[],
): BuyAgainRequest {
  const inCart = new Set(combineCartLines(cart).map((line) => line.productId));
  const fits: OrderLineToBuyAgain[] = [];
  const noRoom: OrderLineToBuyAgain[] = [];
  for (const line of order) {
    if (!inCart.has(line.productId) && inCart.size >= MAX_CART_LINES) {
      noRoom.push(line);
      continue;
    }
    inCart.add(line.productId);
    fits.push(line);
  }
  return {
    lines: combineCartLines(
      cart,
      fits.map(({ productId, quantity }) => ({ productId, quantity })),
    ),
    noRoom,
  };
}

/** What the outcome reads of the cart quote's answer (the server's CartQuote, or the domain's). */
export interface BuyAgainQuote {
  readonly lines: readonly { readonly productId: string; readonly quantity: number }[];
  /** Taken out: `product` null when not on sale (inactive, of an inactive brand, gone), else sold out. */
  readonly removed: readonly { readonly productId: string; readonly product?: { readonly stock: number } | null }[];
}

export interface BuyAgainOutcome {
  /** 'Agregamos N productos a tu carrito', or 'No pudimos agregar productos a tu carrito'. */
  readonly title: string;
  /** One sentence per product not added as ordered, in the order's order. */
  readonly problems: string[];
  readonly tone: 'success' | 'warning';
}

const unitsLeft = (units: number, name: string) =>
  units === 1 ? `Solo queda 1 unidad de ${name}` : `Solo quedan ${units} unidades de ${name}`;

export const BUY_AGAIN_MESSAGES = {
  added: (products: number) =>
    products === 1 ? 'Agregamos 1 producto a tu carrito' : `Agregamos ${products} productos a tu carrito`,
  noneAdded: 'No pudimos agregar productos a tu carrito',
  unavailable: (name: string) => `Ya no está disponible: ${name}`,
  soldOut: (name: string) => `Agotado: ${name}`,
  unitsLeft,
  lineLimit: (name: string) => `Ya tienes en tu carrito el máximo de ${MAX_CART_LINE_QUANTITY} unidades de ${name}`,
  noRoom: (name: string) => `No cabe en tu carrito (máximo ${MAX_CART_LINES} productos): ${name}`,
} as const;

/**
 * What 'Volver a comprar' did, from the cart before and the quote of `buyAgainRequest(cartBefore, order)`: how
 * many of the order's products got units, and why each of the others did not get all it ordered.
 */
export function buyAgainOutcome(
  order: readonly OrderLineToBuyAgain[],
  cartBefore: readonly CartLineRequest[],
  quote: BuyAgainQuote,
): BuyAgainOutcome {
  const before = new Map(combineCartLines(cartBefore).map((line) => [line.productId, line.quantity]));
  const names = new Map<string, string>();
  for (const line of order) if (!names.has(line.productId)) names.set(line.productId, line.name);
  const left = new Set(buyAgainRequest(cartBefore, order).noRoom.map((line) => line.productId));
  let added = 0;
  const problems: string[] = [];
  for (const { productId, quantity: ordered } of combineCartLines(order)) {
    const name = names.get(productId) ?? productId;
    if (left.has(productId)) {
      problems.push(BUY_AGAIN_MESSAGES.noRoom(name));
      continue;
    }
    const held = before.get(productId) ?? 0;
    const quoted = quote.lines.find((line) => line.productId === productId);
    const now = quoted?.quantity ?? 0;
    if (now > held) added += 1;
    if (now >= held + ordered) continue;
    if (quoted) {
      problems.push(now >= MAX_CART_LINE_QUANTITY ? BUY_AGAIN_MESSAGES.lineLimit(name) : unitsLeft(now, name));
      continue;
    }
    const removed = quote.removed.find((line) => line.productId === productId);
    if (!removed?.product) problems.push(BUY_AGAIN_MESSAGES.unavailable(name));
    else if (removed.product.stock <= 0) problems.push(BUY_AGAIN_MESSAGES.soldOut(name));
    else problems.push(BUY_AGAIN_MESSAGES.noRoom(name));
  }
  return {
    title: added > 0 ? BUY_AGAIN_MESSAGES.added(added) : BUY_AGAIN_MESSAGES.noneAdded,
    problems,
    tone: problems.length === 0 ? 'success' : 'warning',
  };
}
