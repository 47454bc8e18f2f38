import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Brands, categories, products and their links. Money in integer céntimos; dates as SQL `date`. */
export class Catalogue1763800000000 implements MigrationInterface {
  name = 'Catalogue1763800000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE brands (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL CHECK (length(trim(name)) > 0),
        description text NOT NULL DEFAULT '',
        logo_key text,
        active boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`
      CREATE TABLE categories (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL CHECK (length(trim(name)) > 0),
        description text NOT NULL DEFAULT '',
        active boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`
      CREATE TABLE products (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL CHECK (length(trim(name)) > 0),
        description text NOT NULL DEFAULT '',
        brand_id uuid NOT NULL REFERENCES brands(id),
        original_price_cents integer NOT NULL CHECK (original_price_cents >= 0),
        promotion_type text NOT NULL DEFAULT 'percentage' CHECK (promotion_type IN ('percentage', 'fixed')),
        discount integer NOT NULL DEFAULT 0 CHECK (discount >= 0),
        is_promoted boolean NOT NULL DEFAULT false,
        promotion_start_date date,
        promotion_end_date date,
        stock integer NOT NULL DEFAULT 0 CHECK (stock >= 0),
        active boolean NOT NULL DEFAULT true,
        carousel boolean NOT NULL DEFAULT false,
        position integer NOT NULL DEFAULT 0,
        image_keys text[] NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK (promotion_type = 'fixed' OR discount <= 100),
        CHECK (promotion_end_date IS NULL OR promotion_start_date IS NULL OR promotion_end_date >= promotion_start_date)
      )`);
    await db.query(`CREATE INDEX products_brand_idx ON products (brand_id)`);
    await db.query(`CREATE INDEX products_listing_idx ON products (active, position, name)`);
    await db.query(`
      CREATE TABLE product_categories (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        product_id uuid NOT NULL REFERENCES products(id) ON DELETE CASCADE,
        category_id uuid NOT NULL REFERENCES categories(id) ON DELETE CASCADE,
        UNIQUE (product_id, category_id)
      )`);
    await db.query(`CREATE INDEX product_categories_category_idx ON product_categories (category_id)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE product_categories`);
    await db.query(`DROP TABLE products`);
    await db.query(`DROP TABLE categories`);
    await db.query(`DROP TABLE brands`);
  }
}
