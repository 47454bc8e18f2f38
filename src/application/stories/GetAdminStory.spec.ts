import { storyAdminFixture } from '../testing/story-admin-fixture';
import { GetAdminStory } from './GetAdminStory';

describe('GetAdminStory', () => {
  it('finds a story whatever its state, with its product; null for an unknown one', async () => {
    const shop = storyAdminFixture();
    const get = new GetAdminStory(shop.stories, shop.products, shop.clock);
    const past = new Date(shop.clock.now().getTime() - 1000);
    const expired = shop.stories.seed({ title: 'Vieja', expiresAt: past, productId: 'product-off' });
    expect(await get.execute(` ${expired.id} `)).toMatchObject({
      story: { id: expired.id },
      state: 'expired',
      product: { id: 'product-off', active: false },
    });
    expect(await get.execute('nope')).toBeNull();
  });
});
