import { MAX_STOCK, STOCK_TOO_HIGH_MESSAGE } from '../catalog/stock-level';
import { domainError, err, ok, type DomainError, type Result } from '../shared/result';

/**
 * A product's units: `stock` on hand, and `held` of them set aside for orders whose payment method holds
 * stock (issue 24). Shoppers can order `availableStock`.
 */
export interface StockLevel {
  readonly stock: number;
  readonly held: number;
}

/** Units that can still be ordered: the stock less the units held for orders, never below 0. */
export function availableStock(level: StockLevel): number {
  return Math.max(0, level.stock - level.held);
}

/**
 * A product as shoppers and orders see it: its `stock` is what can still be ordered (units held for other
 * orders are not), none held. Every storefront read, cart and new order uses this view; only the admin's
 * product screen shows the stock on hand and the held units. A product nothing is held of (most of them) is
 * that view already and is returned as it is: every catalogue read passes each product here.
 */
export function asOrderable<P extends StockLevel>(product: P): P {
  if (product.held === 0 && product.stock >= 0) return product;
  return { ...product, stock: availableStock(product), held: 0 };
}

/** Whether a change made a product orderable again (none available before, some after): "back in stock". */
export function cameBackInStock(before: StockLevel, after: StockLevel): boolean {
  return availableStock(before) === 0 && availableStock(after) > 0;
}

/**
 * Why a product's stock or held units moved (the ledger's reason codes, after Vendure's StockMovement):
 * - `opening-balance`: the stock a product had when the ledger started (or the demo data was loaded);
 * - `product-created` / `product-form`: the admin's product form (creating, or saving a new stock);
 * - `admin-adjustment`: the − and + buttons of the products table;
 * - `order-completed`: an order without a hold completed (its units leave the stock);
 * - `hold-placed`: an order's units set aside when it was placed (its payment method holds stock);
 * - `hold-converted`: a held order completed (the held units leave the stock and the hold);
 * - `hold-released`: a held order cancelled; `hold-expired`: its hold ran out before payment.
 */
export const STOCK_MOVEMENT_REASONS = [
  'opening-balance',
  'product-created',
  'product-form',
  'admin-adjustment',
  'order-completed',
  'hold-placed',
  'hold-converted',
  'hold-released',
  'hold-expired',
] as const;
export type StockMovementReason = (typeof STOCK_MOVEMENT_REASONS)[number];

/** The admin's words for each reason. */
export const STOCK_MOVEMENT_LABELS: { readonly [R in StockMovementReason]: string } = {
  'opening-balance': 'Stock inicial',
  'product-created': 'Producto creado',
  'product-form': 'Formulario del producto',
  'admin-adjustment': 'Ajuste manual',
  'order-completed': 'Pedido completado',
  'hold-placed': 'Reserva de un pedido',
  'hold-converted': 'Pedido completado (reserva)',
  'hold-released': 'Reserva liberada (pedido cancelado)',
  'hold-expired': 'Reserva vencida',
};

/** One change to a product's units, as the ledger records it in the same transaction as the change. */
export interface StockMovement {
  readonly productId: string;
  readonly reason: StockMovementReason;
  /** Units added to (or, negative, taken from) the stock on hand. */
  readonly stockDelta: number;
  /** Units added to (or taken from) those held for orders. */
  readonly heldDelta: number;
  /** The order that caused it, if any. */
  readonly orderId: string | null;
  /** The admin who made it, if any. */
  readonly adminEmail: string | null;
  readonly at: Date;
}

/** A movement as recorded: with the product's units after it. */
export interface RecordedStockMovement extends StockMovement {
  readonly id: string;
  readonly stockAfter: number;
  readonly heldAfter: number;
}

export type StockBelowHeldError = DomainError<'STOCK_BELOW_HELD'> & { readonly details: { readonly held: number } };

/** A change that would leave fewer units on hand than orders hold (their completion could not take them). */
export function stockBelowHeld(held: number): StockBelowHeldError {
  const what = held === 1 ? 'la unidad reservada' : `las ${held} unidades reservadas`;
  return {
    ...domainError('STOCK_BELOW_HELD', `El stock no puede quedar por debajo de ${what} para pedidos`),
    details: { held },
  };
}

/** Whether − can take a unit: there is one on hand that no order holds (the products screen disables it else). */
export function canLowerStock(level: StockLevel): boolean {
  return level.stock > level.held;
}

export type StockTooHighError = DomainError<'STOCK_TOO_HIGH'>;

/**
 * The − and + buttons: `delta` units, never below 0 (−1 at 0 changes nothing), never below the units held
 * for orders and never over MAX_STOCK (both refused). The movement is the change that really happens, or null
 * when nothing does.
 */
export function stockAdjustment(
  level: StockLevel,
  delta: number,
  movement: Omit<StockMovement, 'stockDelta' | 'heldDelta' | 'reason'>,
): Result<StockMovement | null, StockBelowHeldError | StockTooHighError> {
  const target = Math.max(0, level.stock + delta);
  if (delta < 0 && target < level.held) return err(stockBelowHeld(level.held));
  if (delta > 0 && target > MAX_STOCK) return err(domainError('STOCK_TOO_HIGH', STOCK_TOO_HIGH_MESSAGE));
  const applied = target - level.stock;
  return ok(applied === 0 ? null : { ...movement, reason: 'admin-adjustment', stockDelta: applied, heldDelta: 0 });
}

/** What the product form says about the stock: the number typed, and the one the form was opened with. */
export interface FormStock {
  readonly stock: number;
  readonly expectedStock: number;
}

export type ProductStockChangedError = DomainError<'PRODUCT_STOCK_CHANGED'> & {
  readonly details: { readonly currentStock: number };
};

const units = (count: number) => (count === 1 ? '1 unidad' : `${count} unidades`);

/** The form's stock field over a stock that changed since it was opened. */
export function productStockChanged(currentStock: number): ProductStockChangedError {
  return {
    ...domainError(
      'PRODUCT_STOCK_CHANGED',
      `El stock cambió mientras editabas: ahora hay ${units(currentStock)}. Revisa el stock y vuelve a guardar.`,
    ),
    details: { currentStock },
  };
}

/**
 * The product form's stock, never written over a change it did not see: a stock left as the form was opened
 * is not written at all (an order may have taken units meanwhile); a new number is written only when the
 * stock is still the one the form was opened with, otherwise refused with the current stock. Like −, it never
 * goes below the units held for orders.
 */
export function productFormStock(
  level: StockLevel,
  form: FormStock,
  movement: Omit<StockMovement, 'stockDelta' | 'heldDelta' | 'reason'>,
): Result<StockMovement | null, ProductStockChangedError | StockBelowHeldError> {
  if (form.stock === form.expectedStock || form.stock === level.stock) return ok(null);
  if (level.stock !== form.expectedStock) return err(productStockChanged(level.stock));
  if (form.stock < level.held) return err(stockBelowHeld(level.held));
  return ok({ ...movement, reason: 'product-form', stockDelta: form.stock - level.stock, heldDelta: 0 });
}
