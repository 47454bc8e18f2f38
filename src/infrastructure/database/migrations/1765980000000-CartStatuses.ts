import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 26, item 2: the spec's cart statuses for the carts saved with an account, and their reminders.
 *
 * - `saved_carts`: one row per account with a saved cart: its status, when it was last touched (a change to its
 *   lines or opening checkout), when the reminder job last looked at it without abandoning it, and the
 *   abandonment of the current cart (from its first abandonment to the order placed from it).
 * - `cart_abandonments`: one row per cart that was abandoned (history for the dashboard): when, when its one
 *   reminder was queued (with the digest of its unsubscribe link), and when an order was placed from it
 *   (recovered).
 * - `accounts.cart_reminders`: the profile's 'Recordarme mi carrito guardado' (on by default).
 *
 * Existing saved carts start active, touched when their lines were saved.
 */
export class CartStatuses1765980000000 implements MigrationInterface {
  name = 'CartStatuses1765980000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE cart_abandonments (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        account_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
        abandoned_at timestamptz NOT NULL,
        reminded_at timestamptz,
        unsubscribe_digest text UNIQUE,
        recovered_at timestamptz
      )`);
    await db.query(`CREATE INDEX cart_abandonments_abandoned_idx ON cart_abandonments (abandoned_at)`);
    await db.query(
      `CREATE INDEX cart_abandonments_recovered_idx ON cart_abandonments (recovered_at) WHERE recovered_at IS NOT NULL`,
    );
    await db.query(`
      CREATE TABLE saved_carts (
        account_id uuid PRIMARY KEY REFERENCES accounts(id) ON DELETE CASCADE,
        status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'checkout', 'abandoned', 'completed')),
        touched_at timestamptz NOT NULL,
        checked_at timestamptz,
        abandonment_id uuid REFERENCES cart_abandonments(id) ON DELETE SET NULL
      )`);
    // The reminder job's query: untouched carts still active or at checkout, oldest first.
    await db.query(
      `CREATE INDEX saved_carts_untouched_idx ON saved_carts (touched_at) WHERE status IN ('active', 'checkout')`,
    );
    await db.query(`ALTER TABLE accounts ADD COLUMN cart_reminders boolean NOT NULL DEFAULT true`);
    await db.query(`
      INSERT INTO saved_carts (account_id, status, touched_at)
      SELECT account_id, 'active', max(saved_at) FROM saved_cart_lines GROUP BY account_id`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE accounts DROP COLUMN cart_reminders`);
    await db.query(`DROP TABLE saved_carts`);
    await db.query(`DROP TABLE cart_abandonments`);
  }
}
