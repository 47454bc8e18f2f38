import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * 24-hour shoppable stories and what shoppers did with them.
 *
 * - `stories.position` is the spec's `order` (0 = newest); counters never go below 0.
 * - The public list reads `active AND expires_at > now()` in position order: `stories_visible_idx`.
 * - `story_interactions`: likes and wants are one row per story, person and type (the unique index makes
 *   a double tap or two processes toggle exactly once); views are a log, a guest's under 'anonymous'.
 * - A deleted product leaves its stories without a linked product.
 */
export class Stories1764900000000 implements MigrationInterface {
  name = 'Stories1764900000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE stories (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        title text NOT NULL CHECK (length(trim(title)) > 0),
        description text NOT NULL CHECK (length(trim(description)) > 0),
        image_key text NOT NULL,
        audio_key text,
        external_link text,
        product_id uuid REFERENCES products(id) ON DELETE SET NULL,
        duration integer NOT NULL DEFAULT 10 CHECK (duration BETWEEN 3 AND 30),
        active boolean NOT NULL DEFAULT true,
        views integer NOT NULL DEFAULT 0 CHECK (views >= 0),
        likes integer NOT NULL DEFAULT 0 CHECK (likes >= 0),
        wants integer NOT NULL DEFAULT 0 CHECK (wants >= 0),
        position integer NOT NULL DEFAULT 0 CHECK (position >= 0),
        expires_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX stories_visible_idx ON stories (position, created_at DESC) WHERE active`);
    await db.query(`CREATE INDEX stories_expiry_idx ON stories (expires_at) WHERE active`);
    await db.query(`CREATE INDEX stories_product_idx ON stories (product_id)`);
    await db.query(`
      CREATE TABLE story_interactions (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        story_id uuid NOT NULL REFERENCES stories(id) ON DELETE CASCADE,
        user_email text NOT NULL CHECK (length(user_email) > 0),
        type text NOT NULL CHECK (type IN ('view', 'like', 'want')),
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK (type = 'view' OR user_email <> 'anonymous')
      )`);
    await db.query(`
      CREATE UNIQUE INDEX story_interactions_once_idx ON story_interactions (story_id, type, user_email)
      WHERE type IN ('like', 'want')`);
    await db.query(`CREATE INDEX story_interactions_story_idx ON story_interactions (story_id, type, created_at)`);
    await db.query(`CREATE INDEX story_interactions_user_idx ON story_interactions (user_email, type)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE story_interactions`);
    await db.query(`DROP TABLE stories`);
  }
}
