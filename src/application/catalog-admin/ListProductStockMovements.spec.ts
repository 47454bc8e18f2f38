import { adminCatalogueFixture } from '../testing/admin-catalogue-fixture';
import { aProduct } from '../testing/catalog-fixtures';
import { AdjustProductStock } from './AdjustProductStock';
import { ListProductStockMovements } from './ListProductStockMovements';

const ID = '00000000-0000-4000-8000-000000000042';
const admin = { email: 'duena@esencia.pe' };

describe('ListProductStockMovements', () => {
  it("pages a product's movements, newest first, with the units after each", async () => {
    const shop = adminCatalogueFixture();
    shop.products.products.set(ID, aProduct({ id: ID, stock: 2 }));
    const adjust = new AdjustProductStock(shop.uow, shop.clock);
    for (const delta of [1, 1, -1, 5]) await adjust.execute(ID, delta, admin);
    const list = new ListProductStockMovements(shop.stock);

    const first = await list.execute(ID, { page: 1, pageSize: 3 });
    expect(first).toMatchObject({ ok: true, value: { total: 4, page: 1, pageSize: 3, totalPages: 2 } });
    expect(first.ok && first.value.items.map((m) => [m.stockDelta, m.stockAfter, m.adminEmail])).toEqual([
      [5, 8, 'duena@esencia.pe'],
      [-1, 3, 'duena@esencia.pe'],
      [1, 4, 'duena@esencia.pe'],
    ]);
    const second = await list.execute(ID, { page: 2, pageSize: 3 });
    expect(second.ok && second.value.items.map((m) => m.stockAfter)).toEqual([3]);
  });

  it('refuses a page no screen would ask for', async () => {
    const shop = adminCatalogueFixture();
    expect(await new ListProductStockMovements(shop.stock).execute(ID, { page: 0, pageSize: 10 })).toMatchObject({
      ok: false,
      error: { code: 'INVALID_PAGINATION' },
    });
  });
});
