import { domainError, err, ok, type DomainError, type Result } from '../shared/result';

export interface ClampedQuantity {
  readonly quantity: number;
  /** 'Solo hay N unidades disponibles' when the request was above the stock. */
  readonly message: string | null;
}

/** The spec's notice when a shopper asks for more units than the stock. */
export const overStockMessage = (stock: number): string => `Solo hay ${stock} unidades disponibles`;

/**
 * A quantity selector's rule (product detail, cart line): between `min` and
 * the stock, whole units; above the stock it stops at the stock and says so.
 */
export function clampQuantity(requested: number, stock: number, min = 1): ClampedQuantity {
  if (requested > stock) return { quantity: stock, message: overStockMessage(stock) };
  return { quantity: Math.max(min, Math.floor(requested) || min), message: null };
}

export type AddToCartError = DomainError<'STOCK_INSUFFICIENT'>;

/** Units a shopper can still add: the stock less what their cart already holds (never below 0). */
export function unitsLeftToAdd(alreadyInCart: number, stock: number): number {
  return Math.max(0, stock - Math.max(0, alreadyInCart));
}

/**
 * The refusal when an addition goes beyond the stock. 'Solo quedan N unidades' counts what is left
 * after what the cart already holds ('Solo queda 1 unidad' for one; none left says so).
 */
export function insufficientStockMessage(unitsLeft: number): string {
  if (unitsLeft <= 0) return 'No hay suficiente stock. Ya tienes en tu carrito todas las unidades disponibles';
  if (unitsLeft === 1) return 'No hay suficiente stock. Solo queda 1 unidad';
  return `No hay suficiente stock. Solo quedan ${unitsLeft} unidades`;
}

/** Adding to the cart may not take the product's total in the cart above its stock. Returns the new total. */
export function checkAddToCart(quantity: number, alreadyInCart: number, stock: number): Result<number, AddToCartError> {
  const total = alreadyInCart + quantity;
  if (total > stock) {
    const left = unitsLeftToAdd(alreadyInCart, stock);
    return err(
      domainError('STOCK_INSUFFICIENT', insufficientStockMessage(left), {
        requested: total,
        available: stock,
        left,
      }),
    );
  }
  return ok(total);
}
