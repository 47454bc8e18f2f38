import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A story's view counts once per viewer: an account by its e-mail, a guest by the cookie the server gave it
 * (`guest_token`), with the address it came from (`guest_address`, for the per-address cap of guests).
 *
 * Earlier repeated views of one account are folded into its first (the counters stay as they were); earlier
 * guests' views have no cookie and are left as a log.
 */
export class StoryViewsOncePerViewer1766000000000 implements MigrationInterface {
  name = 'StoryViewsOncePerViewer1766000000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE story_interactions ADD COLUMN guest_token text, ADD COLUMN guest_address text`);
    await db.query(`
      DELETE FROM story_interactions later USING story_interactions first
       WHERE later.type = 'view' AND first.type = 'view' AND later.user_email <> 'anonymous'
         AND later.story_id = first.story_id AND later.user_email = first.user_email AND later.id > first.id`);
    await db.query(`
      CREATE UNIQUE INDEX story_views_account_once_idx ON story_interactions (story_id, user_email)
      WHERE type = 'view' AND user_email <> 'anonymous'`);
    await db.query(`
      CREATE UNIQUE INDEX story_views_guest_once_idx ON story_interactions (story_id, guest_token)
      WHERE type = 'view' AND guest_token IS NOT NULL`);
    await db.query(`
      CREATE INDEX story_views_guest_address_idx ON story_interactions (story_id, guest_address)
      WHERE type = 'view' AND guest_address IS NOT NULL`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX story_views_guest_address_idx`);
    await db.query(`DROP INDEX story_views_guest_once_idx`);
    await db.query(`DROP INDEX story_views_account_once_idx`);
    await db.query(`ALTER TABLE story_interactions DROP COLUMN guest_address, DROP COLUMN guest_token`);
  }
}
