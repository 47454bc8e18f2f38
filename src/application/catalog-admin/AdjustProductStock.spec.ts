import { STOCK_ADJUSTMENT_MESSAGE } from '../../domain/catalog/product-admin';
import { adminCatalogueFixture } from '../testing/admin-catalogue-fixture';
import { aProduct } from '../testing/catalog-fixtures';
import { AdjustProductStock } from './AdjustProductStock';

const ID = '00000000-0000-4000-8000-000000000042';

function setup(stock: number) {
  const shop = adminCatalogueFixture();
  shop.products.products.set(ID, aProduct({ id: ID, stock }));
  const useCase = new AdjustProductStock(shop.uow, shop.clock);
  return { shop, adjust: (id: string, delta: number) => useCase.execute(id, delta, { email: 'duena@esencia.pe' }) };
}

describe('AdjustProductStock', () => {
  it("a product brought back from 0 sends its 'Avísame cuando vuelva' notices in the same transaction (issue 26)", async () => {
    const { shop, adjust } = setup(0);
    await adjust(ID, 2);
    await adjust(ID, 1);
    await adjust(ID, -3);
    await adjust(ID, -1);
    expect(shop.restock.noticesFor).toEqual([[ID]]);
  });

  it('adds and takes units, never below 0, each change in the stock ledger with the admin', async () => {
    const { shop, adjust } = setup(1);
    expect(await adjust(ID, 1)).toMatchObject({ ok: true, value: { stock: 2 } });
    expect(await adjust(ID, -1)).toMatchObject({ ok: true, value: { stock: 1 } });
    expect(await adjust(ID, -5)).toMatchObject({ ok: true, value: { stock: 0 } });
    // At 0, −1 changes nothing and records nothing.
    expect(await adjust(ID, -1)).toMatchObject({ ok: true, value: { stock: 0 } });
    expect(shop.stock.movements.map((m) => [m.reason, m.stockDelta, m.stockAfter, m.adminEmail])).toEqual([
      ['admin-adjustment', 1, 2, 'duena@esencia.pe'],
      ['admin-adjustment', -1, 1, 'duena@esencia.pe'],
      ['admin-adjustment', -1, 0, 'duena@esencia.pe'],
    ]);
    expect(shop.stock.locked).toEqual([]);
  });

  it('refuses to take the stock under the units held for orders (STOCK_BELOW_HELD), recording nothing', async () => {
    const { shop, adjust } = setup(2);
    shop.products.products.set(ID, aProduct({ id: ID, stock: 2, held: 2 }));
    expect(await adjust(ID, -1)).toEqual({
      ok: false,
      error: {
        code: 'STOCK_BELOW_HELD',
        message: 'El stock no puede quedar por debajo de las 2 unidades reservadas para pedidos',
        details: { held: 2 },
      },
    });
    expect(shop.products.products.get(ID)).toMatchObject({ stock: 2, held: 2 });
    expect(shop.stock.movements).toEqual([]);
    expect(await adjust(ID, 1)).toMatchObject({ ok: true, value: { stock: 3, held: 2 } });
  });

  it.each([0.5, 100_001, -100_001, Number.NaN])('refuses a change of %p', async (delta) => {
    const { shop, adjust } = setup(4);
    expect(await adjust(ID, delta)).toEqual({
      ok: false,
      error: { code: 'STOCK_ADJUSTMENT_INVALID', message: STOCK_ADJUSTMENT_MESSAGE },
    });
    expect(shop.products.products.get(ID)?.stock).toBe(4);
    expect(shop.stock.movements).toEqual([]);
  });

  it('answers an unknown product with PRODUCT_NOT_FOUND', async () => {
    const { adjust } = setup(4);
    expect(await adjust('x', 1)).toMatchObject({ ok: false, error: { code: 'PRODUCT_NOT_FOUND' } });
  });
});
