import type { EntityManager } from 'typeorm';
import type { Page } from '../../application/ports/catalog-repositories';
import type {
  ProductStock,
  StockChange,
  StockLedgerBatchCriteria,
  StockMovementQueries,
} from '../../application/ports/stock';
import type {
  RecordedStockMovement,
  StockLevel,
  StockMovement,
  StockMovementReason,
} from '../../domain/stock/stock-movement';
import type { StockLedgerEntry } from '../../domain/stock/stock-movement-export';
import { isUuid } from '../../domain/shared/uuid';
import { SHOP_TIME_ZONE_SQL as LIMA } from '../database/shop-time-zone';

/**
 * Products' units under row locks, and the stock ledger. Rows are locked in
 * one global order (by id, in the database's own ordering), so two
 * transactions that need overlapping products queue instead of deadlocking.
 */
export class TypeOrmProductStock implements ProductStock {
  constructor(private readonly db: EntityManager) {}

  async lockForOrder(
    productIds: readonly string[],
    { holding }: { readonly holding: boolean },
  ): Promise<ReadonlyMap<string, StockLevel>> {
    const ids = uuids(productIds);
    if (ids.length === 0) return new Map();
    // A row deleted or archived by a transaction this one waited for is re-checked and left out.
    const rows: { id: string; stock: number; held: number }[] = await this.db.query(
      `SELECT id, stock, held FROM products WHERE id = ANY($1::uuid[]) AND archived_at IS NULL
       ORDER BY id ${holding ? 'FOR UPDATE' : 'FOR KEY SHARE'}`,
      [ids],
    );
    return new Map(rows.map((row) => [row.id, { stock: row.stock, held: row.held }]));
  }

  async lockForUpdate(productIds: readonly string[]): Promise<ReadonlyMap<string, StockLevel>> {
    const ids = uuids(productIds);
    if (ids.length === 0) return new Map();
    // With ORDER BY, PostgreSQL locks the rows as they come out of the sort: in id order.
    const rows: { id: string; stock: number; held: number }[] = await this.db.query(
      `SELECT id, stock, held FROM products WHERE id = ANY($1::uuid[]) ORDER BY id FOR UPDATE`,
      [ids],
    );
    return new Map(rows.map((row) => [row.id, { stock: row.stock, held: row.held }]));
  }

  async record(movement: StockMovement): Promise<StockChange> {
    // One statement: the product's units move (the CHECKs refuse negative ones) and the ledger row is written.
    const rows: { stock_before: number; held_before: number; stock: number; held: number }[] = await this.db.query(
      `WITH moved AS (
         UPDATE products p SET stock = p.stock + $2, held = p.held + $3
           FROM (SELECT id, stock, held FROM products WHERE id = $1 FOR UPDATE) old
          WHERE p.id = old.id
         RETURNING p.id, old.stock AS stock_before, old.held AS held_before, p.stock, p.held
       ), recorded AS (
         INSERT INTO stock_movements
           (product_id, reason, stock_delta, held_delta, stock_after, held_after, order_id, admin_email, at)
         SELECT id, $4, $2, $3, stock, held, $5, $6, $7 FROM moved
       )
       SELECT stock_before, held_before, stock, held FROM moved`,
      [
        movement.productId,
        movement.stockDelta,
        movement.heldDelta,
        movement.reason,
        movement.orderId,
        movement.adminEmail,
        movement.at,
      ],
    );
    const [row] = rows;
    if (!row) throw new Error(`no product ${movement.productId} to move stock of`);
    return {
      productId: movement.productId,
      before: { stock: row.stock_before, held: row.held_before },
      after: { stock: row.stock, held: row.held },
    };
  }
}

interface MovementRow {
  id: string;
  product_id: string;
  reason: StockMovementReason;
  stock_delta: number;
  held_delta: number;
  stock_after: number;
  held_after: number;
  order_id: string | null;
  admin_email: string | null;
  at: Date;
}

const movementOf = (row: MovementRow): RecordedStockMovement => ({
  id: String(row.id),
  productId: row.product_id,
  reason: row.reason,
  stockDelta: row.stock_delta,
  heldDelta: row.held_delta,
  stockAfter: row.stock_after,
  heldAfter: row.held_after,
  orderId: row.order_id,
  adminEmail: row.admin_email,
  at: row.at,
});

/** The ledger read for the admin: one statement per page (the total as a window count). */
export class TypeOrmStockMovementQueries implements StockMovementQueries {
  constructor(private readonly db: EntityManager) {}

  async forProduct(
    productId: string,
    window: { readonly offset: number; readonly limit: number },
  ): Promise<Page<RecordedStockMovement>> {
    if (!isUuid(productId)) return { items: [], total: 0 };
    const rows: (MovementRow & { total: string })[] = await this.db.query(
      `SELECT *, count(*) OVER () AS total FROM stock_movements WHERE product_id = $1
       ORDER BY id DESC LIMIT $2 OFFSET $3`,
      [productId, window.limit, window.offset],
    );
    if (rows.length === 0 && window.offset > 0) {
      const [counted] = await this.db.query(`SELECT count(*) AS total FROM stock_movements WHERE product_id = $1`, [
        productId,
      ]);
      return { items: [], total: Number(counted?.total ?? 0) };
    }
    return {
      items: rows.map(movementOf),
      total: Number(rows[0]?.total ?? 0),
    };
  }

  /**
   * By id (the order the movements were recorded in, under the product's row lock): the primary key serves the
   * whole ledger, stock_movements_product_idx one product's. The Lima dates become instants, as the orders' do.
   */
  async batchForExport({ filter, afterId, limit }: StockLedgerBatchCriteria): Promise<StockLedgerEntry[]> {
    const conditions: string[] = [];
    const parameters: unknown[] = [];
    const where = (condition: (placeholder: string) => string, value: unknown) => {
      parameters.push(value);
      conditions.push(condition(`$${parameters.length}`));
    };
    if (afterId !== null) where((p) => `m.id > ${p}::bigint`, afterId);
    if (filter.productId) where((p) => `m.product_id = ${p}::uuid`, filter.productId);
    if (filter.from) where((p) => `m.at >= (CAST(${p} AS timestamp) AT TIME ZONE ${LIMA})`, filter.from);
    if (filter.to) where((p) => `m.at < (CAST(CAST(${p} AS date) + 1 AS timestamp) AT TIME ZONE ${LIMA})`, filter.to);
    parameters.push(limit);
    const rows: (MovementRow & { product_name: string | null; brand_name: string | null })[] = await this.db.query(
      `SELECT m.*, p.name AS product_name, b.name AS brand_name
         FROM stock_movements m
         LEFT JOIN products p ON p.id = m.product_id
         LEFT JOIN brands b ON b.id = p.brand_id
        ${conditions.length ? `WHERE ${conditions.join(' AND ')}` : ''}
        ORDER BY m.id LIMIT $${parameters.length}`,
      parameters,
    );
    return rows.map((row) => ({ ...movementOf(row), productName: row.product_name, brandName: row.brand_name }));
  }
}

const uuids = (ids: readonly string[]) => [...new Set(ids.filter(isUuid))];
