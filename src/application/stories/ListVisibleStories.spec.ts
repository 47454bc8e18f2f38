import { interactAs } from '../testing/story-fixtures';
import { aViewer, HOUR, storyPublicFixture } from '../testing/story-public-fixture';
import { ListVisibleStories } from './ListVisibleStories';

function setup() {
  const shop = storyPublicFixture();
  const now = shop.clock.now().getTime();
  const list = new ListVisibleStories(shop.stories, shop.products);
  const older = shop.stories.seed({ title: 'Antigua', order: 1, createdAt: new Date(now - 2 * HOUR) });
  const newest = shop.stories.seed({ title: 'Nueva', order: 0, productId: 'product-1' });
  const sameSpot = shop.stories.seed({ title: 'Misma posición', order: 1, createdAt: new Date(now - HOUR) });
  shop.stories.seed({ title: 'Vencida', expiresAt: new Date(now - 1000) }); // still flagged active
  shop.stories.seed({ title: 'Apagada', active: false });
  return { shop, list, older, newest, sameSpot };
}

describe('ListVisibleStories', () => {
  it('lists only active stories not past their expiry, by position then newest first', async () => {
    const { list, older, newest, sameSpot } = setup();
    const answer = await list.execute(null);
    expect(answer.map(({ story }) => story.id)).toEqual([newest.id, sameSpot.id, older.id]);
  });

  it('hides a story the moment its 24 hours are over, before any expiry check ran', async () => {
    const { shop, list } = setup();
    shop.clock.advance(24 * HOUR);
    expect(await list.execute(null)).toEqual([]);
  });

  it('links a product only while it is on sale, looked up once for the whole list', async () => {
    const { shop, list } = setup();
    shop.stories.seed({ title: 'Producto apagado', productId: 'product-off' });
    shop.stories.seed({ title: 'Marca apagada', productId: 'product-brand-off' });
    shop.stories.seed({ title: 'Producto borrado', productId: 'product-gone' });
    shop.stories.seed({ title: 'Otra del mismo', productId: 'product-1' });

    const answer = await list.execute(null);

    const products = Object.fromEntries(answer.map(({ story, product }) => [story.title, product?.name ?? null]));
    expect(products).toEqual({
      Nueva: 'Sauvage',
      'Otra del mismo': 'Sauvage',
      'Producto apagado': null,
      'Marca apagada': null,
      'Producto borrado': null,
      'Misma posición': null,
      Antigua: null,
    });
    expect(shop.products.cartReads).toHaveLength(1);
    expect([...shop.products.cartReads[0]!].sort()).toEqual([
      'product-1',
      'product-brand-off',
      'product-gone',
      'product-off',
    ]);
  });

  it("tells a signed-in viewer which stories they liked and wanted; a guest's are all false", async () => {
    const { shop, list, older, newest } = setup();
    await shop.uow.run((tx) => interactAs(tx.stories, newest.id, 'like', 'ana@correo.pe'));
    await shop.uow.run((tx) => interactAs(tx.stories, older.id, 'want', 'ana@correo.pe'));
    await shop.uow.run((tx) => interactAs(tx.stories, older.id, 'like', 'luis@correo.pe'));

    const mine = await list.execute(aViewer('ana@correo.pe'));
    expect(mine.map(({ story, viewerLiked, viewerWanted }) => [story.title, viewerLiked, viewerWanted])).toEqual([
      ['Nueva', true, false],
      ['Misma posición', false, false],
      ['Antigua', false, true],
    ]);
    const guest = await list.execute(null);
    expect(guest.every(({ viewerLiked, viewerWanted }) => !viewerLiked && !viewerWanted)).toBe(true);
  });

  it('answers an empty list without looking anything else up', async () => {
    const shop = storyPublicFixture();
    expect(await new ListVisibleStories(shop.stories, shop.products).execute(aViewer())).toEqual([]);
    expect(shop.products.cartReads).toEqual([]);
  });
});
