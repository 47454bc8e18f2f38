import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 24: holds by payment method. The store's settings say, per payment method, how many hours an order's
 * units are held (`stock_hold_hours`, a missing method holds none: the spec's behaviour and the default). A
 * held order keeps until when (`hold_until`) and how its hold ended (`hold_state`: active, then converted by the
 * completion, released by a cancellation, or expired by the scheduler); `products.held` (migration
 * StockMovements) counts the units every active hold sets aside. The partial index is the scheduler's look-up.
 */
export class StockHolds1765700000000 implements MigrationInterface {
  name = 'StockHolds1765700000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE store_settings ADD COLUMN stock_hold_hours jsonb NOT NULL DEFAULT '{}'`);
    await db.query(`
      ALTER TABLE orders
        ADD COLUMN hold_until timestamptz,
        ADD COLUMN hold_state text CHECK (hold_state IN ('active', 'converted', 'released', 'expired')),
        ADD CHECK ((hold_until IS NULL) = (hold_state IS NULL))`);
    await db.query(`CREATE INDEX orders_active_holds_idx ON orders (hold_until) WHERE hold_state = 'active'`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX orders_active_holds_idx`);
    await db.query(`ALTER TABLE orders DROP COLUMN hold_state, DROP COLUMN hold_until`);
    await db.query(`ALTER TABLE store_settings DROP COLUMN stock_hold_hours`);
  }
}
