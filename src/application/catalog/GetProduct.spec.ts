import { aBrand, aCategory, aProduct } from '../testing/catalog-fixtures';
import { InMemoryCatalogue } from '../testing/in-memory-catalog';
import { GetProduct } from './GetProduct';

const catalogue = () =>
  new InMemoryCatalogue({
    brands: [aBrand({ id: 'dior', name: 'Dior' }), aBrand({ id: 'old', name: 'Antigua', active: false })],
    categories: [aCategory({ id: 'c-on', name: 'Mujer' }), aCategory({ id: 'c-off', name: 'Viejos', active: false })],
    products: [
      aProduct({ id: 'p1', name: 'Sauvage', brandId: 'dior', categoryIds: ['c-on', 'c-off'] }),
      aProduct({ id: 'off', name: 'Borrador', brandId: 'dior', active: false }),
      aProduct({ id: 'orphan', name: 'De una marca inactiva', brandId: 'old' }),
    ],
  });

describe('GetProduct', () => {
  it('returns the product or null', async () => {
    const getProduct = new GetProduct(catalogue());
    expect((await getProduct.execute('p1', null))?.name).toBe('Sauvage');
    expect(await getProduct.execute('p2', null)).toBeNull();
  });

  it('answers what is not on sale (an inactive product, a product of an inactive brand) to the admin only', async () => {
    const getProduct = new GetProduct(catalogue());
    for (const reader of [null, { role: 'user' as const }]) {
      expect(await getProduct.execute('off', reader)).toBeNull();
      expect(await getProduct.execute('orphan', reader)).toBeNull();
    }
    expect((await getProduct.execute('off', { role: 'admin' }))?.name).toBe('Borrador');
    expect((await getProduct.execute('orphan', { role: 'admin' }))?.brand?.active).toBe(false);
  });

  it('gives shoppers only its active categories', async () => {
    const getProduct = new GetProduct(catalogue());
    expect(await getProduct.execute('p1', null)).toMatchObject({ categoryIds: ['c-on'], categories: [{ id: 'c-on' }] });
    expect((await getProduct.execute('p1', { role: 'admin' }))?.categoryIds).toEqual(['c-on', 'c-off']);
  });
});
