import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 26: 'Avísame cuando vuelva'. One request per product and address (case ignored); a guest's waits for
 * its confirmation link (`token_digest`, `confirmed_at` null), a signed-in shopper's is confirmed at once. A
 * product's confirmed requests are read and deleted when it comes back in stock (the partial index); they go
 * with the product or the account.
 */
export class RestockRequests1765950000000 implements MigrationInterface {
  name = 'RestockRequests1765950000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE restock_requests (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        product_id uuid NOT NULL REFERENCES products(id) ON DELETE CASCADE,
        email text NOT NULL,
        account_id uuid REFERENCES accounts(id) ON DELETE CASCADE,
        token_digest text UNIQUE,
        confirmed_at timestamptz,
        created_at timestamptz NOT NULL,
        CHECK ((confirmed_at IS NULL) = (token_digest IS NOT NULL))
      )`);
    await db.query(
      `CREATE UNIQUE INDEX restock_requests_product_email_idx ON restock_requests (product_id, lower(email))`,
    );
    await db.query(
      `CREATE INDEX restock_requests_confirmed_idx ON restock_requests (product_id) WHERE confirmed_at IS NOT NULL`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE restock_requests`);
  }
}
