import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The store's shipping policy, edited in the admin's settings: storefront
 * orders ship free from `free_shipping_from_cents`, otherwise pay
 * `flat_shipping_cents`. Starts with the specification's constants (free from
 * S/ 200, otherwise S/ 15). Money in integer céntimos, never negative.
 */
export class ShippingPolicy1764800000000 implements MigrationInterface {
  name = 'ShippingPolicy1764800000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE store_settings
        ADD COLUMN free_shipping_from_cents integer NOT NULL DEFAULT 20000 CHECK (free_shipping_from_cents >= 0),
        ADD COLUMN flat_shipping_cents integer NOT NULL DEFAULT 1500 CHECK (flat_shipping_cents >= 0)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE store_settings DROP COLUMN flat_shipping_cents, DROP COLUMN free_shipping_from_cents`);
  }
}
