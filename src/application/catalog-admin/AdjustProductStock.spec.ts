import { STOCK_ADJUSTMENT_MESSAGE } from '../../domain/catalog/product-admin';
import { adminCatalogueFixture } from '../testing/admin-catalogue-fixture';
import { aProduct } from '../testing/catalog-fixtures';
import { AdjustProductStock } from './AdjustProductStock';

const ID = '00000000-0000-4000-8000-000000000042';

function setup(stock: number) {
  const shop = adminCatalogueFixture();
  shop.products.products.set(ID, aProduct({ id: ID, stock }));
  return { shop, adjust: new AdjustProductStock(shop.products, shop.clock) };
}

describe('AdjustProductStock', () => {
  it('adds and takes units, never below 0', async () => {
    const { adjust } = setup(1);
    expect(await adjust.execute(ID, 1)).toMatchObject({ ok: true, value: { stock: 2 } });
    expect(await adjust.execute(ID, -1)).toMatchObject({ ok: true, value: { stock: 1 } });
    expect(await adjust.execute(ID, -5)).toMatchObject({ ok: true, value: { stock: 0 } });
  });

  it.each([0.5, 100_001, -100_001, Number.NaN])('refuses a change of %p', async (delta) => {
    const { shop, adjust } = setup(4);
    expect(await adjust.execute(ID, delta)).toEqual({
      ok: false,
      error: { code: 'STOCK_ADJUSTMENT_INVALID', message: STOCK_ADJUSTMENT_MESSAGE },
    });
    expect(shop.products.products.get(ID)?.stock).toBe(4);
  });

  it('answers an unknown product with PRODUCT_NOT_FOUND', async () => {
    const { adjust } = setup(4);
    expect(await adjust.execute('x', 1)).toMatchObject({ ok: false, error: { code: 'PRODUCT_NOT_FOUND' } });
  });
});
