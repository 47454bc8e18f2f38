import type { EntityManager } from 'typeorm';
import type {
  NewStoryRow,
  StoredStory,
  StoryChanges,
  StoryToggleType,
  StoryWrites,
} from '../../application/ports/stories';
import { ANONYMOUS_VIEWER, type StoryWatcher } from '../../domain/story/story-interactions';
import type { OrderChange } from '../../domain/story/story-ordering';
import { StorySchema } from '../database/schemas/story-records';
import { isUuid } from '../../domain/shared/uuid';
import { toRecordChanges } from './story-mappers';
import { TypeOrmStoryQueries } from './typeorm-story-queries';

/** Serialises every writer of positions (creating a story, syncing), in every process. */
const POSITIONS_LOCK = 'stories.positions';

const COUNTER: Record<StoryToggleType, 'likes' | 'wants'> = { like: 'likes', want: 'wants' };

/**
 * Story writes on one transaction's connection. Counters move only in single
 * UPDATE statements, so concurrent requests never lose one.
 */
export class TypeOrmStoryWrites implements StoryWrites {
  private readonly reads: TypeOrmStoryQueries;

  constructor(private readonly db: EntityManager) {
    this.reads = new TypeOrmStoryQueries(db);
  }

  async insertAtTop(story: NewStoryRow, at: Date): Promise<StoredStory> {
    await this.lock(POSITIONS_LOCK);
    await this.db.query(`UPDATE stories SET position = position + 1`);
    const [row]: { id: string }[] = await this.db.query(
      `INSERT INTO stories (title, description, image_key, audio_key, external_link, product_id, duration, active,
         views, likes, wants, position, expires_at, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 0, $12, $13, $14)
       RETURNING id`,
      [
        story.title,
        story.description,
        story.imageUrl,
        story.audioUrl,
        story.externalLink,
        story.productId,
        story.duration,
        story.active,
        story.views,
        story.likes,
        story.wants,
        story.expiresAt,
        story.createdAt,
        at,
      ],
    );
    return (await this.reads.findById(row!.id))!;
  }

  async lockForUpdate(id: string): Promise<StoredStory | null> {
    if (!isUuid(id)) return null;
    const rows: unknown[] = await this.db.query(`SELECT id FROM stories WHERE id = $1 FOR UPDATE`, [id]);
    return rows.length ? this.reads.findById(id) : null;
  }

  async update(id: string, changes: StoryChanges, at: Date): Promise<StoredStory | null> {
    if (!isUuid(id)) return null;
    const result = await this.db
      .getRepository(StorySchema)
      .update({ id }, { ...toRecordChanges(changes), updatedAt: at });
    return result.affected ? this.reads.findById(id) : null;
  }

  async delete(id: string): Promise<StoredStory | null> {
    const story = await this.lockForUpdate(id);
    if (!story) return null;
    await this.db.query(`DELETE FROM stories WHERE id = $1`, [id]);
    return story;
  }

  async clearInteractions(id: string): Promise<void> {
    if (!isUuid(id)) return;
    await this.db.query(`DELETE FROM story_interactions WHERE story_id = $1`, [id]);
    await this.db.query(`UPDATE stories SET views = 0, likes = 0, wants = 0 WHERE id = $1`, [id]);
  }

  async listPositions(): Promise<{ id: string; order: number; createdAt: Date }[]> {
    await this.lock(POSITIONS_LOCK);
    const rows: { id: string; position: number; created_at: Date }[] = await this.db.query(
      `SELECT id, position, created_at FROM stories`,
    );
    return rows.map((row) => ({ id: row.id, order: row.position, createdAt: row.created_at }));
  }

  async setPositions(changes: readonly OrderChange[]): Promise<void> {
    if (changes.length === 0) return;
    await this.db.query(
      `UPDATE stories s SET position = v.position
       FROM unnest($1::uuid[], $2::int[]) AS v(id, position)
       WHERE s.id = v.id`,
      [changes.map((change) => change.id), changes.map((change) => change.order)],
    );
  }

  async viewHistory(storyId: string, watcher: StoryWatcher) {
    if (!isUuid(storyId)) return null;
    const [row]: { views: number; seen: boolean; guests: number }[] = await this.db.query(
      `SELECT s.views,
              EXISTS (SELECT 1 FROM story_interactions i
                       WHERE i.story_id = s.id AND i.type = 'view'
                         AND ($2::text IS NOT NULL AND i.user_email = $2 OR i.guest_token = $3)) AS seen,
              (SELECT count(*) FROM story_interactions i
                WHERE i.story_id = s.id AND i.type = 'view' AND i.guest_address = $4)::int AS guests
         FROM stories s WHERE s.id = $1 AND s.active AND s.expires_at > now()`,
      [storyId, ...watcherColumns(watcher)],
    );
    return row ? { views: row.views, seenBefore: row.seen, guestsFromAddress: row.guests } : null;
  }

  async countView(storyId: string, watcher: StoryWatcher): Promise<number> {
    const [email, token, address] = watcherColumns(watcher);
    // The unique indexes on (story, e-mail) and (story, guest cookie) leave a view logged meanwhile alone.
    const [row]: { views: number }[] = await this.db.query(
      `WITH logged AS (
         INSERT INTO story_interactions (story_id, user_email, type, guest_token, guest_address)
         VALUES ($1, COALESCE($2, '${ANONYMOUS_VIEWER}'), 'view', $3, $4)
         ON CONFLICT DO NOTHING RETURNING 1
       ), counted AS (
         UPDATE stories SET views = views + 1 WHERE id = $1 AND EXISTS (SELECT 1 FROM logged) RETURNING views
       )
       SELECT COALESCE((SELECT views FROM counted), (SELECT views FROM stories WHERE id = $1)) AS views`,
      [storyId, email, token, address],
    );
    return row!.views;
  }

  async interactionOf(storyId: string, type: StoryToggleType, email: string): Promise<boolean | null> {
    if (!isUuid(storyId)) return null;
    const [row]: { there: boolean }[] = await this.db.query(
      `SELECT EXISTS (SELECT 1 FROM story_interactions WHERE story_id = s.id AND type = $2 AND user_email = $3) AS there
         FROM stories s WHERE s.id = $1 AND s.active AND s.expires_at > now()`,
      [storyId, type, email],
    );
    return row ? row.there : null;
  }

  async addInteraction(storyId: string, type: StoryToggleType, email: string): Promise<boolean> {
    const inserted: unknown[] = await this.db.query(
      `INSERT INTO story_interactions (story_id, user_email, type) VALUES ($1, $2, $3)
       ON CONFLICT (story_id, type, user_email) WHERE type IN ('like', 'want') DO NOTHING
       RETURNING id`,
      [storyId, email, type],
    );
    return inserted.length > 0;
  }

  async removeInteraction(storyId: string, type: StoryToggleType, email: string): Promise<boolean> {
    const [deleted]: [unknown[], number] = await this.db.query(
      `DELETE FROM story_interactions WHERE story_id = $1 AND type = $2 AND user_email = $3 RETURNING id`,
      [storyId, type, email],
    );
    return deleted.length > 0;
  }

  async moveCounter(storyId: string, type: StoryToggleType, up: boolean): Promise<void> {
    const counter = COUNTER[type];
    // Mirrors the domain's moveCounter: one up, or one down but never below 0.
    const moved = up ? `${counter} + 1` : `GREATEST(${counter} - 1, 0)`;
    await this.db.query(`UPDATE stories SET ${counter} = ${moved} WHERE id = $1`, [storyId]);
  }

  async expireDue(at: Date): Promise<number> {
    const [, affected]: [unknown, number] = await this.db.query(
      `UPDATE stories SET active = false, updated_at = $1 WHERE active AND expires_at <= now()`,
      [at],
    );
    return affected;
  }

  private async lock(key: string): Promise<void> {
    await this.db.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [key]);
  }
}

/** A watcher's columns: the account's e-mail, or the guest's cookie and address (the other ones null). */
function watcherColumns(watcher: StoryWatcher): [string | null, string | null, string | null] {
  return watcher.kind === 'account' ? [watcher.email, null, null] : [null, watcher.token, watcher.address];
}
