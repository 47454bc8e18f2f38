import { variantKey } from '../media/GetImageVariant';
import { STORY_ADMIN_MESSAGES } from '../../domain/story/story-admin';
import { storyAdminFixture } from '../testing/story-admin-fixture';
import { DeleteStory } from './DeleteStory';

describe('DeleteStory', () => {
  it('removes the story and its interactions, then its picture (with variants) and audio', async () => {
    const shop = storyAdminFixture();
    const remove = new DeleteStory(shop.uow, shop.storage);
    const story = shop.stories.seed({ title: 'Navidad', imageUrl: shop.image, audioUrl: shop.audio });
    const other = shop.stories.seed({ title: 'Otra', imageUrl: shop.otherImage });
    shop.stories.interactions.push({ storyId: story.id, userEmail: 'ana@correo.pe', type: 'like', at: new Date() });

    expect(await remove.execute(story.id)).toEqual({
      ok: true,
      value: { id: story.id, message: STORY_ADMIN_MESSAGES.deleted },
    });
    expect([...shop.stories.stories.keys()]).toEqual([other.id]);
    expect(shop.stories.interactions).toEqual([]);
    expect(shop.storage.files.has(shop.image)).toBe(false);
    expect(shop.storage.files.has(shop.audio)).toBe(false);
    expect(shop.storage.files.has(shop.otherImage)).toBe(true);
    expect(shop.storage.deleted).toContain(variantKey(shop.image, { width: 320, format: 'webp' }));
    expect(shop.storage.deleted.filter((key) => key.includes('audio-jingle'))).toEqual([shop.audio]);
  });

  it('answers not found for an unknown story and deletes no file', async () => {
    const shop = storyAdminFixture();
    const remove = new DeleteStory(shop.uow, shop.storage);
    expect(await remove.execute('nope')).toMatchObject({ ok: false, error: { code: 'STORY_NOT_FOUND' } });
    expect(shop.storage.deleted).toEqual([]);
  });
});
