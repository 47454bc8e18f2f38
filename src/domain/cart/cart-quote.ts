import { isOnSale, type BrandState } from '../catalog/product-visibility';
import { priceOn, type Product } from '../catalog/product';
import { Money } from '../money/money';
import { fieldError, validated, type ValidationError } from '../shared/field-error';
import type { IsoDate } from '../shared/lima-date';
import type { Result } from '../shared/result';
import { CART_STOCK_CHANGED_MESSAGES, reconcileCartWithStock } from './cart-reconciliation';

/** A cart holds at most 50 different products. */
export const MAX_CART_LINES = 50;
/** Units of one product in one cart line: a whole number from 1 to 999. */
export const MAX_CART_LINE_QUANTITY = 999;

/** What a browser (or the saved cart) asks for: a product and how many. Prices are never taken from it. */
export interface CartLineRequest {
  readonly productId: string;
  readonly quantity: number;
}

export type CartLinesError = ValidationError<'CART_INVALID', 'lines'>;

export const CART_LINES_MESSAGES = {
  tooMany: `El carrito puede tener como máximo ${MAX_CART_LINES} productos.`,
  quantity: `La cantidad de cada producto debe ser un número entero entre 1 y ${MAX_CART_LINE_QUANTITY}.`,
  productId: 'Cada producto del carrito debe indicar su identificador.',
} as const;

/**
 * The lines a client sent: at most 50, each with a product id and a whole
 * quantity from 1 to 999. Valid lines come back combined (combineCartLines).
 */
export function checkCartLines(lines: readonly CartLineRequest[]): Result<CartLineRequest[], CartLinesError> {
  const badQuantity = lines.some(
    (line) => !Number.isInteger(line.quantity) || line.quantity < 1 || line.quantity > MAX_CART_LINE_QUANTITY,
  );
  return validated(
    'CART_INVALID',
    [
      lines.length > MAX_CART_LINES ? fieldError('lines', 'TOO_MANY_LINES', CART_LINES_MESSAGES.tooMany) : null,
      badQuantity ? fieldError('lines', 'QUANTITY_INVALID', CART_LINES_MESSAGES.quantity) : null,
      lines.some((line) => line.productId.trim() === '')
        ? fieldError('lines', 'PRODUCT_ID_MISSING', CART_LINES_MESSAGES.productId)
        : null,
    ],
    () => combineCartLines(lines),
  );
}

/**
 * One line per product, in order of first appearance: the quantities of a
 * product listed more than once are summed, up to 999. Also how a browser
 * cart is merged into the saved one (saved lines first).
 */
export function combineCartLines(...lists: readonly (readonly CartLineRequest[])[]): CartLineRequest[] {
  const quantities = new Map<string, number>();
  for (const line of lists.flat()) {
    const productId = line.productId.trim();
    quantities.set(productId, Math.min(MAX_CART_LINE_QUANTITY, (quantities.get(productId) ?? 0) + line.quantity));
  }
  return [...quantities].map(([productId, quantity]) => ({ productId, quantity }));
}

/** What the quote needs of a product; `brand` is null when the product's brand no longer exists. */
export interface CartCatalogueEntry<P extends QuotableProduct = Product> {
  readonly product: P;
  readonly brand: BrandState | null;
}

export type QuotableProduct = Pick<Product, 'id' | 'active' | 'stock' | 'originalPrice' | 'promotion'>;

/** none: as asked; quantity-cut: lowered to the stock; removed: not sold any more (or no such product). */
export type CartLineChange = 'none' | 'quantity-cut' | 'removed';

export interface CartQuoteLine<P extends QuotableProduct = Product> {
  readonly productId: string;
  /**
   * null when the product is not sold: it no longer exists, or it is inactive or of an inactive brand. Of a
   * hidden product a cart tells only that the line is no longer available, never its name, stock or price.
   */
  readonly product: P | null;
  readonly requestedQuantity: number;
  /** After the stock check; 0 when removed. */
  readonly quantity: number;
  readonly change: CartLineChange;
  /** Today's price; 0 when the product is not sold. */
  readonly unitPrice: Money;
  readonly originalUnitPrice: Money;
  readonly lineTotal: Money;
}

export interface CartQuote<P extends QuotableProduct = Product> {
  /** Lines still in the cart, in the order asked. */
  readonly lines: readonly CartQuoteLine<P>[];
  /** Lines taken out: no stock, not on sale, no such product, or beyond the 50-line limit. */
  readonly removed: readonly CartQuoteLine<P>[];
  /** Units in the cart. */
  readonly itemCount: number;
  readonly subtotal: Money;
  /** true when any line was cut or removed. */
  readonly adjusted: boolean;
  /** The spec's cart warning when adjusted, else null. */
  readonly message: string | null;
}

/**
 * The server's view of a cart on `today` (Lima): every price from the
 * catalogue (priceOn), quantities above the stock cut to it, and lines of
 * products with no stock, not on sale (inactive, or of an inactive brand) or
 * missing removed, with the cart's stock warning. Expects combined lines
 * (checkCartLines / combineCartLines); keeps at most 50.
 */
export function quoteCart<P extends QuotableProduct>(
  lines: readonly CartLineRequest[],
  catalogue: (productId: string) => CartCatalogueEntry<P> | undefined,
  today: IsoDate,
): CartQuote<P> {
  const sellableStock = (productId: string) => {
    const entry = catalogue(productId);
    return entry && isOnSale(entry.product, entry.brand) ? entry.product.stock : 0;
  };
  const requests = lines.map((line) => ({ id: line.productId, productId: line.productId, quantity: line.quantity }));
  const reconciled = reconcileCartWithStock(requests, sellableStock, 'cart');
  const kept = new Map((reconciled.ok ? reconciled.value : reconciled.error.details.lines).map((l) => [l.id, l]));

  const quoted: CartQuoteLine<P>[] = [];
  const removed: CartQuoteLine<P>[] = [];
  for (const line of lines) {
    const entry = catalogue(line.productId);
    const product = entry && isOnSale(entry.product, entry.brand) ? entry.product : null;
    const quantity = quoted.length < MAX_CART_LINES ? (kept.get(line.productId)?.quantity ?? 0) : 0;
    const price = product ? priceOn(product, today) : { price: Money.ZERO, originalPrice: Money.ZERO };
    const quote: CartQuoteLine<P> = {
      productId: line.productId,
      product,
      requestedQuantity: line.quantity,
      quantity,
      change: quantity === 0 ? 'removed' : quantity < line.quantity ? 'quantity-cut' : 'none',
      unitPrice: price.price,
      originalUnitPrice: price.originalPrice,
      lineTotal: price.price.times(quantity),
    };
    (quantity === 0 ? removed : quoted).push(quote);
  }
  const adjusted = removed.length > 0 || quoted.some((line) => line.change !== 'none');
  return {
    lines: quoted,
    removed,
    itemCount: quoted.reduce((units, line) => units + line.quantity, 0),
    subtotal: Money.sum(quoted.map((line) => line.lineTotal)),
    adjusted,
    message: adjusted ? CART_STOCK_CHANGED_MESSAGES.cart : null,
  };
}
