import { positionsSyncedMessage, STORY_ADMIN_MESSAGES } from '../../domain/story/story-admin';
import { storyAdminFixture } from '../testing/story-admin-fixture';
import { SyncStoryPositions } from './SyncStoryPositions';

describe('SyncStoryPositions', () => {
  it('numbers the stories newest first from 0 and rewrites only the positions that differ', async () => {
    const shop = storyAdminFixture();
    const sync = new SyncStoryPositions(shop.uow);
    const at = (hours: number) => new Date(shop.clock.now().getTime() - hours * 3600_000);
    const newest = shop.stories.seed({ title: 'Nueva', createdAt: at(1), order: 0 });
    const middle = shop.stories.seed({ title: 'Media', createdAt: at(2), order: 5 });
    const oldest = shop.stories.seed({ title: 'Vieja', createdAt: at(3), order: 1 });
    const update = jest.spyOn(shop.stories, 'setPositions');

    expect(await sync.execute()).toEqual({ changed: 2, message: positionsSyncedMessage(2) });
    expect(update).toHaveBeenCalledWith([
      { id: middle.id, order: 1 },
      { id: oldest.id, order: 2 },
    ]);
    expect([newest, middle, oldest].map(({ id }) => shop.stories.stories.get(id)?.order)).toEqual([0, 1, 2]);

    expect(await sync.execute()).toEqual({ changed: 0, message: STORY_ADMIN_MESSAGES.positionsInOrder });
    expect(update).toHaveBeenCalledTimes(1);
  });

  it('keeps the stored order of stories created at the same instant, so a second sync changes nothing', async () => {
    const shop = storyAdminFixture();
    const sync = new SyncStoryPositions(shop.uow);
    const at = shop.clock.now();
    const stories = [3, 0, 7, 1].map((order, i) => shop.stories.seed({ title: `H${i}`, createdAt: at, order }));
    // Whatever order the adapter lists them in.
    jest
      .spyOn(shop.stories, 'listPositions')
      .mockImplementation(async () =>
        [...shop.stories.stories.values()].reverse().map(({ id, order, createdAt }) => ({ id, order, createdAt })),
      );

    expect((await sync.execute()).changed).toBe(2);
    expect(stories.map(({ id }) => shop.stories.stories.get(id)?.order)).toEqual([2, 0, 3, 1]);
    expect((await sync.execute()).changed).toBe(0);
  });
});
