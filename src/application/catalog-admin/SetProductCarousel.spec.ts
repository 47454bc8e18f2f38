import { adminCatalogueFixture } from '../testing/admin-catalogue-fixture';
import { aProduct } from '../testing/catalog-fixtures';
import { SetProductCarousel } from './SetProductCarousel';

const ID = '00000000-0000-4000-8000-000000000042';

describe('SetProductCarousel', () => {
  it('puts a product in the home carousel and takes it out', async () => {
    const shop = adminCatalogueFixture();
    shop.products.products.set(ID, aProduct({ id: ID, carousel: false }));
    const set = new SetProductCarousel(shop.products, shop.clock);

    expect(await set.execute(ID, true)).toMatchObject({
      ok: true,
      value: { carousel: true, updatedAt: shop.clock.now() },
    });
    expect(await set.execute(ID, false)).toMatchObject({ ok: true, value: { carousel: false } });
    expect(await set.execute('x', true)).toMatchObject({ ok: false, error: { code: 'PRODUCT_NOT_FOUND' } });
  });
});
