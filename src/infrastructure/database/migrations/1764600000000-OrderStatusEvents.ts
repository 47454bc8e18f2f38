import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The history of an order's status: one row per change an admin made, with
 * who and when. The admin's e-mail is kept as it was, so the history still
 * names them after their account is deleted (the account id is then cleared).
 * Customers never read this table.
 */
export class OrderStatusEvents1764600000000 implements MigrationInterface {
  name = 'OrderStatusEvents1764600000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE order_status_events (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        order_id text NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
        from_status text NOT NULL CHECK (from_status IN ('pending', 'processing', 'completed', 'cancelled')),
        to_status text NOT NULL CHECK (to_status IN ('pending', 'processing', 'completed', 'cancelled')),
        admin_account_id uuid REFERENCES accounts(id) ON DELETE SET NULL,
        admin_email text NOT NULL,
        at timestamptz NOT NULL,
        CHECK (from_status <> to_status)
      )`);
    await db.query(`CREATE INDEX order_status_events_order_idx ON order_status_events (order_id, at, id)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE order_status_events`);
  }
}
