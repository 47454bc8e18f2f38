import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 28: the admin lists are filtered, sorted and paginated by PostgreSQL, each filter served by an index
 * (checked with EXPLAIN ANALYZE on a store of 100 000 orders and 10 000 products: docs/performance.md).
 *
 * - orders.search_text: what the admin's order search looks in (the short id, the customer's name, e-mail, phone
 *   and document, lower case, without accents or repeated spaces: domain/order/admin-order-list.ts,
 *   adminOrderSearchText), kept by PostgreSQL itself and trigram-indexed, so `LIKE '%…%'` finds a few orders among
 *   100 000 in milliseconds.
 * - orders by creation (oldest/newest first, a range of Lima days) and by total, each with the id as the
 *   tie-break; with the status and total included, the dashboard's months and the statistics are index-only.
 * - products: the admin table's order, the low-stock rule (stock-level.ts, isLowStock) and the carousel as
 *   partial indexes; active, the promotion switch and the search already have theirs. And the products on the
 *   shelf by brand, so a storefront page's total among 10 000 products is an index-only count.
 */
export class AdminLists1765800000000 implements MigrationInterface {
  name = 'AdminLists1765800000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE orders ADD COLUMN search_text text GENERATED ALWAYS AS (
        regexp_replace(public.immutable_unaccent(lower(
          right(id, 6) || ' ' || first_name || ' ' || last_name || ' ' || email || ' ' || phone || ' ' || document_number
        )), '\\s+', ' ', 'g')
      ) STORED`);
    await db.query(`CREATE INDEX orders_search_idx ON orders USING gin (search_text public.gin_trgm_ops)`);
    await db.query(`CREATE INDEX orders_created_idx ON orders (created_at, id) INCLUDE (status, total_cents)`);
    await db.query(`CREATE INDEX orders_total_idx ON orders (total_cents, created_at, id)`);
    await db.query(`DROP INDEX orders_status_idx`);
    await db.query(`CREATE INDEX orders_status_idx ON orders (status, created_at, id) INCLUDE (total_cents)`);
    await db.query(`CREATE INDEX products_admin_order_idx ON products (position, name, id) WHERE archived_at IS NULL`);
    await db.query(
      `CREATE INDEX products_low_stock_idx ON products (stock, name, id) WHERE archived_at IS NULL AND active AND stock <= 5`,
    );
    await db.query(`CREATE INDEX products_on_shelf_idx ON products (brand_id) WHERE archived_at IS NULL AND active`);
    await db.query(
      `CREATE INDEX products_carousel_idx ON products (position, name, id) WHERE archived_at IS NULL AND carousel`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX products_on_shelf_idx`);
    await db.query(`DROP INDEX products_carousel_idx`);
    await db.query(`DROP INDEX products_low_stock_idx`);
    await db.query(`DROP INDEX products_admin_order_idx`);
    await db.query(`DROP INDEX orders_status_idx`);
    await db.query(`CREATE INDEX orders_status_idx ON orders (status, created_at)`);
    await db.query(`DROP INDEX orders_total_idx`);
    await db.query(`DROP INDEX orders_created_idx`);
    await db.query(`DROP INDEX orders_search_idx`);
    await db.query(`ALTER TABLE orders DROP COLUMN search_text`);
  }
}
