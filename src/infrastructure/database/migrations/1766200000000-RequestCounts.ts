import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The per-address limits' counts, shared by every server process (PgRequestCounts): one row per limiter and client
 * (an address, or an IPv6 /56), the hits of its current window and when that window ends. UNLOGGED: counts of the
 * current minutes, not data to keep; they are not written to the WAL, and a crash of PostgreSQL empties the table.
 */
export class RequestCounts1766200000000 implements MigrationInterface {
  name = 'RequestCounts1766200000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE UNLOGGED TABLE request_counts (
      limiter text NOT NULL,
      client text NOT NULL,
      hits integer NOT NULL,
      reset_at timestamptz NOT NULL,
      PRIMARY KEY (limiter, client)
    )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE request_counts');
  }
}
