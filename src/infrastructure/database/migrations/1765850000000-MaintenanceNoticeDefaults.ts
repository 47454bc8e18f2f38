import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 27: the install copied the spec's demo window (15/02/2024 → 16/02/2024, Lima) into every new store, so
 * turning maintenance on announced past dates to shoppers, and made the notice non-persistent where the spec's
 * root banner is persistent. A store still holding that untouched demo window gets no window and a persistent
 * notice; a window an admin chose is left alone. New rows default to persistent.
 */
export class MaintenanceNoticeDefaults1765850000000 implements MigrationInterface {
  name = 'MaintenanceNoticeDefaults1765850000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE store_settings ALTER COLUMN maintenance_persistent SET DEFAULT true`);
    await db.query(`
      UPDATE store_settings
         SET maintenance_starts_at = NULL, maintenance_ends_at = NULL, maintenance_persistent = true
       WHERE maintenance_starts_at = '2024-02-15T00:00:00'::timestamp AT TIME ZONE 'America/Lima'
         AND maintenance_ends_at = '2024-02-16T00:00:00'::timestamp AT TIME ZONE 'America/Lima'`);
  }

  async down(db: QueryRunner): Promise<void> {
    // The cleared demo window is not brought back: it only ever announced past dates.
    await db.query(`ALTER TABLE store_settings ALTER COLUMN maintenance_persistent SET DEFAULT false`);
  }
}
