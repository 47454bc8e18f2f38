import type { DomainError } from '../shared/result';

export const STOCK_ERROR_TITLE = 'Productos sin Stock';
export const STOCK_ERROR_DESCRIPTION = 'No se puede completar la orden debido a insuficiente stock';
/** How many shortages the toast names before summing up the rest. */
export const SUMMARY_LINE_LIMIT = 2;

export interface StockShortage {
  readonly productId: string;
  readonly productName: string;
  readonly requested: number;
  readonly available: number;
}

export type StockInsufficientError = DomainError<'STOCK_INSUFFICIENT'> & {
  readonly details: { readonly shortages: readonly StockShortage[] };
};

/** The toast: 'No se puede completar la orden:', at most 2 lines, then '...y N productos más sin stock suficiente'. */
export function stockShortageSummary(shortages: readonly StockShortage[]): string {
  const named = shortages
    .slice(0, SUMMARY_LINE_LIMIT)
    .map((s) => `${s.productName}: solicitado ${s.requested}, disponible ${s.available}`);
  const rest = shortages.length - named.length;
  const more = rest > 0 ? [`...y ${rest} productos más sin stock suficiente`] : [];
  return ['No se puede completar la orden:', ...named, ...more].join('\n');
}
