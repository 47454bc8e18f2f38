import { interactAs } from '../testing/story-fixtures';
import { aViewer, HOUR, storyPublicFixture } from '../testing/story-public-fixture';
import { GetVisibleStory } from './GetVisibleStory';

describe('GetVisibleStory', () => {
  it('answers a visible story with its product on sale and the viewer’s like', async () => {
    const shop = storyPublicFixture();
    const story = shop.stories.seed({ title: 'Navidad', productId: 'product-1' });
    await shop.uow.run((tx) => interactAs(tx.stories, story.id, 'like', 'ana@correo.pe'));
    const get = new GetVisibleStory(shop.stories, shop.products);

    expect(await get.execute(` ${story.id} `, aViewer('ana@correo.pe'))).toMatchObject({
      story: { id: story.id, likes: 1 },
      product: { id: 'product-1', name: 'Sauvage' },
      viewerLiked: true,
      viewerWanted: false,
    });
    expect(await get.execute(story.id, null)).toMatchObject({ viewerLiked: false });
  });

  it('answers null for an unknown, switched-off or expired story (even one still flagged active)', async () => {
    const shop = storyPublicFixture();
    const now = shop.clock.now().getTime();
    const off = shop.stories.seed({ title: 'Apagada', active: false });
    const expired = shop.stories.seed({ title: 'Vencida', expiresAt: new Date(now - HOUR) });
    const get = new GetVisibleStory(shop.stories, shop.products);

    expect(await get.execute(off.id, null)).toBeNull();
    expect(await get.execute(expired.id, null)).toBeNull();
    expect(await get.execute('no-existe', null)).toBeNull();
  });
});
