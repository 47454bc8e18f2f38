import type { DomainError, Result } from '../shared/result';
import { err, ok } from '../shared/result';

export const CART_STOCK_CHANGED_MESSAGES = {
  cart: 'Algunos productos han sido actualizados por cambios en stock. Por favor, revisa tu carrito.',
  checkout: 'Algunos productos han sido actualizados por cambios en stock. Por favor, revisa tu orden.',
} as const;

/** Where the shopper is when the check runs: the cart panel or the checkout's order summary. */
export type ReconciliationContext = keyof typeof CART_STOCK_CHANGED_MESSAGES;

export interface CartAdjustment {
  readonly lineId: string;
  readonly productId: string;
  readonly from: number;
  /** 0 means the line was removed. */
  readonly to: number;
}

export type CartStockChangedError<L> = DomainError<'CART_STOCK_CHANGED'> & {
  readonly details: { readonly lines: readonly L[]; readonly adjustments: readonly CartAdjustment[] };
};

/** Current stock of a product; undefined when the product no longer exists (treated as stock 0). */
export type StockOf = (productId: string) => number | undefined;

type ReconcilableLine = { readonly id: string; readonly productId: string; readonly quantity: number };

/**
 * The check before checkout: lines above stock are cut to the stock, lines whose
 * product has no stock are removed. When anything changed, checkout is not
 * entered: the error carries the corrected lines to save and the warning to show.
 */
export function reconcileCartWithStock<L extends ReconcilableLine>(
  lines: readonly L[],
  stockOf: StockOf,
  context: ReconciliationContext = 'cart',
): Result<readonly L[], CartStockChangedError<L>> {
  const adjusted: L[] = [];
  const adjustments: CartAdjustment[] = [];
  for (const line of lines) {
    const stock = Math.max(0, stockOf(line.productId) ?? 0);
    if (line.quantity <= stock) {
      adjusted.push(line);
      continue;
    }
    adjustments.push({ lineId: line.id, productId: line.productId, from: line.quantity, to: stock });
    if (stock > 0) adjusted.push({ ...line, quantity: stock });
  }
  if (adjustments.length === 0) return ok(lines);
  return err({
    code: 'CART_STOCK_CHANGED',
    message: CART_STOCK_CHANGED_MESSAGES[context],
    details: { lines: adjusted, adjustments },
  });
}
