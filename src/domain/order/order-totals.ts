import type { PaymentMethod } from '../checkout/payment-method';
import { Money } from '../money/money';

/** Storefront orders ship free from S/ 200 (and when there is nothing to ship). */
export const FREE_SHIPPING_FROM = Money.fromSoles(200);
export const STANDARD_SHIPPING = Money.fromSoles(15);

/** The store's shipping rule (admin settings): free from `freeFrom`, otherwise `flatFee`. */
export interface ShippingPolicy {
  readonly freeFrom: Money;
  readonly flatFee: Money;
}

/** The spec's constants: free from S/ 200, otherwise S/ 15 (the store's settings start with these). */
export const DEFAULT_SHIPPING_POLICY: ShippingPolicy = { freeFrom: FREE_SHIPPING_FROM, flatFee: STANDARD_SHIPPING };
/**
 * The largest total one order may have (issue 25). Totals are stored as 32-bit integers of céntimos (at most
 * S/ 21,474,836.47): an order above this is refused in Spanish, never an overflow (a 500).
 */
export const MAX_ORDER_TOTAL = Money.fromSoles(1_000_000);
export const ORDER_TOO_LARGE_MESSAGE = `El pedido no puede superar ${MAX_ORDER_TOTAL.format()}. Divide tu compra en varios pedidos.`;

/** Izipay's card-payment commission, charged to the customer. */
export const IZIPAY_COMMISSION_PERCENT = 4;

/**
 * The policy in one sentence, the same wherever it is told (the admin's form, /envio-info): issue 27 found the
 * information page listing other prices than the checkout charged.
 */
export function shippingPolicySummary(policy: ShippingPolicy): string {
  if (policy.freeFrom.isZero() || policy.flatFee.isZero()) return 'Todos los pedidos tienen envío gratis.';
  return `Los pedidos desde ${policy.freeFrom.format()} no pagan envío; los demás pagan ${policy.flatFee.format()}.`;
}

/** Storefront checkout or an order the admin creates for a customer (which never pays shipping). */
export type OrderOrigin = 'storefront' | 'admin';

export interface PricedLine {
  /** Unit price. */
  readonly price: Money;
  readonly quantity: number;
}

export interface OrderTotals {
  readonly subtotal: Money;
  readonly shipping: Money;
  /** The Izipay commission; zero for every other payment method. */
  readonly commission: Money;
  readonly total: Money;
}

export function subtotalOf(lines: readonly PricedLine[]): Money {
  return Money.sum(lines.map((line) => line.price.times(line.quantity)));
}

/** Nothing to ship, an admin-created order, or a subtotal of at least `freeFrom` ship free; the rest pay `flatFee`. */
export function shippingFor(
  subtotal: Money,
  origin: OrderOrigin,
  policy: ShippingPolicy = DEFAULT_SHIPPING_POLICY,
): Money {
  if (origin === 'admin') return Money.ZERO;
  if (subtotal.isZero() || !policy.freeFrom.greaterThan(subtotal)) return Money.ZERO;
  return policy.flatFee;
}

/** 4 % of the subtotal, rounded half-up to the céntimo, only for izipay. */
export function paymentCommission(subtotal: Money, paymentMethod: PaymentMethod | null): Money {
  return paymentMethod === 'izipay' ? subtotal.percentOf(IZIPAY_COMMISSION_PERCENT) : Money.ZERO;
}

/**
 * Subtotal from the lines, shipping by origin and the store's policy (the spec's constants by default),
 * commission by payment method (null before one is chosen).
 */
export function orderTotals(
  lines: readonly PricedLine[],
  paymentMethod: PaymentMethod | null,
  origin: OrderOrigin,
  policy: ShippingPolicy = DEFAULT_SHIPPING_POLICY,
): OrderTotals {
  const subtotal = subtotalOf(lines);
  const shipping = shippingFor(subtotal, origin, policy);
  const commission = paymentCommission(subtotal, paymentMethod);
  return { subtotal, shipping, commission, total: subtotal.add(shipping).add(commission) };
}
