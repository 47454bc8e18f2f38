import { aProduct } from '../testing/catalog-fixtures';
import { aViewer, storyPublicFixture } from '../testing/story-public-fixture';
import { ToggleStoryWant } from './ToggleStoryWant';

describe("ToggleStoryWant and 'Avísame cuando vuelva' (issue 26)", () => {
  function setup(stock: number) {
    const shop = storyPublicFixture();
    shop.products.products.set('product-1', aProduct({ id: 'product-1', name: 'Sauvage', stock }));
    const story = shop.stories.seed({ title: 'Navidad', productId: 'product-1' });
    const want = new ToggleStoryWant(shop.uow, shop.stories, shop.products, shop.clock);
    return { shop, story, want, restock: shop.restock };
  }

  it("'Lo quiero' on a story of a sold-out product asks for the notice, for the shopper's address, counted at once", async () => {
    const { shop, story, want, restock } = setup(0);
    expect(await want.execute(story.id, aViewer('ana@correo.pe'))).toMatchObject({ ok: true });
    expect(restock.requests).toEqual([
      {
        productId: 'product-1',
        email: 'ana@correo.pe',
        accountId: 'account-ana@correo.pe',
        tokenDigest: null,
        confirmedAt: shop.clock.now(),
        createdAt: shop.clock.now(),
      },
    ]);
    // Taking the 'Lo quiero' back keeps the notice; wanting again is still one request.
    await want.execute(story.id, aViewer('ana@correo.pe'));
    await want.execute(story.id, aViewer('ana@correo.pe'));
    expect(restock.requests).toHaveLength(1);
  });

  it("asks for nothing when shoppers cannot see the story's product (inactive, or of an inactive brand)", async () => {
    const { shop, want, restock } = setup(0);
    for (const productId of ['product-off', 'product-brand-off']) {
      const product = shop.products.products.get(productId)!;
      shop.products.products.set(productId, { ...product, stock: 0 });
      const story = shop.stories.seed({ title: 'Próximamente', productId });
      expect(await want.execute(story.id, aViewer('ana@correo.pe'))).toMatchObject({
        ok: true,
        value: { viewerWanted: true, product: null },
      });
    }
    // Its notice would have mailed the hidden product's name, price and picture the day it got stock.
    expect(restock.requests).toEqual([]);
  });

  it('asks for nothing when the product can be ordered', async () => {
    const { story, want, restock } = setup(3);
    expect(await want.execute(story.id, aViewer())).toMatchObject({ ok: true });
    expect(restock.requests).toEqual([]);
  });
});
