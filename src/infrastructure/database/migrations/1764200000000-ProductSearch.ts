import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Search by product or brand name without regard to case or accents, fast on
 * large catalogues: trigram (pg_trgm) GIN indexes on the normalised names, so
 * `LIKE '%text%'` is answered from the index. unaccent() is only STABLE (its
 * dictionary could change), so an IMMUTABLE wrapper naming the dictionary is
 * what the indexes and the queries call.
 */
export class ProductSearch1764200000000 implements MigrationInterface {
  name = 'ProductSearch1764200000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public`);
    await db.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public`);
    await db.query(`
      CREATE FUNCTION public.immutable_unaccent(text) RETURNS text
        LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
        AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$`);
    await db.query(
      `CREATE INDEX products_name_search_idx ON products
         USING gin (public.immutable_unaccent(lower(name)) public.gin_trgm_ops)`,
    );
    await db.query(
      `CREATE INDEX brands_name_search_idx ON brands
         USING gin (public.immutable_unaccent(lower(name)) public.gin_trgm_ops)`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX brands_name_search_idx`);
    await db.query(`DROP INDEX products_name_search_idx`);
    await db.query(`DROP FUNCTION public.immutable_unaccent(text)`);
  }
}
