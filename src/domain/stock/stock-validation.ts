import { domainError, err, ok, type DomainError, type Result } from '../shared/result';

export const STOCK_ERROR_TITLE = 'Productos sin Stock';
export const STOCK_ERROR_DESCRIPTION = 'No se puede completar la orden debido a insuficiente stock';
/** How many shortages the toast names before summing up the rest. */
export const SUMMARY_LINE_LIMIT = 2;

export interface StockRequestLine {
  readonly productId: string;
  readonly productName: string;
  readonly quantity: number;
}

export interface StockShortage {
  readonly productId: string;
  readonly productName: string;
  readonly requested: number;
  readonly available: number;
}

/** What completing the order writes: the product's stock goes down by `quantity` to `remainingStock`. */
export interface StockDecrement {
  readonly productId: string;
  readonly quantity: number;
  readonly remainingStock: number;
}

export interface StockValidationPassed {
  /** The order this check was run for, so it cannot be reused to complete another order. */
  readonly orderId: string;
  readonly decrements: readonly StockDecrement[];
}

export type StockInsufficientError = DomainError<'STOCK_INSUFFICIENT'> & {
  readonly details: { readonly shortages: readonly StockShortage[] };
};

export type StockValidationError =
  StockInsufficientError | DomainError<'STOCK_PRODUCT_NOT_FOUND'> | DomainError<'STOCK_VALUE_MISSING'>;

export type StockValidation = Result<StockValidationPassed, StockValidationError>;

/** A product's current stock: null when the product has no stock value, undefined when it does not exist. */
export type CurrentStock = (productId: string) => number | null | undefined;

/**
 * The check that must pass before an order is completed. Lines of the same
 * product are added up, so two lines of 3 against a stock of 5 fail.
 */
export function validateOrderStock(
  order: { readonly id: string; readonly lines: readonly StockRequestLine[] },
  currentStock: CurrentStock,
): StockValidation {
  const requests = requestsByProduct(order.lines);
  const shortages: StockShortage[] = [];
  const decrements: StockDecrement[] = [];
  for (const request of requests) {
    const available = currentStock(request.productId);
    if (available === undefined) {
      return err(domainError('STOCK_PRODUCT_NOT_FOUND', 'Producto no encontrado', { productId: request.productId }));
    }
    if (available === null) {
      return err(
        domainError('STOCK_VALUE_MISSING', 'Error al actualizar el stock de los productos', {
          productId: request.productId,
        }),
      );
    }
    const { productId, productName, quantity } = request;
    if (quantity > available) shortages.push({ productId, productName, requested: quantity, available });
    else decrements.push({ productId, quantity, remainingStock: available - quantity });
  }
  if (shortages.length > 0) {
    return err({
      code: 'STOCK_INSUFFICIENT',
      message: stockShortageSummary(shortages),
      details: { shortages },
    });
  }
  return ok({ orderId: order.id, decrements });
}

/** The toast: 'No se puede completar la orden:', at most 2 lines, then '...y N productos más sin stock suficiente'. */
export function stockShortageSummary(shortages: readonly StockShortage[]): string {
  const named = shortages
    .slice(0, SUMMARY_LINE_LIMIT)
    .map((s) => `${s.productName}: solicitado ${s.requested}, disponible ${s.available}`);
  const rest = shortages.length - named.length;
  const more = rest > 0 ? [`...y ${rest} productos más sin stock suficiente`] : [];
  return ['No se puede completar la orden:', ...named, ...more].join('\n');
}

function requestsByProduct(lines: readonly StockRequestLine[]): StockRequestLine[] {
  const byProduct = new Map<string, StockRequestLine>();
  for (const line of lines) {
    const seen = byProduct.get(line.productId);
    byProduct.set(line.productId, seen ? { ...seen, quantity: seen.quantity + line.quantity } : { ...line });
  }
  return [...byProduct.values()];
}
