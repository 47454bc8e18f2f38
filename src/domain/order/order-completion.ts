import { domainError, err, ok, type DomainError, type Result } from '../shared/result';
import { availableStock, type StockLevel, type StockMovement } from '../stock/stock-movement';
import { stockShortageSummary, type StockInsufficientError, type StockShortage } from '../stock/stock-validation';
import { orderStateMachine, type OrderTransitionError } from './order-state-machine';
import type { OrderStatus } from './order-status';
import { heldUnitsOf, type StockHold } from './stock-hold';

/** What completing needs of an order: its status, its hold and, per line, the product, its name as bought and the units. */
export interface CompletableOrder {
  readonly id: string;
  readonly status: OrderStatus;
  readonly stockHold: StockHold | null;
  readonly lines: readonly {
    readonly productId: string;
    readonly quantity: number;
    readonly snapshot: { readonly name: string };
  }[];
}

/** Completing takes `quantity` units of the product (`held` of them from this order's own hold). */
export interface StockDecrement {
  readonly productId: string;
  readonly quantity: number;
  /** Units this order's hold had set aside, which leave the held units with the sale. */
  readonly held: number;
  readonly remainingStock: number;
}

export interface OrderCompletion<O> {
  readonly order: O;
  /** One per product (lines of one product added up), in line order. */
  readonly decrements: readonly StockDecrement[];
}

export type OrderCompletionError =
  OrderTransitionError | StockInsufficientError | DomainError<'STOCK_PRODUCT_NOT_FOUND'>;

/** A product's units now; undefined when the product does not exist. */
export type StockById = (productId: string) => StockLevel | undefined;

/**
 * Completing an order, as one rule: the workflow must allow it (processing →
 * completed), every product must still exist, and its units must cover the
 * order's (lines of one product added up, so two lines of 3 against 5 fail):
 * its own held units, plus what the stock has beyond what other orders hold.
 * Answers the decrements to write (a held order's hold becomes the sale), or
 * every shortage at once, each with what was there for this order.
 */
export function completeOrder<O extends CompletableOrder>(
  order: O,
  stockById: StockById,
): Result<OrderCompletion<O>, OrderCompletionError> {
  const move = orderStateMachine.transition(order.status, 'completed', undefined);
  if (!move.ok) return move;
  const ownHeld = heldUnitsOf(order);
  const shortages: StockShortage[] = [];
  const decrements: StockDecrement[] = [];
  for (const { productId, productName, quantity } of unitsByProduct(order.lines)) {
    const level = stockById(productId);
    if (level === undefined) {
      return err(domainError('STOCK_PRODUCT_NOT_FOUND', 'Producto no encontrado', { productId }));
    }
    // Its own held units first (a stock lowered below every hold still serves holders first come, first served).
    const held = Math.min(ownHeld.get(productId) ?? 0, level.held);
    const available = Math.min(level.stock, held + availableStock(level));
    if (quantity > available) shortages.push({ productId, productName, requested: quantity, available });
    else decrements.push({ productId, quantity, held, remainingStock: level.stock - quantity });
  }
  if (shortages.length > 0) {
    return err({ code: 'STOCK_INSUFFICIENT', message: stockShortageSummary(shortages), details: { shortages } });
  }
  const stockHold =
    order.stockHold && ownHeld.size > 0 ? { ...order.stockHold, state: 'converted' as const } : order.stockHold;
  return ok({ order: { ...order, status: 'completed', stockHold }, decrements });
}

/** The stock ledger's movements of a completion: a sale from the stock (and from the order's hold, if any). */
export function completionMovements(
  completion: OrderCompletion<{ readonly id: string }>,
  actor: { readonly adminEmail: string | null; readonly at: Date },
): StockMovement[] {
  return completion.decrements.map((decrement) => ({
    productId: decrement.productId,
    reason: decrement.held > 0 ? 'hold-converted' : 'order-completed',
    stockDelta: -decrement.quantity,
    heldDelta: -decrement.held,
    orderId: completion.order.id,
    ...actor,
  }));
}

function unitsByProduct(lines: CompletableOrder['lines']) {
  const byProduct = new Map<string, { productId: string; productName: string; quantity: number }>();
  for (const line of lines) {
    const seen = byProduct.get(line.productId);
    if (seen) seen.quantity += line.quantity;
    else {
      byProduct.set(line.productId, {
        productId: line.productId,
        productName: line.snapshot.name,
        quantity: line.quantity,
      });
    }
  }
  return [...byProduct.values()];
}
