import type { EntityManager, SelectQueryBuilder } from 'typeorm';
import type { Page } from '../../application/ports/catalog-repositories';
import type {
  StoredStory,
  StoryPerson,
  StoryQueries,
  StoryStatistics,
  StoryToggleType,
  ViewerInteractions,
} from '../../application/ports/stories';
import { escapeLike } from '../catalog/typeorm-product-repository';
import { StorySchema, type StoryRecord } from '../database/schemas/story-records';
import { isUuid } from '../../domain/shared/uuid';
import { toStory } from './story-mappers';

/** The visibility rule, on the database's clock, whatever the expiry scheduler has done. */
export const VISIBLE = 's.active AND s.expires_at > now()';

/** Story reads on PostgreSQL (also used inside a transaction by the writes). */
export class TypeOrmStoryQueries implements StoryQueries {
  constructor(private readonly db: EntityManager) {}

  async listVisible(): Promise<StoredStory[]> {
    return (await this.ordered(this.select().where(VISIBLE)).getMany()).map(toStory);
  }

  async findVisible(id: string): Promise<StoredStory | null> {
    if (!isUuid(id)) return null;
    const record = await this.select().where('s.id = :id', { id }).andWhere(VISIBLE).getOne();
    return record ? toStory(record) : null;
  }

  async findById(id: string): Promise<StoredStory | null> {
    if (!isUuid(id)) return null;
    const record = await this.db.getRepository(StorySchema).findOneBy({ id });
    return record ? toStory(record) : null;
  }

  async pageForAdmin(needle: string | null, { offset, limit }: { offset: number; limit: number }) {
    const query = this.select();
    if (needle) {
      query.where(`(unaccent(lower(s.title)) LIKE :pattern OR unaccent(lower(s.description)) LIKE :pattern)`, {
        pattern: `%${escapeLike(needle)}%`,
      });
    }
    const counted = query.clone().select('count(*)::int', 'total');
    const [records, count] = await Promise.all([
      this.ordered(query).offset(offset).limit(limit).getMany(),
      counted.getRawOne<{ total: number }>(),
    ]);
    return { items: records.map(toStory), total: count?.total ?? 0 };
  }

  async statistics(): Promise<StoryStatistics> {
    const [row]: StoryStatistics[] = await this.db.query(
      `SELECT count(*)::int AS total,
         count(*) FILTER (WHERE active AND expires_at > now())::int AS active,
         count(*) FILTER (WHERE NOT active AND expires_at > now())::int AS off,
         count(*) FILTER (WHERE expires_at <= now())::int AS expired,
         COALESCE(sum(views), 0)::int AS views,
         COALESCE(sum(likes), 0)::int AS likes,
         COALESCE(sum(wants), 0)::int AS wants
       FROM stories`,
    );
    return row!;
  }

  async audience(
    storyId: string,
    type: StoryToggleType,
    window: { readonly offset: number; readonly limit: number },
  ): Promise<Page<StoryPerson>> {
    if (!isUuid(storyId)) return { items: [], total: 0 };
    // Both on the (story_id, type, created_at) index: a page of a story seen by 50,000 reads one page.
    const [items, [count]] = await Promise.all([
      this.db.query(
        `SELECT i.user_email AS email, NULLIF(a.name, '') AS name, i.created_at AS at
         FROM story_interactions i
         LEFT JOIN accounts a ON a.email = i.user_email
         WHERE i.story_id = $1 AND i.type = $2
         ORDER BY i.created_at DESC, i.id DESC
         OFFSET $3 LIMIT $4`,
        [storyId, type, window.offset, window.limit],
      ) as Promise<StoryPerson[]>,
      this.db.query(`SELECT count(*)::int AS total FROM story_interactions WHERE story_id = $1 AND type = $2`, [
        storyId,
        type,
      ]) as Promise<{ total: number }[]>,
    ]);
    return { items: items.map(({ email, name, at }) => ({ email, name, at })), total: count?.total ?? 0 };
  }

  async viewerInteractions(email: string, storyIds: readonly string[]): Promise<ViewerInteractions> {
    const ids = [...new Set(storyIds.filter(isUuid))];
    if (ids.length === 0) return { liked: new Set(), wanted: new Set() };
    const rows: { story_id: string; type: 'like' | 'want' }[] = await this.db.query(
      `SELECT story_id, type FROM story_interactions
       WHERE user_email = $1 AND type IN ('like', 'want') AND story_id = ANY($2::uuid[])`,
      [email, ids],
    );
    const of = (type: 'like' | 'want') => new Set(rows.filter((row) => row.type === type).map((row) => row.story_id));
    return { liked: of('like'), wanted: of('want') };
  }

  private select(): SelectQueryBuilder<StoryRecord> {
    return this.db.getRepository(StorySchema).createQueryBuilder('s');
  }

  private ordered(query: SelectQueryBuilder<StoryRecord>): SelectQueryBuilder<StoryRecord> {
    return query.orderBy('s.position', 'ASC').addOrderBy('s.createdAt', 'DESC').addOrderBy('s.id', 'ASC');
  }
}
