import { systemClock } from '../../application/ports/clock';
import type { NewStoryRow } from '../../application/ports/stories';
import { RecordStoryView, type StoryViewRecorded } from '../../application/stories/RecordStoryView';
import { ToggleStoryLike } from '../../application/stories/ToggleStoryLike';
import { ToggleStoryWant } from '../../application/stories/ToggleStoryWant';
import { aStoryRow, interactAs } from '../../application/testing/story-fixtures';
import { TypeOrmProductRepository } from '../catalog/typeorm-product-repository';
import type { Result } from '../../domain/shared/result';
import { syncStoryOrder } from '../../domain/story/story-ordering';
import { TypeOrmUnitOfWork } from '../database/typeorm-unit-of-work';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { TypeOrmStoryQueries } from './typeorm-story-queries';

describe('TypeORM stories (real PostgreSQL)', () => {
  let db: TestDatabase;
  let uow: TypeOrmUnitOfWork;
  let queries: TypeOrmStoryQueries;
  let products: TypeOrmProductRepository;

  beforeAll(async () => {
    db = await createTestDatabase();
    uow = new TypeOrmUnitOfWork(db.dataSource);
    queries = new TypeOrmStoryQueries(db.dataSource.manager);
    products = new TypeOrmProductRepository(db.dataSource.manager);
  });
  afterAll(() => db.drop());
  beforeEach(() => db.dataSource.query(`DELETE FROM stories`));

  const insert = (title: string, overrides: Partial<NewStoryRow> = {}) =>
    uow.run((tx) => tx.stories.insertAtTop(aStoryRow(title, new Date(), overrides), new Date()));
  /** The admin's list (or its search), all in one page. */
  const adminList = async (needle: string | null) =>
    (await queries.pageForAdmin(needle, { offset: 0, limit: 100 })).items;
  const rowCount = async (storyId: string, type: string) =>
    Number(
      (
        await db.dataSource.query(
          `SELECT count(*)::int AS n FROM story_interactions WHERE story_id = $1 AND type = $2`,
          [storyId, type],
        )
      )[0].n,
    );

  it('puts a new story at position 0 and moves every other one up, keys kept as imageUrl/audioUrl', async () => {
    const first = await insert('Primera');
    const second = await insert('Segunda', { audioUrl: 'stories/1-audio-voz.mp3' });
    expect(second).toMatchObject({
      order: 0,
      imageUrl: expect.stringMatching(/^stories\//),
      audioUrl: 'stories/1-audio-voz.mp3',
    });
    expect((await queries.findById(first.id))?.order).toBe(1);
    expect((await queries.listVisible()).map((story) => story.title)).toEqual(['Segunda', 'Primera']);
  });

  it('hides from shoppers a story past its expiry that is still flagged active, and a switched-off one', async () => {
    const expired = await insert('Vencida', { expiresAt: new Date(Date.now() - 1000) });
    const off = await insert('Apagada', { active: false });
    const running = await insert('Vigente');
    expect((await queries.listVisible()).map((story) => story.id)).toEqual([running.id]);
    expect(await queries.findVisible(expired.id)).toBeNull();
    expect(await queries.findVisible(off.id)).toBeNull();
    expect(await queries.findVisible('no-es-un-uuid')).toBeNull();
    expect(await queries.findById(expired.id)).toMatchObject({ active: true, title: 'Vencida' });
    expect(await queries.statistics()).toEqual({
      total: 3,
      active: 1,
      off: 1,
      expired: 1,
      views: 0,
      likes: 0,
      wants: 0,
    });
    // The expiry check switches off only the one past its time, in one statement.
    expect(await uow.run((tx) => tx.stories.expireDue(new Date()))).toBe(1);
    expect((await queries.findById(expired.id))?.active).toBe(false);
    expect((await queries.findById(off.id))?.active).toBe(false);
    expect((await queries.findById(running.id))?.active).toBe(true);
  });

  it('counts a view once per watcher, at most 20 guests per address, also when they come at once', async () => {
    const story = await insert('Vista');
    const expired = await insert('Vencida', { expiresAt: new Date(Date.now() - 1000) });
    const record = new RecordStoryView(uow);
    const ana = { accountId: 'a', sessionId: 's', email: 'ana@correo.pe', role: 'user' as const };
    const guest =
      (token: string, address = '10.0.0.1') =>
      () => ({ token, address });
    const viewsOf = async (result: Promise<Result<StoryViewRecorded, unknown>>) => {
      const answer = await result;
      return answer.ok ? answer.value.views : null;
    };

    // Ten replays of one account and 30 new guests of one address, all at once on several connections.
    await Promise.all([
      ...Array.from({ length: 10 }, () => record.execute(story.id, ana, guest('cookie-of-ana'))),
      ...Array.from({ length: 30 }, (_, i) => record.execute(story.id, null, guest(`guest-${i}`))),
    ]);
    expect((await queries.findById(story.id))?.views).toBe(21);
    expect(await viewsOf(record.execute(story.id, null, guest('another', '10.0.0.2')))).toBe(22);
    const views = await db.dataSource.query(
      `SELECT user_email, count(*)::int AS n FROM story_interactions WHERE story_id = $1 AND type = 'view'
        GROUP BY user_email ORDER BY user_email`,
      [story.id],
    );
    expect(views).toEqual([
      { user_email: 'ana@correo.pe', n: 1 },
      { user_email: 'anonymous', n: 21 },
    ]);
    expect(await viewsOf(record.execute(expired.id, null, guest('g')))).toBeNull();
    expect(await rowCount(expired.id, 'view')).toBe(0);
  });

  /** The like or 'Lo quiero' button of a signed-in shopper: the use case on the real adapters. */
  const toggle = async (storyId: string, type: 'like' | 'want', email: string) => {
    const UseCase = type === 'like' ? ToggleStoryLike : ToggleStoryWant;
    const viewer = { accountId: email, sessionId: 's', email, role: 'user' as const };
    const result = await new UseCase(uow, queries, products, systemClock).execute(storyId, viewer);
    if (!result.ok) return null;
    return { on: type === 'like' ? result.value.viewerLiked : result.value.viewerWanted, story: result.value.story };
  };

  it('gives 100 likes for 100 concurrent likes by 100 people, over several connections', async () => {
    const story = await insert('Popular');
    const emails = Array.from({ length: 100 }, (_, i) => `cliente${i}@correo.pe`);
    const outcomes = await Promise.all(emails.map((email) => toggle(story.id, 'like', email)));
    expect(outcomes.every((outcome) => outcome?.on === true)).toBe(true);
    expect((await queries.findById(story.id))?.likes).toBe(100);
    expect(await rowCount(story.id, 'like')).toBe(100);
  });

  it.each(['like', 'want'] as const)(
    "toggles one person's %s exactly once per call: two concurrent calls end where they started",
    async (type) => {
      const counter = type === 'like' ? 'likes' : 'wants';
      const story = await insert('Doble toque');
      const email = 'ana@correo.pe';
      await toggle(story.id, type, 'otro@correo.pe');

      for (let round = 0; round < 5; round++) {
        const outcomes = await Promise.all([toggle(story.id, type, email), toggle(story.id, type, email)]);
        expect(outcomes.map((outcome) => outcome?.on).sort()).toEqual([false, true]);
        expect((await queries.findById(story.id))?.[counter]).toBe(1);
        expect(await rowCount(story.id, type)).toBe(1);
      }
      // Liked, then unliked.
      expect((await toggle(story.id, type, email))?.story[counter]).toBe(2);
      expect((await toggle(story.id, type, email))?.story[counter]).toBe(1);
      const mine = await queries.viewerInteractions(email, [story.id]);
      expect(mine[type === 'like' ? 'liked' : 'wanted'].has(story.id)).toBe(false);
    },
  );

  it('never takes a counter below 0 and refuses toggles on a story shoppers cannot see', async () => {
    const story = await insert('Sin contador');
    await toggle(story.id, 'like', 'ana@correo.pe');
    // A counter already at 0 (say, a manual fix) stays at 0 when the like is taken back.
    await db.dataSource.query(`UPDATE stories SET likes = 0 WHERE id = $1`, [story.id]);
    expect(await toggle(story.id, 'like', 'ana@correo.pe')).toMatchObject({ on: false, story: { likes: 0 } });

    const expired = await insert('Vencida', { expiresAt: new Date(Date.now() - 1000) });
    expect(await toggle(expired.id, 'like', 'ana@correo.pe')).toBeNull();
    expect(await toggle('nada', 'want', 'ana@correo.pe')).toBeNull();
    expect(await rowCount(expired.id, 'like')).toBe(0);
  });

  it("answers the viewer's likes and wants, the audience with account names, newest first", async () => {
    await db.dataSource.query(
      `INSERT INTO accounts (email, password_hash, name) VALUES ('ana@correo.pe', 'x', 'Ana Quispe')
       ON CONFLICT DO NOTHING`,
    );
    const one = await insert('Uno');
    const two = await insert('Dos');
    await uow.run((tx) => interactAs(tx.stories, one.id, 'like', 'ana@correo.pe'));
    await uow.run((tx) => interactAs(tx.stories, one.id, 'like', 'luis@correo.pe'));
    await uow.run((tx) => interactAs(tx.stories, two.id, 'want', 'ana@correo.pe'));
    const ana = await queries.viewerInteractions('ana@correo.pe', [one.id, two.id, 'malformado']);
    expect([...ana.liked]).toEqual([one.id]);
    expect([...ana.wanted]).toEqual([two.id]);

    const likedBy = await queries.audience(one.id, 'like', { offset: 0, limit: 25 });
    expect(likedBy.items.map(({ email, name }) => ({ email, name }))).toEqual([
      { email: 'luis@correo.pe', name: null },
      { email: 'ana@correo.pe', name: 'Ana Quispe' },
    ]);
    expect(likedBy.total).toBe(2);
    expect(await queries.audience(one.id, 'want', { offset: 0, limit: 25 })).toEqual({ items: [], total: 0 });
    expect(await queries.audience('malformado', 'like', { offset: 0, limit: 25 })).toEqual({ items: [], total: 0 });
  });

  it('searches the admin list by title or description ignoring accents and case', async () => {
    await insert('Colección de Verano', { description: 'Fragancias frescas' });
    await insert('Invierno', { description: 'Notas cálidas de ÁMBAR' });
    await insert('Otro 100%_', { description: 'nada' });
    expect((await adminList('coleccion')).map((story) => story.title)).toEqual(['Colección de Verano']);
    expect((await adminList('ambar')).map((story) => story.title)).toEqual(['Invierno']);
    expect((await adminList('%')).map((story) => story.title)).toEqual(['Otro 100%_']);
    expect(await adminList(null)).toHaveLength(3);
  });

  it('updates only the given fields, restores without interactions, syncs positions and deletes', async () => {
    const older = await insert('Antigua');
    const newer = await insert('Nueva');
    await uow.run((tx) => interactAs(tx.stories, older.id, 'like', 'ana@correo.pe'));
    await uow.run((tx) => tx.stories.countView(older.id, { kind: 'guest', token: 'g', address: '10.0.0.1' }));

    const at = new Date();
    const updated = await uow.run(async (tx) => {
      await tx.stories.lockForUpdate(older.id);
      return tx.stories.update(older.id, { title: 'Antigua editada', audioUrl: null, active: false }, at);
    });
    expect(updated).toMatchObject({ title: 'Antigua editada', active: false, likes: 1, views: 1, order: 1 });
    expect(updated?.updatedAt.getTime()).toBe(at.getTime());
    expect(
      await uow.run((tx) => tx.stories.update('00000000-0000-4000-8000-000000000000', { title: 'x' }, at)),
    ).toBeNull();

    await uow.run((tx) => tx.stories.clearInteractions(older.id));
    expect(await queries.findById(older.id)).toMatchObject({ views: 0, likes: 0, wants: 0 });
    expect(await rowCount(older.id, 'like')).toBe(0);
    expect(await rowCount(older.id, 'view')).toBe(0);

    // The older story restored becomes the newest: sync numbers them newest first again.
    await uow.run((tx) => tx.stories.update(older.id, { createdAt: new Date(Date.now() + 1000) }, at));
    const changed = await uow.run(async (tx) => {
      const changes = syncStoryOrder(await tx.stories.listPositions());
      await tx.stories.setPositions(changes);
      return changes.length;
    });
    expect(changed).toBe(2);
    expect((await adminList(null)).map((story) => [story.title, story.order])).toEqual([
      ['Antigua editada', 0],
      ['Nueva', 1],
    ]);

    expect((await uow.run((tx) => tx.stories.delete(newer.id)))?.imageUrl).toBe(newer.imageUrl);
    expect(await queries.findById(newer.id)).toBeNull();
    expect(await uow.run((tx) => tx.stories.delete(newer.id))).toBeNull();
  });
});
