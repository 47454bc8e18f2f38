import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The search's normalised names (lower case, without accents: the expression of migration ProductSearch) are
 * kept by PostgreSQL in a stored column, and the trigram indexes are built on it. The expression's wrapper,
 * `immutable_unaccent`, is a SQL function PostgreSQL cannot inline (it calls the STABLE unaccent), so every row a
 * search matched called it three times to rank it, and once more to recheck the index: on the large store
 * (10 000 products) a common word matched about 900 products and took 38 ms, 30 of them in that function.
 * Read from the column it takes 8 ms (docs/performance.md). Written once, when a name changes.
 *
 * The indexes write straight into their tree (`fastupdate = off`): with GIN's default, rows written since the last
 * vacuum wait in a pending list every search reads through, and the planner, seeing it, preferred reading the
 * whole table (20 ms among 20 000 products where the index takes 0.1 ms). Names change seldom; the cost of
 * writing each into the tree at once is small.
 */
export class StoredSearchNames1766150000000 implements MigrationInterface {
  name = 'StoredSearchNames1766150000000';

  async up(db: QueryRunner): Promise<void> {
    for (const table of ['products', 'brands', 'categories']) {
      await db.query(`ALTER TABLE ${table} ADD COLUMN search_name text
        GENERATED ALWAYS AS (public.immutable_unaccent(lower(name))) STORED`);
    }
    await db.query(
      `CREATE INDEX products_search_name_idx ON products USING gin (search_name public.gin_trgm_ops) WITH (fastupdate = off)`,
    );
    await db.query(
      `CREATE INDEX brands_search_name_idx ON brands USING gin (search_name public.gin_trgm_ops) WITH (fastupdate = off)`,
    );
    await db.query(`DROP INDEX products_name_search_idx`);
    await db.query(`DROP INDEX brands_name_search_idx`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(
      `CREATE INDEX products_name_search_idx ON products
         USING gin (public.immutable_unaccent(lower(name)) public.gin_trgm_ops)`,
    );
    await db.query(
      `CREATE INDEX brands_name_search_idx ON brands
         USING gin (public.immutable_unaccent(lower(name)) public.gin_trgm_ops)`,
    );
    for (const table of ['products', 'brands', 'categories'])
      await db.query(`ALTER TABLE ${table} DROP COLUMN search_name`);
  }
}
