import { Money } from '../../domain/money/money';
import { MAX_FAVORITES } from '../../domain/favorites/favorites';
import type { Viewer } from '../identity/viewer';
import { aBrand, aProduct } from '../testing/catalog-fixtures';
import { inMemoryIdentity } from '../testing/in-memory-identity';
import { AddFavorite } from './AddFavorite';

const ana: Viewer = { accountId: 'a-1', sessionId: 's', email: 'ana@correo.pe', role: 'user' };
const beto: Viewer = { accountId: 'a-2', sessionId: 's2', email: 'beto@correo.pe', role: 'user' };

function setup() {
  const { services, clock } = inMemoryIdentity(new Date('2026-11-22T15:00:00Z'));
  const catalogue = services.products.catalogue;
  catalogue.brands.set('brand-1', aBrand({ id: 'brand-1', name: 'Dior' }));
  catalogue.products.set('p-1', aProduct({ id: 'p-1', name: 'Sauvage', brandId: 'brand-1', stock: 3 }));
  catalogue.products.set('p-2', aProduct({ id: 'p-2', name: 'Miss Dior', brandId: 'brand-1', stock: 0 }));
  const add = new AddFavorite(services.uow, catalogue, clock);
  return { add, favorites: services.favorites, catalogue, clock };
}

/** Fills `viewer`'s list with `count` other products. */
async function fill(favorites: ReturnType<typeof setup>['favorites'], viewer: Viewer, count: number) {
  for (let i = 0; i < count; i++) await favorites.add(viewer.accountId, `otro-${i}`, new Date('2026-11-01T00:00:00Z'));
}

describe('AddFavorite', () => {
  it('hearts a product on sale, sold out ones included, for the viewer’s account only, when it was hearted', async () => {
    const { add, favorites, clock } = setup();
    expect(await add.execute(' p-1 ', ana)).toEqual({ ok: true, value: { productId: 'p-1' } });
    expect(await add.execute('p-2', ana)).toEqual({ ok: true, value: { productId: 'p-2' } });
    expect(await favorites.productIds(ana.accountId)).toEqual(['p-1', 'p-2']);
    expect(await favorites.productIds(beto.accountId)).toEqual([]);
    expect((await favorites.page(ana.accountId, { offset: 0, limit: 5 })).items[0]).toMatchObject({
      addedAt: clock.now(),
    });
  });

  it('adding twice keeps one favourite, first hearted date and price kept', async () => {
    const { add, favorites, catalogue, clock } = setup();
    const first = clock.now();
    await add.execute('p-1', ana);
    clock.advance(60_000);
    catalogue.products.set('p-1', { ...catalogue.products.get('p-1')!, originalPrice: Money.fromSoles(80) });
    expect(await add.execute('p-1', ana)).toEqual({ ok: true, value: { productId: 'p-1' } });
    expect(await favorites.page(ana.accountId, { offset: 0, limit: 5 })).toEqual({
      items: [{ productId: 'p-1', addedAt: first, savedPrice: Money.fromSoles(100) }],
      total: 1,
    });
  });

  it('keeps the price of the Lima day it was hearted, promotion included', async () => {
    const { add, favorites, catalogue } = setup();
    catalogue.products.set(
      'p-3',
      aProduct({
        id: 'p-3',
        brandId: 'brand-1',
        originalPrice: Money.fromSoles(400),
        // From 22 November in Lima: 15:00 UTC on the 22nd is 10:00 there.
        promotion: {
          isPromoted: true,
          type: 'percentage',
          discount: 25,
          startDate: '2026-11-22',
          endDate: '2026-11-30',
        },
      }),
    );
    await add.execute('p-3', ana);
    expect((await favorites.page(ana.accountId, { offset: 0, limit: 5 })).items[0]!.savedPrice).toEqual(
      Money.fromSoles(300),
    );
  });

  it('refuses a product that does not exist or is not on sale; nothing is stored', async () => {
    const { add, favorites, catalogue } = setup();
    expect(await add.execute('no-existe', ana)).toEqual({
      ok: false,
      error: { code: 'PRODUCT_NOT_FOUND', message: 'No encontramos el producto' },
    });
    catalogue.change('p-1', { active: false });
    expect(await add.execute('p-1', ana)).toMatchObject({ ok: false, error: { code: 'PRODUCT_NOT_FOUND' } });
    expect(await favorites.productIds(ana.accountId)).toEqual([]);
  });

  it(`refuses a new one at ${MAX_FAVORITES}, yet answers one already there; another account is not limited`, async () => {
    const { add, favorites } = setup();
    await fill(favorites, ana, MAX_FAVORITES - 1);
    await add.execute('p-1', ana);
    expect(await add.execute('p-2', ana)).toEqual({
      ok: false,
      error: {
        code: 'FAVORITES_LIMIT_REACHED',
        message: 'Ya tienes 200 favoritos, el máximo. Quita alguno para agregar otro.',
        details: { limit: 200 },
      },
    });
    expect(await add.execute('p-1', ana)).toMatchObject({ ok: true });
    expect(await add.execute('p-2', beto)).toMatchObject({ ok: true });
    expect((await favorites.productIds(ana.accountId)).length).toBe(MAX_FAVORITES);
  });

  it('two adds at once one below the limit: one is kept, the other refused', async () => {
    const { add, favorites } = setup();
    await fill(favorites, ana, MAX_FAVORITES - 1);
    const answers = await Promise.all([add.execute('p-1', ana), add.execute('p-2', ana)]);
    expect(answers.map((answer) => answer.ok).sort()).toEqual([false, true]);
    expect((await favorites.productIds(ana.accountId)).length).toBe(MAX_FAVORITES);
  });
});
