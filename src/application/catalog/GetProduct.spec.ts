import { aProduct } from '../testing/catalog-fixtures';
import { InMemoryCatalogue } from '../testing/in-memory-catalog';
import { GetProduct } from './GetProduct';

describe('GetProduct', () => {
  it('returns the product or null', async () => {
    const repository = new InMemoryCatalogue({ products: [aProduct({ id: 'p1', name: 'Sauvage' })] });
    const getProduct = new GetProduct(repository);
    expect((await getProduct.execute('p1'))?.name).toBe('Sauvage');
    expect(await getProduct.execute('p2')).toBeNull();
  });
});
