import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Orders and their lines. A line keeps a snapshot of the product as bought
 * (name, brand, prices, promotion, its own image copy), so it has no foreign
 * key to products: deleting or changing a product leaves orders intact. Money
 * in integer céntimos, the totals' arithmetic checked by the database.
 * `idempotency_key` makes a retried placeOrder return the first order.
 */
export class Orders1764500000000 implements MigrationInterface {
  name = 'Orders1764500000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE orders (
        id text PRIMARY KEY CHECK (id ~ '^[a-z2-7]{32}$'),
        status text NOT NULL DEFAULT 'pending'
          CHECK (status IN ('pending', 'processing', 'completed', 'cancelled')),
        origin text NOT NULL CHECK (origin IN ('storefront', 'admin')),
        first_name text NOT NULL,
        last_name text NOT NULL,
        email text NOT NULL,
        document_type text NOT NULL CHECK (document_type IN ('DNI', 'CE', 'Pasaporte')),
        document_number text NOT NULL,
        phone text NOT NULL,
        shipping_method text NOT NULL CHECK (shipping_method IN ('regular')),
        payment_method text NOT NULL
          CHECK (payment_method IN ('yape', 'plin', 'transferencia', 'izipay', 'efectivo')),
        invoice_type text NOT NULL DEFAULT 'boleta' CHECK (invoice_type IN ('boleta', 'factura')),
        invoice_ruc text,
        invoice_business_name text,
        subtotal_cents integer NOT NULL CHECK (subtotal_cents >= 0),
        shipping_cents integer NOT NULL CHECK (shipping_cents >= 0),
        commission_cents integer NOT NULL CHECK (commission_cents >= 0),
        total_cents integer NOT NULL,
        payment_link text,
        account_id uuid REFERENCES accounts(id) ON DELETE SET NULL,
        receipt_key text,
        idempotency_key text UNIQUE,
        idempotency_fingerprint text,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        CHECK (total_cents = subtotal_cents + shipping_cents + commission_cents),
        CHECK ((invoice_type = 'boleta' AND invoice_ruc IS NULL AND invoice_business_name IS NULL)
          OR (invoice_type = 'factura' AND invoice_ruc ~ '^[0-9]{11}$' AND invoice_business_name IS NOT NULL))
      )`);
    await db.query(
      `CREATE INDEX orders_account_idx ON orders (account_id, created_at DESC) WHERE account_id IS NOT NULL`,
    );
    await db.query(
      `CREATE INDEX orders_guest_email_idx ON orders (lower(email), created_at DESC) WHERE account_id IS NULL`,
    );
    await db.query(`CREATE INDEX orders_status_idx ON orders (status, created_at)`);
    await db.query(`
      CREATE TABLE order_lines (
        order_id text NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
        position integer NOT NULL CHECK (position >= 0),
        product_id uuid NOT NULL,
        quantity integer NOT NULL CHECK (quantity BETWEEN 1 AND 999),
        unit_price_cents integer NOT NULL CHECK (unit_price_cents >= 0),
        product_name text NOT NULL,
        brand_name text NOT NULL,
        image_key text,
        original_price_cents integer NOT NULL CHECK (original_price_cents >= 0),
        is_promoted boolean NOT NULL,
        promotion_type text NOT NULL CHECK (promotion_type IN ('percentage', 'fixed')),
        discount integer NOT NULL CHECK (discount >= 0),
        promotion_start date,
        promotion_end date,
        discount_applied boolean NOT NULL,
        PRIMARY KEY (order_id, position)
      )`);
    await db.query(`CREATE INDEX order_lines_product_idx ON order_lines (product_id)`);
    await db.query(`
      CREATE TABLE order_image_snapshots (
        product_id uuid NOT NULL,
        source_key text NOT NULL,
        copy_key text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (product_id, source_key)
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE order_image_snapshots`);
    await db.query(`DROP TABLE order_lines`);
    await db.query(`DROP TABLE orders`);
  }
}
