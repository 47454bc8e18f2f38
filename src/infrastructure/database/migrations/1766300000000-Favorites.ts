import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * 'Favoritos': the products each account hearted, once each (the primary key: adding twice is one row). 'Mis
 * favoritos' reads an account's newest first, a page at a time (the second index, in that order, so the page is
 * read from the index without a sort); the hearts read all of an account's ids (the primary key). They go with
 * the account or the product (the product_id index serves that delete).
 */
export class Favorites1766300000000 implements MigrationInterface {
  name = 'Favorites1766300000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE favorites (
        account_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
        product_id uuid NOT NULL REFERENCES products(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL,
        PRIMARY KEY (account_id, product_id)
      )`);
    await db.query(`CREATE INDEX favorites_account_newest_idx ON favorites (account_id, created_at DESC, product_id)`);
    await db.query(`CREATE INDEX favorites_product_idx ON favorites (product_id)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE favorites`);
  }
}
