import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The scheduled jobs' shared memory (src/infrastructure/scheduling): for each job, the last time slot it
 * ran in, whichever server process ran it, so a slot runs once across processes; and the last run's
 * outcome, for operations and metrics.
 */
export class ScheduledJobs1765100000000 implements MigrationInterface {
  name = 'ScheduledJobs1765100000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE scheduled_jobs (
        name text PRIMARY KEY,
        last_slot bigint,
        last_run_at timestamptz,
        last_duration_ms integer,
        last_result jsonb,
        last_failed_at timestamptz,
        last_error text
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE scheduled_jobs`);
  }
}
