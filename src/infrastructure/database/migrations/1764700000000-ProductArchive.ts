import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Deleting a product that orders name archives it instead (`archived_at`):
 * it vanishes from every list, search, cart and new order, while the orders
 * keep their snapshots. TypeORM treats the column as the entity's delete date,
 * so every repository read leaves archived rows out; raw SQL says so itself.
 * The admin list is ordered by position, then name.
 */
export class ProductArchive1764700000000 implements MigrationInterface {
  name = 'ProductArchive1764700000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE products ADD COLUMN archived_at timestamptz`);
    await db.query(`CREATE INDEX products_promotion_end_idx ON products (promotion_end_date) WHERE is_promoted`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX products_promotion_end_idx`);
    await db.query(`ALTER TABLE products DROP COLUMN archived_at`);
  }
}
