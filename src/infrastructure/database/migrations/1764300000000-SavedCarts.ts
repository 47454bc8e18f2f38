import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The cart saved with each account: one row per product. No foreign key to
 * products: a line whose product was deleted is simply quoted as removed and
 * dropped on the next save.
 */
export class SavedCarts1764300000000 implements MigrationInterface {
  name = 'SavedCarts1764300000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE saved_cart_lines (
        account_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
        product_id uuid NOT NULL,
        quantity integer NOT NULL CHECK (quantity BETWEEN 1 AND 999),
        position integer NOT NULL CHECK (position >= 0),
        saved_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (account_id, product_id)
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE saved_cart_lines`);
  }
}
