import type { ProductRepository } from '../ports/catalog-repositories';
import { aProduct } from '../testing/catalog-fixtures';
import { GetProduct } from './GetProduct';

describe('GetProduct', () => {
  it('returns the product or null', async () => {
    const repository: ProductRepository = {
      list: async () => ({ items: [], total: 0 }),
      findById: async (id) => (id === 'p1' ? aProduct({ id: 'p1', name: 'Sauvage' }) : null),
    };
    const getProduct = new GetProduct(repository);
    expect((await getProduct.execute('p1'))?.name).toBe('Sauvage');
    expect(await getProduct.execute('p2')).toBeNull();
  });
});
