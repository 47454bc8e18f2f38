import { productNotFoundMessage } from '../../domain/catalog/product-admin';
import { PROMOTION_END_IN_PAST_MESSAGE, PROMOTION_START_IN_PAST_MESSAGE } from '../../domain/catalog/promotion-start';
import { Money } from '../../domain/money/money';
import { adminCatalogueFixture } from '../testing/admin-catalogue-fixture';
import { aProduct } from '../testing/catalog-fixtures';
import type { ProductInput } from './product-input';
import { UpdateProduct } from './UpdateProduct';

const ID = '00000000-0000-4000-8000-000000000042';
const OLD_PHOTO = 'products/1700000000000-0-viejo.svg';

function setup() {
  const shop = adminCatalogueFixture();
  shop.storage.files.set(OLD_PHOTO, { content: Buffer.from('<svg/>'), contentType: 'image/svg+xml' });
  shop.storage.files.set(`_variants/${OLD_PHOTO}/640.webp`, { content: Buffer.from('v'), contentType: 'image/webp' });
  shop.products.products.set(
    ID,
    aProduct({
      id: ID,
      name: 'Sauvage',
      brandId: 'brand-old',
      categoryIds: ['cat-old'],
      imageKeys: [OLD_PHOTO],
      promotion: { isPromoted: true, type: 'percentage', discount: 10, startDate: '2026-11-01', endDate: '2026-11-30' },
    }),
  );
  const useCase = new UpdateProduct(shop.uow, shop.brands, shop.categories, shop.storage, shop.clock);
  // The form was opened on the stock the product had (10), unless a test says otherwise.
  const update = {
    execute: (id: string, product: ProductInput, expectedStock = 10) =>
      useCase.execute(id, product, { admin: { email: 'duena@esencia.pe' }, expectedStock }),
  };
  const input = (changes: Partial<ProductInput> = {}): ProductInput => ({
    name: 'Sauvage EDP',
    description: 'Nueva descripción',
    brandId: 'brand-old',
    categoryIds: ['cat-old'],
    originalPrice: Money.fromSoles(400),
    stock: 3,
    imageKeys: [OLD_PHOTO],
    promotion: { isPromoted: true, type: 'percentage', discount: 15, startDate: '2026-11-01', endDate: '2026-11-30' },
    active: true,
    carousel: true,
    ...changes,
  });
  return { shop, update, input };
}

describe('UpdateProduct', () => {
  it('keeps what the product already had: a brand and category deactivated since, a running promotion’s start', async () => {
    const { update, input } = setup();
    const result = await update.execute(ID, input());
    expect(result).toMatchObject({ ok: true, value: { id: ID, name: 'Sauvage EDP', carousel: true, stock: 3 } });
  });

  it('refuses moving a promotion’s start into the past', async () => {
    const { update, input } = setup();
    const result = await update.execute(ID, input({ promotion: { ...input().promotion, startDate: '2026-11-02' } }));
    expect(result).toMatchObject({
      ok: false,
      error: { code: 'PRODUCT_INVALID', message: PROMOTION_START_IN_PAST_MESSAGE },
    });
  });

  it('refuses an end date in the past once the running start is kept (issue 27: it was saved)', async () => {
    const { update, input } = setup();
    const result = await update.execute(ID, input({ promotion: { ...input().promotion, endDate: '2026-11-05' } }));
    expect(result).toMatchObject({
      ok: false,
      error: {
        code: 'PRODUCT_INVALID',
        message: PROMOTION_END_IN_PAST_MESSAGE,
        details: { fieldErrors: [{ field: 'promotionEndDate', message: PROMOTION_END_IN_PAST_MESSAGE }] },
      },
    });
  });

  it('replaces images in the new order and deletes the removed ones (with their variants) after saving', async () => {
    const { shop, update, input } = setup();
    const result = await update.execute(ID, input({ imageKeys: [shop.photos[1], shop.photos[0]] }));

    expect(result).toMatchObject({ ok: true, value: { imageKeys: [shop.photos[1], shop.photos[0]] } });
    expect(shop.storage.files.has(OLD_PHOTO)).toBe(false);
    expect(shop.storage.files.has(`_variants/${OLD_PHOTO}/640.webp`)).toBe(false);
    expect(shop.storage.deleted).toContain(`_variants/${OLD_PHOTO}/1280.jpg`);
    expect(shop.storage.files.has(shop.photos[0])).toBe(true);
  });

  it('deletes nothing when the form is refused', async () => {
    const { shop, update, input } = setup();
    const result = await update.execute(ID, input({ imageKeys: [shop.photos[0]], name: '' }));
    expect(result.ok).toBe(false);
    expect(shop.storage.deleted).toEqual([]);
    expect(shop.products.products.get(ID)?.name).toBe('Sauvage');
  });

  describe('the stock (issue 24: a stale form never sells a unit twice)', () => {
    it('a form that leaves the stock as opened does not write it, whatever an order took meanwhile', async () => {
      const { shop, update, input } = setup();
      shop.products.products.set(ID, { ...shop.products.products.get(ID)!, stock: 9 }); // an order completed
      const result = await update.execute(ID, input({ stock: 10 }), 10);
      expect(result).toMatchObject({ ok: true, value: { name: 'Sauvage EDP', stock: 9 } });
      expect(shop.products.products.get(ID)?.stock).toBe(9);
      expect(shop.stock.movements).toEqual([]);
    });

    it('a new number over the stock the form opened with is a product-form movement with the admin', async () => {
      const { shop, update, input } = setup();
      expect(await update.execute(ID, input({ stock: 3 }), 10)).toMatchObject({ ok: true, value: { stock: 3 } });
      expect(shop.stock.movements).toMatchObject([
        { productId: ID, reason: 'product-form', stockDelta: -7, stockAfter: 3, adminEmail: 'duena@esencia.pe' },
      ]);
    });

    it('a new number over a stock that changed since is refused with the current stock, and nothing is saved', async () => {
      const { shop, update, input } = setup();
      shop.products.products.set(ID, { ...shop.products.products.get(ID)!, stock: 9 });
      expect(await update.execute(ID, input({ stock: 3 }), 10)).toEqual({
        ok: false,
        error: {
          code: 'PRODUCT_STOCK_CHANGED',
          message: 'El stock cambió mientras editabas: ahora hay 9 unidades. Revisa el stock y vuelve a guardar.',
          details: { currentStock: 9 },
        },
      });
      expect(shop.products.products.get(ID)).toMatchObject({ name: 'Sauvage', stock: 9 });
      expect(shop.stock.movements).toEqual([]);
      // Saved again from the stock it was told, the number is written.
      expect(await update.execute(ID, input({ stock: 3 }), 9)).toMatchObject({ ok: true, value: { stock: 3 } });
    });

    it('a new number below the units held for orders is refused (STOCK_BELOW_HELD), and nothing is saved', async () => {
      const { shop, update, input } = setup();
      shop.products.products.set(ID, { ...shop.products.products.get(ID)!, stock: 10, held: 4 });
      expect(await update.execute(ID, input({ stock: 3 }), 10)).toEqual({
        ok: false,
        error: {
          code: 'STOCK_BELOW_HELD',
          message: 'El stock no puede quedar por debajo de las 4 unidades reservadas para pedidos',
          details: { held: 4 },
        },
      });
      expect(shop.products.products.get(ID)).toMatchObject({ name: 'Sauvage', stock: 10, held: 4 });
      expect(shop.stock.movements).toEqual([]);
      // Down to the units held is allowed.
      expect(await update.execute(ID, input({ stock: 4 }), 10)).toMatchObject({
        ok: true,
        value: { stock: 4, held: 4 },
      });
    });
  });

  it('answers an unknown product with its id in the message', async () => {
    const { update, input } = setup();
    expect(await update.execute('nope', input())).toEqual({
      ok: false,
      error: { code: 'PRODUCT_NOT_FOUND', message: productNotFoundMessage('nope'), details: { id: 'nope' } },
    });
  });
});
