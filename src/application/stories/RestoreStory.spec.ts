import { STORY_ADMIN_MESSAGES } from '../../domain/story/story-admin';
import { STORY_LIFETIME_MS } from '../../domain/story/story-lifecycle';
import { storyAdminFixture } from '../testing/story-admin-fixture';
import { RestoreStory } from './RestoreStory';

const HOUR = 60 * 60 * 1000;

function setup() {
  const shop = storyAdminFixture();
  const restore = new RestoreStory(shop.uow, shop.products, shop.clock);
  const now = shop.clock.now();
  return { shop, restore, now };
}

describe('RestoreStory', () => {
  it.each([
    ['expired', { active: false, expiresAt: -HOUR }],
    ['expired but not yet switched off', { active: true, expiresAt: -HOUR }],
    ['switched off', { active: false, expiresAt: 5 * HOUR }],
    ['active', { active: true, expiresAt: 5 * HOUR }],
  ])('restores a story %s to 24 h, active, with a new creation time and no interactions', async (_, state) => {
    const { shop, restore, now } = setup();
    const story = shop.stories.seed({
      title: 'Navidad',
      active: state.active,
      expiresAt: new Date(now.getTime() + state.expiresAt),
      createdAt: new Date(now.getTime() - 30 * HOUR),
      views: 50,
      likes: 9,
      wants: 4,
      order: 3,
    });
    const other = shop.stories.seed({ title: 'Otra' });
    shop.stories.interactions.push(
      { storyId: story.id, userEmail: 'ana@correo.pe', type: 'like', at: now },
      { storyId: story.id, userEmail: 'anonymous', type: 'view', at: now },
      { storyId: other.id, userEmail: 'ana@correo.pe', type: 'like', at: now },
    );

    const result = await restore.execute(story.id);

    expect(result).toEqual({
      ok: true,
      value: {
        message: STORY_ADMIN_MESSAGES.restored,
        view: {
          state: 'active',
          product: null,
          story: {
            ...story,
            active: true,
            expiresAt: new Date(now.getTime() + STORY_LIFETIME_MS),
            createdAt: now,
            updatedAt: now,
            views: 0,
            likes: 0,
            wants: 0,
          },
        },
      },
    });
    expect(shop.stories.interactions.map((row) => row.storyId)).toEqual([other.id]);
  });

  it('answers not found for an unknown story', async () => {
    const { restore } = setup();
    expect(await restore.execute('nope')).toMatchObject({ ok: false, error: { code: 'STORY_NOT_FOUND' } });
  });

  it('writes nothing if the transaction fails half-way', async () => {
    const { shop, restore, now } = setup();
    const story = shop.stories.seed({ title: 'Navidad', likes: 2, expiresAt: new Date(now.getTime() - HOUR) });
    shop.stories.interactions.push({ storyId: story.id, userEmail: 'ana@correo.pe', type: 'like', at: now });
    jest.spyOn(shop.stories, 'update').mockRejectedValueOnce(new Error('connection lost'));
    await expect(restore.execute(story.id)).rejects.toThrow('connection lost');
    expect(shop.stories.stories.get(story.id)).toEqual(story);
    expect(shop.stories.interactions).toHaveLength(1);
  });
});
