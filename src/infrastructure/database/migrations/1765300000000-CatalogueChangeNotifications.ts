import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Every table an anonymous catalogue read (the response cache's allow-list) reads. */
const CATALOGUE_TABLES = ['products', 'brands', 'categories', 'product_categories', 'store_settings'] as const;

/**
 * Issue 13: any committed write to the catalogue announces itself with `NOTIFY catalogue_changed` (empty
 * payload), whoever made it: the store's use cases in any process, order completion taking stock, the
 * promotions switch-off, the seed, a restore, psql. Statement-level triggers (one per statement, also for
 * TRUNCATE), and PostgreSQL folds identical notifications of one transaction into one, delivered at commit
 * (never for a rollback). Each server process LISTENs and clears its response cache (src/interface/http/
 * response-cache.ts).
 */
export class CatalogueChangeNotifications1765300000000 implements MigrationInterface {
  name = 'CatalogueChangeNotifications1765300000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE FUNCTION notify_catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('catalogue_changed', '');
        RETURN NULL;
      END
      $$`);
    for (const table of CATALOGUE_TABLES) {
      await db.query(`
        CREATE TRIGGER ${table}_catalogue_changed
          AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table}
          FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed()`);
    }
  }

  async down(db: QueryRunner): Promise<void> {
    for (const table of [...CATALOGUE_TABLES].reverse()) {
      await db.query(`DROP TRIGGER ${table}_catalogue_changed ON ${table}`);
    }
    await db.query(`DROP FUNCTION notify_catalogue_changed()`);
  }
}
