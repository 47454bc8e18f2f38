import type { EntityManager } from 'typeorm';
import type { ProductStock } from '../../application/ports/orders';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Products' stock under row locks, for completing orders. Rows are locked in
 * one global order (by id, in the database's own ordering), so two
 * transactions that need overlapping products queue instead of deadlocking.
 */
export class TypeOrmProductStock implements ProductStock {
  constructor(private readonly db: EntityManager) {}

  async lockForOrder(productIds: readonly string[]): Promise<ReadonlySet<string>> {
    const ids = [...new Set(productIds.filter((id) => UUID.test(id)))];
    if (ids.length === 0) return new Set();
    // A row deleted or archived by a transaction this one waited for is re-checked and left out.
    const rows: { id: string }[] = await this.db.query(
      `SELECT id FROM products WHERE id = ANY($1::uuid[]) AND archived_at IS NULL ORDER BY id FOR KEY SHARE`,
      [ids],
    );
    return new Set(rows.map((row) => row.id));
  }

  async lockForUpdate(productIds: readonly string[]): Promise<ReadonlyMap<string, number>> {
    const ids = [...new Set(productIds.filter((id) => UUID.test(id)))];
    if (ids.length === 0) return new Map();
    // With ORDER BY, PostgreSQL locks the rows as they come out of the sort: in id order.
    const rows: { id: string; stock: number }[] = await this.db.query(
      `SELECT id, stock FROM products WHERE id = ANY($1::uuid[]) ORDER BY id FOR UPDATE`,
      [ids],
    );
    return new Map(rows.map((row) => [row.id, row.stock]));
  }

  async take(productId: string, quantity: number): Promise<void> {
    const [, affected]: [unknown, number] = await this.db.query(
      `UPDATE products SET stock = stock - $2 WHERE id = $1 AND stock >= $2`,
      [productId, quantity],
    );
    if (affected !== 1) throw new Error(`stock of product ${productId} below ${quantity} under its row lock`);
  }
}
