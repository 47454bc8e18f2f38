import { Money } from '../../domain/money/money';
import type { Viewer } from '../identity/viewer';
import { aBrand, aProduct } from '../testing/catalog-fixtures';
import { InMemoryCatalogue } from '../testing/in-memory-catalog';
import { InMemoryFavorites } from '../testing/in-memory-favorites';
import { TestClock } from '../testing/in-memory-identity';
import { ListMyFavorites } from './ListMyFavorites';

const ana: Viewer = { accountId: 'a-1', sessionId: 's', email: 'ana@correo.pe', role: 'user' };
const day = (d: number) => new Date(`2026-11-${String(d).padStart(2, '0')}T15:00:00Z`);

function setup() {
  const catalogue = new InMemoryCatalogue({
    brands: [aBrand({ id: 'b-1', name: 'Dior' }), aBrand({ id: 'b-2', name: 'Carolina Herrera', active: false })],
  });
  const favorites = new InMemoryFavorites();
  const list = new ListMyFavorites(favorites, catalogue, new TestClock(day(22)));
  return { catalogue, favorites, list };
}

describe('ListMyFavorites', () => {
  it('answers a page of the viewer’s favourites, last hearted first, with how many there are in all', async () => {
    const { catalogue, favorites, list } = setup();
    for (let d = 1; d <= 7; d++) {
      catalogue.products.set(`p-${d}`, aProduct({ id: `p-${d}`, name: `Perfume ${d}`, brandId: 'b-1' }));
      await favorites.add(ana.accountId, `p-${d}`, day(d));
    }
    await favorites.add('a-2', 'p-1', day(9));

    const second = await list.execute(ana, { page: 2, pageSize: 3 });
    expect(second.ok && second.value).toMatchObject({ total: 7, page: 2, pageSize: 3, totalPages: 3 });
    expect(second.ok && second.value.items.map((item) => item.product.id)).toEqual(['p-4', 'p-3', 'p-2']);
    expect(second.ok && second.value.items[0]).toMatchObject({ addedAt: day(4), brandName: 'Dior', onSale: true });
    expect(await list.execute(ana, { page: 0, pageSize: 3 })).toMatchObject({
      ok: false,
      error: { code: 'INVALID_PAGINATION' },
    });
  });

  it('keeps a product no longer on sale, marked so; the units held for orders are not offered', async () => {
    const { catalogue, favorites, list } = setup();
    catalogue.products.set('apagado', aProduct({ id: 'apagado', brandId: 'b-1', active: false }));
    catalogue.products.set('marca-apagada', aProduct({ id: 'marca-apagada', brandId: 'b-2' }));
    catalogue.products.set(
      'reservado',
      aProduct({ id: 'reservado', brandId: 'b-1', stock: 2, held: 2, originalPrice: Money.fromSoles(250) }),
    );
    await favorites.add(ana.accountId, 'apagado', day(1));
    await favorites.add(ana.accountId, 'marca-apagada', day(2));
    await favorites.add(ana.accountId, 'reservado', day(3));

    const page = await list.execute(ana, { page: 1, pageSize: 10 });
    expect(page.ok && page.value.items.map(({ product, onSale }) => [product.id, onSale])).toEqual([
      ['reservado', true],
      ['marca-apagada', false],
      ['apagado', false],
    ]);
    expect(page.ok && page.value.items[0]!.product).toMatchObject({ stock: 0, held: 0 });
    expect(page.ok && page.value.today).toBe('2026-11-22');
  });

  it('reads the products of a page in one go, and none for an empty list', async () => {
    const { catalogue, favorites, list } = setup();
    expect(await list.execute(ana, { page: 1, pageSize: 10 })).toMatchObject({ ok: true, value: { total: 0 } });
    expect(catalogue.cartReads).toEqual([]);
    catalogue.products.set('p-1', aProduct({ id: 'p-1', brandId: 'b-1' }));
    catalogue.products.set('p-2', aProduct({ id: 'p-2', brandId: 'b-1' }));
    await favorites.add(ana.accountId, 'p-1', day(1));
    await favorites.add(ana.accountId, 'p-2', day(2));
    await list.execute(ana, { page: 1, pageSize: 10 });
    expect(catalogue.cartReads).toEqual([['p-2', 'p-1']]);
  });

  it('says how much less a favourite on sale costs than the day it was hearted, promotion included', async () => {
    const { catalogue, favorites, list } = setup();
    const product = (id: string, soles: number, discount = 0) =>
      catalogue.products.set(
        id,
        aProduct({
          id,
          brandId: 'b-1',
          originalPrice: Money.fromSoles(soles),
          ...(discount > 0
            ? {
                promotion: {
                  isPromoted: true,
                  type: 'percentage',
                  discount,
                  startDate: '2026-11-20',
                  endDate: '2026-11-30',
                },
              }
            : {}),
        }),
      );
    product('en-promocion', 400, 25); // S/ 300 today
    product('mas-barato', 180);
    product('igual', 200);
    product('mas-caro', 260);
    product('sin-precio-guardado', 100);
    product('apagado', 100);
    catalogue.products.set('apagado', { ...catalogue.products.get('apagado')!, active: false });
    await favorites.add(ana.accountId, 'en-promocion', day(1), Money.fromSoles(400));
    await favorites.add(ana.accountId, 'mas-barato', day(2), Money.fromSoles(199.9));
    await favorites.add(ana.accountId, 'igual', day(3), Money.fromSoles(200));
    await favorites.add(ana.accountId, 'mas-caro', day(4), Money.fromSoles(250));
    await favorites.add(ana.accountId, 'sin-precio-guardado', day(5));
    await favorites.add(ana.accountId, 'apagado', day(6), Money.fromSoles(500));

    const page = await list.execute(ana, { page: 1, pageSize: 10 });
    expect(page.ok && page.value.items.map(({ product: { id }, priceDrop }) => [id, priceDrop?.cents ?? null])).toEqual(
      [
        ['apagado', null],
        ['sin-precio-guardado', null],
        ['mas-caro', null],
        ['igual', null],
        ['mas-barato', 1990],
        ['en-promocion', 10000],
      ],
    );
  });
});
