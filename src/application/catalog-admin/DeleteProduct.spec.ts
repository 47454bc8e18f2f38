import { PRODUCT_ADMIN_MESSAGES } from '../../domain/catalog/product-admin';
import { adminCatalogueFixture } from '../testing/admin-catalogue-fixture';
import { aProduct } from '../testing/catalog-fixtures';
import { DeleteProduct } from './DeleteProduct';

const ID = '00000000-0000-4000-8000-000000000042';

function setup() {
  const shop = adminCatalogueFixture();
  shop.products.products.set(ID, aProduct({ id: ID, imageKeys: [...shop.photos] }));
  return { shop, remove: new DeleteProduct(shop.uow, shop.storage, shop.clock) };
}

describe('DeleteProduct', () => {
  it('removes a product no order names, and its images', async () => {
    const { shop, remove } = setup();
    expect(await remove.execute(ID)).toEqual({
      ok: true,
      value: { id: ID, archived: false, message: PRODUCT_ADMIN_MESSAGES.deleted },
    });
    expect(shop.products.products.has(ID)).toBe(false);
    expect(shop.products.archived.has(ID)).toBe(false);
    expect(shop.storage.files.size).toBe(0);
  });

  it('archives a product that orders name: gone from the catalogue, its images deleted', async () => {
    const { shop, remove } = setup();
    shop.products.ordered.add(ID);
    expect(await remove.execute(ID)).toMatchObject({ ok: true, value: { archived: true } });
    expect(await shop.products.catalogue.findById(ID)).toBeNull();
    expect(shop.products.archived.get(ID)).toMatchObject({ active: false, imageKeys: [] });
    expect(shop.storage.deleted).toEqual(expect.arrayContaining([...shop.photos]));
  });

  it('answers an unknown product with PRODUCT_NOT_FOUND', async () => {
    const { shop, remove } = setup();
    expect(await remove.execute('x')).toMatchObject({
      ok: false,
      error: { code: 'PRODUCT_NOT_FOUND', message: 'Producto con ID x no encontrado' },
    });
    expect(shop.storage.deleted).toEqual([]);
  });
});
