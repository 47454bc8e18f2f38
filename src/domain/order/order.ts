import type { CartQuote, CartQuoteLine, QuotableProduct } from '../cart/cart-quote';
import { CART_STOCK_CHANGED_MESSAGES } from '../cart/cart-reconciliation';
import type { PromotionTerms } from '../catalog/promotion';
import type { CheckoutForm, CustomerInfo } from '../checkout/checkout-form';
import { CHECKOUT_MESSAGES } from '../checkout/checkout-form';
import type { Invoice } from '../checkout/invoice';
import type { PaymentMethod, ShippingMethod } from '../checkout/payment-method';
import type { Money } from '../money/money';
import { fieldError, type ValidationError } from '../shared/field-error';
import { domainError, err, ok, type DomainError, type Result } from '../shared/result';
import {
  MAX_ORDER_TOTAL,
  ORDER_TOO_LARGE_MESSAGE,
  orderTotals,
  type OrderOrigin,
  type OrderTotals,
  type ShippingPolicy,
} from './order-totals';
import type { OrderStatus } from './order-status';
import { holdFor, type StockHold } from './stock-hold';

/**
 * What an order remembers of a product as it was bought, so the order reads
 * the same after the product, its price or its pictures change or are deleted.
 */
export interface ProductSnapshot {
  readonly name: string;
  readonly brandName: string;
  /** Storage key of the order's own copy of the main image (order-images/…), null when the product had none. */
  readonly imageKey: string | null;
  readonly originalPrice: Money;
  readonly promotion: PromotionTerms;
  /** Whether the promotion lowered the price on the day of purchase. */
  readonly discountApplied: boolean;
}

export interface OrderLine {
  readonly productId: string;
  readonly quantity: number;
  /** The unit price paid. */
  readonly unitPrice: Money;
  readonly snapshot: ProductSnapshot;
}

export interface Order {
  /** Unguessable (≥ 128 random bits): holding the link /order/{id} is what lets a guest read the order. */
  readonly id: string;
  readonly status: OrderStatus;
  readonly origin: OrderOrigin;
  readonly customer: CustomerInfo;
  readonly shippingMethod: ShippingMethod;
  readonly paymentMethod: PaymentMethod;
  readonly invoice: Invoice;
  readonly lines: readonly OrderLine[];
  readonly totals: OrderTotals;
  /** Izipay's payment link (linkPago), set by the shop while the order is processing. */
  readonly paymentLink: string | null;
  /** The account the order was placed from, null for a guest. */
  readonly accountId: string | null;
  /** Storage key of the customer's payment receipt photo (order-receipts/…), null until uploaded. */
  readonly receiptKey: string | null;
  /** Its units set aside while the customer pays (its payment method holds stock); null when it held none. */
  readonly stockHold: StockHold | null;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

/** The warning shown on the checkout when the server's look at the stock changed the order. */
export const ORDER_STOCK_CHANGED_MESSAGE = CART_STOCK_CHANGED_MESSAGES.checkout;

export type OrderStockChangedError<P extends QuotableProduct> = DomainError<'ORDER_STOCK_CHANGED'> & {
  /** The corrected cart (cut to the stock, without unsold lines), so the page can show it. */
  readonly details: { readonly cart: CartQuote<P> };
};

/** The order's total is above MAX_ORDER_TOTAL: the lines are refused as one field. */
export type OrderTooLargeError = ValidationError<'ORDER_INVALID'>;

/** The shopper saw another total than the server's now (a promotion ended, a price or the shipping policy changed). */
export const ORDER_PRICE_CHANGED_MESSAGE = 'Algunos precios han cambiado. Por favor, revisa tu orden.';

export type OrderPriceChangedError<P extends QuotableProduct> = DomainError<'ORDER_PRICE_CHANGED'> & {
  /** The order as the server would place it now, so the page can show it and ask again. */
  readonly details: { readonly cart: CartQuote<P>; readonly totals: OrderTotals };
};

export type OrderPlacementError<P extends QuotableProduct> =
  DomainError<'ORDER_EMPTY'> | OrderStockChangedError<P> | OrderTooLargeError | OrderPriceChangedError<P>;

/** What the product looked like, for the line's snapshot (the image copy is made by the caller). */
export type SnapshotOf<P extends QuotableProduct> = (line: CartQuoteLine<P>) => ProductSnapshot;

export interface NewOrderRequest<P extends QuotableProduct> {
  readonly id: string;
  readonly form: CheckoutForm;
  readonly invoice: Invoice;
  /** The cart as the server priced it now (quoteCart); never the client's prices. */
  readonly quote: CartQuote<P>;
  readonly snapshotOf: SnapshotOf<P>;
  readonly origin: OrderOrigin;
  readonly accountId: string | null;
  readonly now: Date;
  /** The store's shipping policy (its settings); the spec's constants when omitted. */
  readonly shipping?: ShippingPolicy;
  /** The total the client showed when the order was confirmed: the order is placed only at that total. */
  readonly expectedTotal: Money;
  /** Hours the store holds the units for this order's payment method; 0 (the default) holds none. */
  readonly holdHours?: number;
}

/**
 * A new pending order from a server-priced cart. Refused when the quote had
 * to cut or remove any line, when there is nothing to order, or when its
 * total is not the one the client showed: the shopper must see the corrected
 * order before placing it. Stock is not taken here (completing the order
 * takes it); when the payment method holds stock, the order holds its units
 * for that many hours.
 */
export function placeOrder<P extends QuotableProduct>(
  request: NewOrderRequest<P>,
): Result<Order, OrderPlacementError<P>> {
  const { quote } = request;
  if (quote.adjusted) {
    return err({
      ...domainError('ORDER_STOCK_CHANGED', ORDER_STOCK_CHANGED_MESSAGE),
      details: { cart: quote },
    });
  }
  if (quote.lines.length === 0) return err(domainError('ORDER_EMPTY', CHECKOUT_MESSAGES.emptyOrder));
  const lines: OrderLine[] = quote.lines.map((line) => ({
    productId: line.productId,
    quantity: line.quantity,
    unitPrice: line.unitPrice,
    snapshot: request.snapshotOf(line),
  }));
  const { shippingMethod, paymentMethod, ...customer } = request.form;
  const totals = orderTotals(
    lines.map((line) => ({ price: line.unitPrice, quantity: line.quantity })),
    paymentMethod,
    request.origin,
    request.shipping,
  );
  if (totals.total.greaterThan(MAX_ORDER_TOTAL)) {
    const fieldErrors = [fieldError('lines', 'ORDER_TOO_LARGE', ORDER_TOO_LARGE_MESSAGE)];
    return err({ ...domainError('ORDER_INVALID', ORDER_TOO_LARGE_MESSAGE), details: { fieldErrors } });
  }
  if (!totals.total.equals(request.expectedTotal)) {
    return err({
      ...domainError('ORDER_PRICE_CHANGED', ORDER_PRICE_CHANGED_MESSAGE),
      details: { cart: quote, totals },
    });
  }
  return ok({
    id: request.id,
    status: 'pending',
    origin: request.origin,
    customer,
    shippingMethod,
    paymentMethod,
    invoice: request.invoice,
    lines,
    totals,
    paymentLink: null,
    accountId: request.accountId,
    receiptKey: null,
    stockHold: holdFor(request.now, request.holdHours ?? 0),
    createdAt: request.now,
    updatedAt: request.now,
  });
}

export const lineTotal = (line: OrderLine): Money => line.unitPrice.times(line.quantity);
export const itemCount = (order: Pick<Order, 'lines'>): number =>
  order.lines.reduce((units, line) => units + line.quantity, 0);
