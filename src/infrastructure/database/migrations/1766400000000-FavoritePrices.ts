import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A favourite keeps the product's price of the day it was hearted (promotion included), so 'Mis favoritos' can
 * say how much less it costs now ('Bajó S/ 20.00 desde que lo guardaste'). Null for the favourites hearted before
 * this column: their price then is unknown, and they show none.
 */
export class FavoritePrices1766400000000 implements MigrationInterface {
  name = 'FavoritePrices1766400000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE favorites ADD COLUMN price_cents integer CHECK (price_cents >= 0)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE favorites DROP COLUMN price_cents`);
  }
}
