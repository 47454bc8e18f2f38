import { syncStoryOrder } from '../../domain/story/story-ordering';
import type { NewStoryRow, StoryQueries } from '../ports/stories';
import type { Transaction, UnitOfWork } from '../ports/unit-of-work';
import { aStoryRow, interactAs } from './story-fixtures';

/*
 * One contract for the stories ports, run against the in-memory fake (unit
 * project) and the TypeORM adapters on PostgreSQL (integration project), so
 * the fake the use-case specs rely on cannot drift from production. Only the
 * ports are used, besides `nameAccount` (an account's name, for the audience).
 */

export interface StoryPorts {
  readonly uow: UnitOfWork;
  /** Bound outside any transaction. */
  readonly stories: StoryQueries;
  /** "Now" as the store's visibility rule sees it (the database's clock for the real adapters). */
  now(): Date;
  /** Gives the account with this e-mail a name. */
  nameAccount(email: string, name: string): Promise<void>;
  /** Empties every store; runs before each case. */
  reset(): Promise<void>;
  teardown?(): Promise<void>;
}

const HOUR = 60 * 60 * 1000;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

export function describeStoryPortsContract(name: string, setup: () => Promise<StoryPorts>): void {
  describe(`stories ports contract: ${name}`, () => {
    let ports: StoryPorts;
    const inTx = <T>(work: (tx: Transaction) => Promise<T>) => ports.uow.run(work);

    const insert = (title: string, changes: Partial<NewStoryRow> = {}) =>
      inTx((tx) => tx.stories.insertAtTop(aStoryRow(title, ports.now(), changes), ports.now()));
    /** Every story of the admin's list (the search's, if any), all in one page. */
    const all = async (needle: string | null = null) =>
      (await ports.stories.pageForAdmin(needle, { offset: 0, limit: 1000 })).items;

    beforeAll(async () => {
      ports = await setup();
    });
    beforeEach(() => ports.reset());
    afterAll(() => ports.teardown?.());

    it('inserts at position 0 moving the others up; shoppers see only active stories before their expiry', async () => {
      const older = await insert('Antigua', { createdAt: new Date(ports.now().getTime() - HOUR) });
      const expired = await insert('Vencida', { expiresAt: new Date(ports.now().getTime() - 1000) });
      const off = await insert('Apagada', { active: false });
      const newest = await insert('Nueva', { audioUrl: 'stories/1-audio-voz.mp3', productId: null });

      expect(newest).toMatchObject({ order: 0, title: 'Nueva', audioUrl: 'stories/1-audio-voz.mp3', views: 0 });
      expect((await ports.stories.listVisible()).map((story) => [story.title, story.order])).toEqual([
        ['Nueva', 0],
        ['Antigua', 3],
      ]);
      expect(await ports.stories.findVisible(older.id)).toMatchObject({ id: older.id });
      for (const id of [expired.id, off.id, UNKNOWN_ID, 'malformado']) {
        expect(await ports.stories.findVisible(id)).toBeNull();
      }
      expect(await ports.stories.findById(expired.id)).toMatchObject({ active: true, title: 'Vencida' });
      expect(await ports.stories.findById('malformado')).toBeNull();
      expect(await ports.stories.statistics()).toEqual({
        total: 4,
        active: 2,
        off: 1,
        expired: 1,
        views: 0,
        likes: 0,
        wants: 0,
      });
      expect(await inTx((tx) => tx.stories.expireDue(ports.now()))).toBe(1);
      expect((await ports.stories.findById(expired.id))?.active).toBe(false);
    });

    it('counts a view once per watcher on visible stories only, with its history', async () => {
      const story = await insert('Vista');
      const off = await insert('Apagada', { active: false });
      const ana = { kind: 'account', email: 'ana@correo.pe' } as const;
      const guest = (token: string) => ({ kind: 'guest', token, address: '10.0.0.1' }) as const;

      expect(await inTx((tx) => tx.stories.viewHistory(story.id, guest('g1')))).toEqual({
        views: 0,
        seenBefore: false,
        guestsFromAddress: 0,
      });
      expect(await inTx((tx) => tx.stories.countView(story.id, guest('g1')))).toBe(1);
      expect(await inTx((tx) => tx.stories.countView(story.id, ana))).toBe(2);
      // Logged meanwhile by a concurrent request: neither the log nor the counter moves again.
      expect(await inTx((tx) => tx.stories.countView(story.id, ana))).toBe(2);
      expect(await inTx((tx) => tx.stories.countView(story.id, guest('g1')))).toBe(2);
      expect(await inTx((tx) => tx.stories.viewHistory(story.id, guest('g2')))).toEqual({
        views: 2,
        seenBefore: false,
        guestsFromAddress: 1,
      });
      expect(await inTx((tx) => tx.stories.viewHistory(story.id, ana))).toMatchObject({ seenBefore: true });
      expect(await inTx((tx) => tx.stories.viewHistory(off.id, ana))).toBeNull();
      expect(await inTx((tx) => tx.stories.viewHistory('malformado', ana))).toBeNull();
      expect((await ports.stories.statistics()).views).toBe(2);
    });

    it("keeps likes and wants with their counters, the viewer's own set and the audience newest first", async () => {
      await ports.nameAccount('ana@correo.pe', 'Ana Quispe');
      const one = await insert('Uno');
      const two = await insert('Dos');
      const off = await insert('Apagada', { active: false });

      expect(await inTx((tx) => tx.stories.interactionOf(one.id, 'like', 'ana@correo.pe'))).toBe(false);
      expect(await inTx((tx) => tx.stories.addInteraction(one.id, 'like', 'ana@correo.pe'))).toBe(true);
      // Added once: a second add changes nothing.
      expect(await inTx((tx) => tx.stories.addInteraction(one.id, 'like', 'ana@correo.pe'))).toBe(false);
      expect(await inTx((tx) => tx.stories.interactionOf(one.id, 'like', 'ana@correo.pe'))).toBe(true);
      await inTx((tx) => tx.stories.moveCounter(one.id, 'like', true));
      await inTx((tx) => interactAs(tx.stories, one.id, 'like', 'luis@correo.pe'));
      await inTx((tx) => interactAs(tx.stories, two.id, 'want', 'ana@correo.pe'));
      expect(await ports.stories.findById(one.id)).toMatchObject({ likes: 2, wants: 0 });
      expect(await ports.stories.findById(two.id)).toMatchObject({ likes: 0, wants: 1 });
      // A story shoppers cannot see answers null: nothing may change on it.
      expect(await inTx((tx) => tx.stories.interactionOf(off.id, 'like', 'ana@correo.pe'))).toBeNull();
      expect(await inTx((tx) => tx.stories.interactionOf('malformado', 'like', 'ana@correo.pe'))).toBeNull();

      const ana = await ports.stories.viewerInteractions('ana@correo.pe', [one.id, two.id, off.id, 'malformado']);
      expect([...ana.liked]).toEqual([one.id]);
      expect([...ana.wanted]).toEqual([two.id]);
      const likedBy = await ports.stories.audience(one.id, 'like', { offset: 0, limit: 25 });
      expect([likedBy.items.map(({ email, name }) => [email, name]), likedBy.total]).toEqual([
        [
          ['luis@correo.pe', null],
          ['ana@correo.pe', 'Ana Quispe'],
        ],
        2,
      ]);
      // A window past the first keeps the count of all.
      const second = await ports.stories.audience(one.id, 'like', { offset: 1, limit: 1 });
      expect([second.items.map(({ email }) => email), second.total]).toEqual([['ana@correo.pe'], 2]);
      expect(await ports.stories.audience(one.id, 'want', { offset: 0, limit: 25 })).toEqual({ items: [], total: 0 });

      expect(await inTx((tx) => tx.stories.removeInteraction(one.id, 'like', 'ana@correo.pe'))).toBe(true);
      expect(await inTx((tx) => tx.stories.removeInteraction(one.id, 'like', 'ana@correo.pe'))).toBe(false);
      await inTx((tx) => tx.stories.moveCounter(one.id, 'like', false));
      expect(await ports.stories.findById(one.id)).toMatchObject({ likes: 1 });
      expect((await ports.stories.viewerInteractions('ana@correo.pe', [one.id])).liked.size).toBe(0);
      // A counter never goes below 0.
      await inTx((tx) => tx.stories.moveCounter(two.id, 'like', false));
      expect(await ports.stories.findById(two.id)).toMatchObject({ likes: 0 });
    });

    it('updates only the given fields, clears interactions, syncs positions and deletes', async () => {
      const older = await insert('Antigua');
      const newer = await insert('Nueva');
      await inTx((tx) => interactAs(tx.stories, older.id, 'like', 'ana@correo.pe'));
      await inTx((tx) => tx.stories.countView(older.id, { kind: 'guest', token: 'g1', address: '10.0.0.1' }));
      const at = new Date(ports.now().getTime() + 1000);

      const updated = await inTx(async (tx) => {
        expect(await tx.stories.lockForUpdate(older.id)).toMatchObject({ id: older.id });
        return tx.stories.update(older.id, { title: 'Editada', active: false }, at);
      });
      expect(updated).toMatchObject({ title: 'Editada', active: false, likes: 1, views: 1, order: 1, updatedAt: at });
      expect(await inTx((tx) => tx.stories.update(UNKNOWN_ID, { title: 'x' }, at))).toBeNull();
      expect(await inTx((tx) => tx.stories.lockForUpdate(UNKNOWN_ID))).toBeNull();

      await inTx((tx) => tx.stories.clearInteractions(older.id));
      expect(await ports.stories.findById(older.id)).toMatchObject({ views: 0, likes: 0, wants: 0 });
      expect(await ports.stories.audience(older.id, 'like', { offset: 0, limit: 25 })).toEqual({ items: [], total: 0 });

      await inTx((tx) => tx.stories.update(older.id, { createdAt: at }, at));
      const changes = await inTx(async (tx) => {
        const found = syncStoryOrder(await tx.stories.listPositions());
        await tx.stories.setPositions(found);
        return found;
      });
      expect(changes).toHaveLength(2);
      expect((await all()).map((story) => [story.title, story.order])).toEqual([
        ['Editada', 0],
        ['Nueva', 1],
      ]);

      expect(await inTx((tx) => tx.stories.delete(newer.id))).toMatchObject({ id: newer.id });
      expect(await ports.stories.findById(newer.id)).toBeNull();
      expect(await inTx((tx) => tx.stories.delete(newer.id))).toBeNull();
    });

    it('searches the admin list by title or description, accents and case ignored', async () => {
      await insert('Colección de Verano', { description: 'Fragancias frescas' });
      await insert('Invierno', { description: 'Notas cálidas de ÁMBAR' });
      expect((await all('coleccion')).map((story) => story.title)).toEqual(['Colección de Verano']);
      expect((await all('ambar')).map((story) => story.title)).toEqual(['Invierno']);
      expect(await all('nada')).toEqual([]);
    });

    it('pages the admin list by position, with how many match in all', async () => {
      for (const title of ['Una', 'Dos', 'Tres', 'Cuatro', 'Cinco']) await insert(title);
      const everyOne = await all();
      const first = await ports.stories.pageForAdmin(null, { offset: 0, limit: 2 });
      const last = await ports.stories.pageForAdmin(null, { offset: 4, limit: 2 });
      expect(first.total).toBe(everyOne.length);
      expect(first.items.map((story) => story.id)).toEqual(everyOne.slice(0, 2).map((story) => story.id));
      expect(last.items.map((story) => story.id)).toEqual(everyOne.slice(4, 6).map((story) => story.id));
    });
  });
}
