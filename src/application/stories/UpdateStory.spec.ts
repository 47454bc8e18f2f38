import { STORY_ADMIN_MESSAGES } from '../../domain/story/story-admin';
import { STORY_EXPIRED_EDIT_MESSAGE } from '../../domain/story/story-lifecycle';
import { STORY_MESSAGES } from '../../domain/story/story-validation';
import { storyAdminFixture } from '../testing/story-admin-fixture';
import type { StoryInput } from './story-input';
import { UpdateStory } from './UpdateStory';

const HOUR = 60 * 60 * 1000;

function setup() {
  const shop = storyAdminFixture();
  const update = new UpdateStory(shop.uow, shop.products, shop.storage, shop.clock);
  const now = shop.clock.now();
  const story = shop.stories.seed({
    title: 'Navidad',
    imageUrl: shop.image,
    audioUrl: shop.audio,
    productId: 'product-1',
    views: 40,
    likes: 7,
    wants: 3,
    order: 2,
    createdAt: new Date(now.getTime() - 2 * HOUR),
    expiresAt: new Date(now.getTime() + 22 * HOUR),
  });
  const input = (changes: Partial<StoryInput> = {}): StoryInput => ({
    title: 'Navidad 2026',
    description: 'Nuevos aromas',
    imageKey: shop.image,
    audioKey: shop.audio,
    externalLink: null,
    duration: 12,
    productId: 'product-1',
    active: null,
    ...changes,
  });
  return { shop, update, story, input };
}

describe('UpdateStory', () => {
  it('saves the form and keeps counters, position, expiry and creation time', async () => {
    const { shop, update, story, input } = setup();
    const result = await update.execute(story.id, input());
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.message).toBe(STORY_ADMIN_MESSAGES.updated);
    expect(result.value.view.story).toEqual({
      ...story,
      title: 'Navidad 2026',
      description: 'Nuevos aromas',
      duration: 12,
      updatedAt: shop.clock.now(),
    });
    expect(shop.storage.deleted).toEqual([]);
  });

  it('switches a running story off and on again; null keeps it as it is', async () => {
    const { update, story, input } = setup();
    expect(await update.execute(story.id, input({ active: false }))).toMatchObject({
      ok: true,
      value: { view: { state: 'off', story: { active: false, views: 40 } } },
    });
    expect(await update.execute(story.id, input({ active: null }))).toMatchObject({
      ok: true,
      value: { view: { state: 'off' } },
    });
    expect(await update.execute(story.id, input({ active: true }))).toMatchObject({
      ok: true,
      value: { view: { state: 'active', story: { active: true } } },
    });
  });

  it('refuses to edit an expired story, switched off by the check or not yet', async () => {
    const { shop, update, input } = setup();
    const past = new Date(shop.clock.now().getTime() - HOUR);
    for (const active of [false, true]) {
      const expired = shop.stories.seed({ title: 'Vieja', active, expiresAt: past, imageUrl: shop.image });
      const result = await update.execute(expired.id, input({ active: true }));
      expect(result).toEqual({
        ok: false,
        error: { code: 'STORY_TRANSITION_NOT_ALLOWED', message: STORY_EXPIRED_EDIT_MESSAGE },
      });
      expect(shop.stories.stories.get(expired.id)).toEqual(expired);
    }
  });

  it('answers not found for an unknown story', async () => {
    const { update, input } = setup();
    expect(await update.execute('nope', input())).toMatchObject({
      ok: false,
      error: { code: 'STORY_NOT_FOUND', message: STORY_ADMIN_MESSAGES.notFound },
    });
  });

  it('checks the form like CreateStory and writes nothing when it fails', async () => {
    const { shop, update, story, input } = setup();
    const result = await update.execute(story.id, input({ title: '', duration: 31, imageKey: 'stories/x.webp' }));
    if (result.ok || result.error.code !== 'STORY_INVALID') throw new Error('expected a refusal');
    expect(result.error.details.fieldErrors.map(({ field, message }) => ({ field, message }))).toEqual([
      { field: 'title', message: STORY_MESSAGES.titleRequired },
      { field: 'duration', message: STORY_MESSAGES.durationRange },
      { field: 'image', message: STORY_ADMIN_MESSAGES.imageNotUploaded },
    ]);
    expect(shop.stories.stories.get(story.id)).toEqual(story);
  });

  it('keeps the story’s own files and product without asking storage again, and may drop the audio and product', async () => {
    const { shop, update, story, input } = setup();
    shop.storage.files.clear(); // its own files need no new upload
    shop.products.products.delete('product-1'); // nor its product, even archived since
    expect(await update.execute(story.id, input())).toMatchObject({ ok: true });
    const result = await update.execute(story.id, input({ audioKey: null, productId: null }));
    expect(result).toMatchObject({ ok: true, value: { view: { product: null, story: { audioUrl: null } } } });
  });

  it('deletes a replaced picture and audio after the commit', async () => {
    const { shop, update, story, input } = setup();
    const result = await update.execute(story.id, input({ imageKey: shop.otherImage, audioKey: null }));
    expect(result).toMatchObject({ ok: true, value: { view: { story: { imageUrl: shop.otherImage } } } });
    expect(shop.storage.deleted).toContain(shop.image);
    expect(shop.storage.deleted).toContain(shop.audio);
    expect(shop.storage.files.has(shop.otherImage)).toBe(true);
  });
});
