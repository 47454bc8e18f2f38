import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 24: a stock ledger. Every change to a product's units writes a `stock_movements` row in the same
 * transaction (src/domain/stock/stock-movement.ts): the reason, the change to the stock on hand and to the
 * units held for orders, both after the change, the order or the admin behind it, and when. So, for every
 * product, stock = the sum of its stock deltas and held = the sum of its held deltas (the opening balance
 * written here starts every existing product's history). `held` is new: units set aside by orders whose
 * payment method holds stock (migration StockHolds), which shoppers cannot order. The ledger has no foreign
 * key to products: a product's history outlives the product.
 */
export class StockMovements1765600000000 implements MigrationInterface {
  name = 'StockMovements1765600000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE products ADD COLUMN held integer NOT NULL DEFAULT 0 CHECK (held >= 0)`);
    await db.query(`
      CREATE TABLE stock_movements (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        product_id uuid NOT NULL,
        reason text NOT NULL CHECK (reason IN ('opening-balance', 'product-created', 'product-form',
          'admin-adjustment', 'order-completed', 'hold-placed', 'hold-converted', 'hold-released', 'hold-expired')),
        stock_delta integer NOT NULL,
        held_delta integer NOT NULL,
        stock_after integer NOT NULL CHECK (stock_after >= 0),
        held_after integer NOT NULL CHECK (held_after >= 0),
        order_id text REFERENCES orders(id),
        admin_email text,
        at timestamptz NOT NULL,
        CHECK (stock_delta <> 0 OR held_delta <> 0)
      )`);
    await db.query(`CREATE INDEX stock_movements_product_idx ON stock_movements (product_id, id DESC)`);
    await db.query(`
      INSERT INTO stock_movements (product_id, reason, stock_delta, held_delta, stock_after, held_after, at)
      SELECT id, 'opening-balance', stock, 0, stock, 0, now() FROM products WHERE stock <> 0 ORDER BY position, id`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE stock_movements`);
    await db.query(`ALTER TABLE products DROP COLUMN held`);
  }
}
