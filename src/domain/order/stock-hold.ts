import type { CheckoutPaymentMethod, PaymentMethod } from '../checkout/payment-method';
import { CHECKOUT_PAYMENT_METHODS } from '../checkout/payment-method';
import { availableStock, type StockLevel, type StockMovement } from '../stock/stock-movement';

/**
 * Holds by payment method (issue 24): when the store holds stock for an order's payment method, placing the
 * order sets its units aside for some hours (`products.held`), so nobody else can order them while the
 * customer pays. Completing the order turns the hold into the sale; cancelling it, or its time running out
 * (the scheduler), releases the units.
 */
export type StockHoldState = 'active' | 'converted' | 'released' | 'expired';

export interface StockHold {
  /** Until when the units are held (the scheduler releases them once this passes). */
  readonly until: Date;
  readonly state: StockHoldState;
}

/** Hours each payment method holds an order's units; 0 holds nothing (the spec's behaviour, the default). */
export type StockHoldHours = { readonly [M in CheckoutPaymentMethod]: number };

export const NO_STOCK_HOLDS: StockHoldHours = { yape: 0, plin: 0, transferencia: 0, izipay: 0 };
/** A week at most: a hold is a short wait for a payment, not a reservation. */
export const MAX_HOLD_HOURS = 168;
/** The scheduler releases expired holds every minute (one process at a time). */
export const HOLD_RELEASE_CHECK_INTERVAL_MS = 60 * 1000;

const HOUR_MS = 60 * 60 * 1000;

/** The hours `method` holds an order's units (none for 'efectivo', which only the shop records). */
export function holdHoursFor(hours: StockHoldHours, method: PaymentMethod): number {
  return (CHECKOUT_PAYMENT_METHODS as readonly PaymentMethod[]).includes(method)
    ? hours[method as CheckoutPaymentMethod]
    : 0;
}

/** The hold a new order gets: none with 0 hours, otherwise active for that many hours from `placedAt`. */
export function holdFor(placedAt: Date, hours: number): StockHold | null {
  return hours > 0 ? { until: new Date(placedAt.getTime() + hours * HOUR_MS), state: 'active' } : null;
}

interface HoldingOrder {
  readonly id: string;
  readonly stockHold: StockHold | null;
  readonly lines: readonly { readonly productId: string; readonly quantity: number }[];
}

/** Whether the order's units are held now (until released by a completion, a cancellation or the scheduler). */
export const holdsStock = (order: Pick<HoldingOrder, 'stockHold'>): boolean => order.stockHold?.state === 'active';

/** The order's units per product (lines of one product added up), in line order. */
export function unitsByProduct(lines: HoldingOrder['lines']): Map<string, number> {
  const units = new Map<string, number>();
  for (const line of lines) units.set(line.productId, (units.get(line.productId) ?? 0) + line.quantity);
  return units;
}

/** Units the order has held, per product: none unless its hold is active. */
export function heldUnitsOf(order: HoldingOrder): ReadonlyMap<string, number> {
  return holdsStock(order) ? unitsByProduct(order.lines) : new Map();
}

/**
 * Whether a new held order fits: every product still there (a missing one is a shortage) with as many units
 * available (stock less what other orders hold) as the order asks.
 */
export function canHold(order: HoldingOrder, levels: (productId: string) => StockLevel | undefined): boolean {
  return [...unitsByProduct(order.lines)].every(([productId, quantity]) => {
    const level = levels(productId);
    return level !== undefined && quantity <= availableStock(level);
  });
}

/** The ledger's movements of a hold placed with a new order: its units held, product by product. */
export function holdPlaced(order: HoldingOrder, at: Date): StockMovement[] {
  return [...heldUnitsOf(order)].map(([productId, quantity]) => ({
    productId,
    reason: 'hold-placed',
    stockDelta: 0,
    heldDelta: quantity,
    orderId: order.id,
    adminEmail: null,
    at,
  }));
}

/** Releasing a held order's units, because it was cancelled or its time ran out: the order and the movements. */
export function releaseHold<O extends HoldingOrder>(
  order: O,
  why: 'released' | 'expired',
  actor: { readonly adminEmail: string | null; readonly at: Date },
): { readonly order: O; readonly movements: StockMovement[] } {
  if (!order.stockHold || !holdsStock(order)) return { order, movements: [] };
  const movements = [...heldUnitsOf(order)].map(([productId, quantity]): StockMovement => ({
    productId,
    reason: why === 'released' ? 'hold-released' : 'hold-expired',
    stockDelta: 0,
    heldDelta: -quantity,
    orderId: order.id,
    ...actor,
  }));
  return { order: { ...order, stockHold: { ...order.stockHold, state: why } }, movements };
}

/**
 * Whether the scheduler should release this order's hold now: only a pending order's time runs out. Once the shop
 * takes the order in process (the customer is paying or has paid), its units stay held until it completes or is
 * cancelled, so a paid order is never refused at completion for units sold meanwhile.
 */
export function holdExpired(
  order: { readonly status: string; readonly stockHold: StockHold | null },
  now: Date,
): boolean {
  const hold = order.stockHold;
  return order.status === 'pending' && hold?.state === 'active' && hold.until.getTime() <= now.getTime();
}
