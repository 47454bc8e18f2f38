import { STORY_ADMIN_MESSAGES } from '../../domain/story/story-admin';
import { STORY_LIFETIME_MS } from '../../domain/story/story-lifecycle';
import { STORY_MESSAGES } from '../../domain/story/story-validation';
import { storyAdminFixture } from '../testing/story-admin-fixture';
import { CreateStory } from './CreateStory';
import type { StoryInput } from './story-input';

function setup() {
  const shop = storyAdminFixture();
  const create = new CreateStory(shop.uow, shop.products, shop.storage, shop.clock);
  const input = (changes: Partial<StoryInput> = {}): StoryInput => ({
    title: ' Navidad ',
    description: ' Nuevos aromas ',
    imageKey: shop.image,
    audioKey: shop.audio,
    externalLink: 'https://esencia.pe/navidad',
    duration: 15,
    productId: 'product-1',
    active: null,
    ...changes,
  });
  const fieldErrors = async (changes: Partial<StoryInput>) => {
    const result = await create.execute(input(changes));
    if (result.ok) throw new Error('expected a refusal');
    expect(result.error.code).toBe('STORY_INVALID');
    return result.error.details.fieldErrors.map(({ field, message }) => ({ field, message }));
  };
  return { shop, create, input, fieldErrors };
}

describe('CreateStory', () => {
  it('creates an active story for 24 h with counters at 0, its files and product, and says so', async () => {
    const { shop, create, input } = setup();
    const result = await create.execute(input());
    if (!result.ok) throw new Error(result.error.message);
    const now = shop.clock.now();
    expect(result.value.message).toBe(STORY_ADMIN_MESSAGES.created);
    expect(result.value.view.state).toBe('active');
    expect(result.value.view.product?.id).toBe('product-1');
    expect(result.value.view.story).toMatchObject({
      title: 'Navidad',
      description: 'Nuevos aromas',
      imageUrl: shop.image,
      audioUrl: shop.audio,
      externalLink: 'https://esencia.pe/navidad',
      productId: 'product-1',
      duration: 15,
      active: true,
      views: 0,
      likes: 0,
      wants: 0,
      order: 0,
      createdAt: now,
      expiresAt: new Date(now.getTime() + STORY_LIFETIME_MS),
    });
    expect(shop.stories.stories.get(result.value.view.story.id)).toEqual(result.value.view.story);
  });

  it('puts the new story at position 0 and moves every other one up by one', async () => {
    const { shop, create, input } = setup();
    const older = shop.stories.seed({ title: 'Vieja', order: 0 });
    const oldest = shop.stories.seed({ title: 'Más vieja', order: 1 });
    const result = await create.execute(input({ audioKey: null, productId: null, externalLink: null }));
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.view.story.order).toBe(0);
    expect(shop.stories.stories.get(older.id)?.order).toBe(1);
    expect(shop.stories.stories.get(oldest.id)?.order).toBe(2);
    expect(result.value.view.product).toBeNull();
  });

  it('takes 10 seconds when no duration is given, and no link when it is empty', async () => {
    const { create, input } = setup();
    const result = await create.execute(input({ duration: null, externalLink: '  ' }));
    expect(result).toMatchObject({ ok: true, value: { view: { story: { duration: 10, externalLink: null } } } });
  });

  it('ignores the active flag: a new story is always active', async () => {
    const { create, input } = setup();
    const result = await create.execute(input({ active: false }));
    expect(result).toMatchObject({ ok: true, value: { view: { story: { active: true }, state: 'active' } } });
  });

  it('links an inactive product (the storefront hides it), but not an unknown one', async () => {
    const { create, input, fieldErrors } = setup();
    expect(await create.execute(input({ productId: 'product-off' }))).toMatchObject({ ok: true });
    expect(await fieldErrors({ productId: 'nope' })).toEqual([
      { field: 'productId', message: STORY_ADMIN_MESSAGES.productMissing },
    ]);
  });

  it('checks every field with the domain’s messages, all at once', async () => {
    const { shop, fieldErrors } = setup();
    expect(
      await fieldErrors({ title: ' ', description: '', imageKey: '', externalLink: 'esencia', duration: 31 }),
    ).toEqual([
      { field: 'title', message: STORY_MESSAGES.titleRequired },
      { field: 'description', message: STORY_MESSAGES.descriptionRequired },
      { field: 'image', message: STORY_MESSAGES.imageRequired },
      { field: 'externalLink', message: STORY_MESSAGES.linkInvalid },
      { field: 'duration', message: STORY_MESSAGES.durationRange },
    ]);
    expect(await fieldErrors({ duration: 2 })).toEqual([{ field: 'duration', message: STORY_MESSAGES.durationRange }]);
    expect(shop.stories.stories.size).toBe(0);
  });

  it('needs a picture and an audio the upload routes stored under stories/', async () => {
    const { shop, fieldErrors } = setup();
    shop.storage.files.set('products/1764000000000-0-sauvage.webp', { content: Buffer.from('x'), contentType: 'x' });
    for (const imageKey of [
      'stories/1764000000000-image-never-uploaded.webp',
      'products/1764000000000-0-sauvage.webp',
      shop.audio,
      '../secret.webp',
    ]) {
      expect(await fieldErrors({ imageKey })).toEqual([
        { field: 'image', message: STORY_ADMIN_MESSAGES.imageNotUploaded },
      ]);
    }
    for (const audioKey of ['stories/1764000000000-audio-never.mp3', shop.image, 'brands/1764000000000-a.mp3']) {
      expect(await fieldErrors({ audioKey })).toEqual([
        { field: 'audio', message: STORY_ADMIN_MESSAGES.audioNotUploaded },
      ]);
    }
  });
});
