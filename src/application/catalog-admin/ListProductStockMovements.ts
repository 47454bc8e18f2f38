import { pageWindow, totalPages, type PageRequest, type PaginationError } from '../../domain/shared/pagination';
import { ok, type Result } from '../../domain/shared/result';
import type { RecordedStockMovement } from '../../domain/stock/stock-movement';
import type { StockMovementQueries } from '../ports/stock';

export interface StockMovementPage {
  readonly items: readonly RecordedStockMovement[];
  readonly total: number;
  readonly page: number;
  readonly pageSize: number;
  readonly totalPages: number;
}

/**
 * A product's stock ledger for the admin, newest first, a page at a time: every change to its units with the
 * reason, the units after it, and the order or admin behind it. A product deleted since keeps its history.
 */
export class ListProductStockMovements {
  constructor(private readonly movements: StockMovementQueries) {}

  async execute(productId: string, request: PageRequest): Promise<Result<StockMovementPage, PaginationError>> {
    const window = pageWindow(request);
    if (!window.ok) return window;
    const { items, total } = await this.movements.forProduct(productId.trim(), window.value);
    return ok({ items, total, ...request, totalPages: totalPages(total, request.pageSize) });
  }
}
