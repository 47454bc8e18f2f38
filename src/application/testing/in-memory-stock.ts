import type { RecordedStockMovement, StockLevel, StockMovement } from '../../domain/stock/stock-movement';
import type { Page } from '../ports/catalog-repositories';
import { limaDate } from '../../domain/shared/lima-date';
import type { StockLedgerEntry } from '../../domain/stock/stock-movement-export';
import type { ProductStock, StockChange, StockLedgerBatchCriteria, StockMovementQueries } from '../ports/stock';
import type { InMemoryCatalogue } from './in-memory-catalog';

/**
 * Products' units and the stock ledger over the in-memory catalogue (so its reads see every change), as the
 * TypeORM adapter keeps them: `locked` lists every lockForUpdate call's ids (in id order), `movements` the
 * ledger, oldest first.
 */
export class InMemoryProductStock implements ProductStock, StockMovementQueries {
  readonly locked: string[][] = [];
  movements: RecordedStockMovement[] = [];

  constructor(readonly catalogue: InMemoryCatalogue) {}

  /** Test helper: every product's units by id. */
  levels(): Record<string, StockLevel> {
    return Object.fromEntries(
      [...this.catalogue.products].map(([id, product]) => [id, { stock: product.stock, held: product.held }]),
    );
  }

  snapshot() {
    const movements = [...this.movements];
    return () => {
      this.movements = movements;
    };
  }

  async lockForOrder(productIds: readonly string[]) {
    const levels = new Map<string, StockLevel>();
    for (const id of new Set(productIds)) {
      const product = this.catalogue.products.get(id);
      if (product) levels.set(id, { stock: product.stock, held: product.held });
    }
    return levels;
  }

  async lockForUpdate(productIds: readonly string[]) {
    const ids = [...new Set(productIds)].sort();
    this.locked.push(ids);
    const levels = new Map<string, StockLevel>();
    for (const id of ids) {
      const product = this.catalogue.products.get(id);
      if (product) levels.set(id, { stock: product.stock, held: product.held });
    }
    return levels;
  }

  async record(movement: StockMovement): Promise<StockChange> {
    const product = this.catalogue.products.get(movement.productId);
    if (!product) throw new Error(`no product ${movement.productId} to move stock of`);
    const after = { stock: product.stock + movement.stockDelta, held: product.held + movement.heldDelta };
    if (after.stock < 0 || after.held < 0) throw new Error(`negative units for ${movement.productId}`);
    this.catalogue.products.set(product.id, { ...product, ...after });
    this.movements.push({
      ...movement,
      id: String(this.movements.length + 1),
      stockAfter: after.stock,
      heldAfter: after.held,
    });
    return { productId: product.id, before: { stock: product.stock, held: product.held }, after };
  }

  async forProduct(productId: string, window: { offset: number; limit: number }): Promise<Page<RecordedStockMovement>> {
    const mine = this.movements.filter((movement) => movement.productId === productId).reverse();
    return { items: mine.slice(window.offset, window.offset + window.limit), total: mine.length };
  }

  async batchForExport({ filter, afterId, limit }: StockLedgerBatchCriteria): Promise<StockLedgerEntry[]> {
    const after = afterId === null ? 0 : Number(afterId);
    return this.movements
      .filter((movement) => Number(movement.id) > after)
      .filter((movement) => !filter.productId || movement.productId === filter.productId)
      .filter((movement) => !filter.from || limaDate(movement.at) >= filter.from)
      .filter((movement) => !filter.to || limaDate(movement.at) <= filter.to)
      .slice(0, limit)
      .map((movement) => {
        const product = this.catalogue.products.get(movement.productId);
        const brand = product ? this.catalogue.brands.get(product.brandId) : undefined;
        return { ...movement, productName: product?.name ?? null, brandName: brand?.name ?? null };
      });
  }
}
