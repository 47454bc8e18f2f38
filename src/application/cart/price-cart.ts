import { quoteCart, type CartLineRequest, type CartQuote } from '../../domain/cart/cart-quote';
import type { Product } from '../../domain/catalog/product';
import { asOrderable } from '../../domain/stock/stock-movement';
import { limaDate, type IsoDate } from '../../domain/shared/lima-date';
import type { ProductRepository } from '../ports/catalog-repositories';
import type { Clock } from '../ports/clock';
import type { UnitOfWork } from '../ports/unit-of-work';
import { moveSavedCart } from './move-saved-cart';

/** A cart quote and the Lima date its prices are for (callers present products on the same day). */
export interface PricedCart extends CartQuote<Product> {
  readonly today: IsoDate;
  /** The brand name of each known product (null when its brand no longer exists), for order snapshots. */
  readonly brandNames: ReadonlyMap<string, string | null>;
}

/**
 * Prices combined cart lines from the catalogue as it is now: one read for
 * every line, whatever their number, and the domain's quote (quoteCart) over
 * the units that can still be ordered (asOrderable: held units are not).
 */
export async function priceCart(
  deps: { products: ProductRepository; clock: Clock },
  lines: readonly CartLineRequest[],
): Promise<PricedCart> {
  const today = limaDate(deps.clock.now());
  const found = lines.length > 0 ? await deps.products.findForCart(lines.map((line) => line.productId)) : [];
  // A cart can order only what nobody holds.
  const entries = found.map((entry) => ({ ...entry, product: asOrderable(entry.product) }));
  const byId = new Map(entries.map((entry) => [entry.product.id, entry]));
  const brandNames = new Map(entries.map((entry) => [entry.product.id, entry.brandName]));
  return { ...quoteCart(lines, (productId) => byId.get(productId), today), today, brandNames };
}

/** What is saved of a quote: the lines left in the cart, with their quantities after the stock check. */
const savedLinesOf = (cart: CartQuote<Product>): CartLineRequest[] =>
  cart.lines.map((line) => ({ productId: line.productId, quantity: line.quantity }));

/**
 * Rewrites an account's saved cart, one transaction and one account at a time: `linesFrom`
 * receives the lines saved now and returns the ones to price; what is saved is the quote
 * (cut to the stock, without removed lines), and the quote is returned. A change of lines touches the cart.
 */
export async function rewriteSavedCart(
  deps: { uow: UnitOfWork; products: ProductRepository; clock: Clock },
  accountId: string,
  linesFrom: (saved: () => Promise<readonly CartLineRequest[]>) => Promise<readonly CartLineRequest[]>,
): Promise<PricedCart> {
  return deps.uow.run(async (tx) => {
    await tx.lock(`cart:${accountId}`);
    const before = await tx.carts.lines(accountId);
    const cart = await priceCart(deps, await linesFrom(async () => before));
    const after = savedLinesOf(cart);
    await tx.carts.replace(accountId, after);
    // A change to its lines touches the cart and brings it back to active (the same lines saved again do not).
    if (!sameLines(before, after)) await moveSavedCart(tx, accountId, 'active', deps.clock.now());
    return cart;
  });
}

const sameLines = (a: readonly CartLineRequest[], b: readonly CartLineRequest[]): boolean =>
  a.length === b.length && a.every((line, i) => line.productId === b[i]!.productId && line.quantity === b[i]!.quantity);
