import { domainError, err, ok, type DomainError, type Result } from '../shared/result';

export interface ClampedQuantity {
  readonly quantity: number;
  /** 'Solo hay N unidades disponibles' when the request was above the stock. */
  readonly message: string | null;
}

/**
 * The product detail's quantity selector: minimum 1, maximum the stock.
 * An out-of-stock product has nothing to select (quantity 0).
 */
export function clampDetailQuantity(requested: number, stock: number): ClampedQuantity {
  if (stock <= 0) return { quantity: 0, message: null };
  if (requested > stock) return { quantity: stock, message: `Solo hay ${stock} unidades disponibles` };
  return { quantity: Math.max(1, Math.floor(requested) || 1), message: null };
}

export type AddToCartError = DomainError<'STOCK_INSUFFICIENT'>;

/** Adding to the cart may not take the product's total in the cart above its stock. Returns the new total. */
export function checkAddToCart(quantity: number, alreadyInCart: number, stock: number): Result<number, AddToCartError> {
  const total = alreadyInCart + quantity;
  if (total > stock) {
    return err(
      domainError('STOCK_INSUFFICIENT', `No hay suficiente stock. Solo quedan ${stock} unidades`, {
        requested: total,
        available: stock,
      }),
    );
  }
  return ok(total);
}
