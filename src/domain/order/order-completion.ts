import { domainError, err, ok, type DomainError, type Result } from '../shared/result';
import { stockShortageSummary, type StockInsufficientError, type StockShortage } from '../stock/stock-validation';
import { orderStateMachine, type OrderTransitionError } from './order-state-machine';
import type { OrderStatus } from './order-status';

/** What completing needs of an order: its status and, per line, the product, its name as bought and the units. */
export interface CompletableOrder {
  readonly status: OrderStatus;
  readonly lines: readonly {
    readonly productId: string;
    readonly quantity: number;
    readonly snapshot: { readonly name: string };
  }[];
}

/** Completing takes `quantity` units of the product, leaving `remainingStock`. */
export interface StockDecrement {
  readonly productId: string;
  readonly quantity: number;
  readonly remainingStock: number;
}

export interface OrderCompletion<O> {
  readonly order: O;
  /** One per product (lines of one product added up), in line order. */
  readonly decrements: readonly StockDecrement[];
}

export type OrderCompletionError =
  OrderTransitionError | StockInsufficientError | DomainError<'STOCK_PRODUCT_NOT_FOUND'>;

/** A product's stock now; undefined when the product does not exist. */
export type StockById = (productId: string) => number | undefined;

/**
 * Completing an order, as one rule: the workflow must allow it (processing →
 * completed), every product must still exist, and its stock must cover the
 * order's units of it (lines of one product added up, so two lines of 3
 * against a stock of 5 fail). Answers the decrements to write, or every
 * shortage at once.
 */
export function completeOrder<O extends CompletableOrder>(
  order: O,
  stockById: StockById,
): Result<OrderCompletion<O>, OrderCompletionError> {
  const move = orderStateMachine.transition(order.status, 'completed', undefined);
  if (!move.ok) return move;
  const shortages: StockShortage[] = [];
  const decrements: StockDecrement[] = [];
  for (const { productId, productName, quantity } of unitsByProduct(order.lines)) {
    const stock = stockById(productId);
    if (stock === undefined)
      return err(domainError('STOCK_PRODUCT_NOT_FOUND', 'Producto no encontrado', { productId }));
    if (quantity > stock) shortages.push({ productId, productName, requested: quantity, available: stock });
    else decrements.push({ productId, quantity, remainingStock: stock - quantity });
  }
  if (shortages.length > 0) {
    return err({ code: 'STOCK_INSUFFICIENT', message: stockShortageSummary(shortages), details: { shortages } });
  }
  return ok({ order: { ...order, status: 'completed' }, decrements });
}

function unitsByProduct(lines: CompletableOrder['lines']) {
  const byProduct = new Map<string, { productId: string; productName: string; quantity: number }>();
  for (const line of lines) {
    const seen = byProduct.get(line.productId);
    if (seen) seen.quantity += line.quantity;
    else
      byProduct.set(line.productId, {
        productId: line.productId,
        productName: line.snapshot.name,
        quantity: line.quantity,
      });
  }
  return [...byProduct.values()];
}
