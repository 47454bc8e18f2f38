import { STORY_ADMIN_MESSAGES } from '../../domain/story/story-admin';
import { storyAdminFixture } from '../testing/story-admin-fixture';
import { ForceExpireStory } from './ForceExpireStory';

const HOUR = 60 * 60 * 1000;

describe('ForceExpireStory', () => {
  it.each([
    ['active', true],
    ['switched off', false],
  ])('expires an %s story one hour ago and switches it off, keeping its counters', async (_, active) => {
    const shop = storyAdminFixture();
    const expire = new ForceExpireStory(shop.uow, shop.products, shop.clock);
    const now = shop.clock.now();
    const story = shop.stories.seed({
      title: 'Navidad',
      active,
      likes: 3,
      expiresAt: new Date(now.getTime() + 5 * HOUR),
    });

    expect(await expire.execute(story.id)).toEqual({
      ok: true,
      value: {
        message: STORY_ADMIN_MESSAGES.forceExpired,
        view: {
          state: 'expired',
          product: null,
          story: { ...story, active: false, expiresAt: new Date(now.getTime() - HOUR), updatedAt: now },
        },
      },
    });
  });

  it('answers not found for an unknown story', async () => {
    const shop = storyAdminFixture();
    const expire = new ForceExpireStory(shop.uow, shop.products, shop.clock);
    expect(await expire.execute('nope')).toMatchObject({ ok: false, error: { code: 'STORY_NOT_FOUND' } });
  });
});
