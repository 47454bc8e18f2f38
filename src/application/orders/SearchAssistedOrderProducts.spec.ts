import { aBrand, aProduct } from '../testing/catalog-fixtures';
import { InMemoryCatalogue } from '../testing/in-memory-catalog';
import { SearchAssistedOrderProducts } from './SearchAssistedOrderProducts';

const NOW = new Date('2026-11-22T15:00:00Z');

function search() {
  const catalogue = new InMemoryCatalogue({
    brands: [aBrand({ id: 'lancome', name: 'Lancôme' }), aBrand({ id: 'old', name: 'Lancaster', active: false })],
    products: [
      aProduct({ id: 'idole', name: 'Idôle', brandId: 'lancome', stock: 4 }),
      aProduct({ id: 'vie', name: 'La Vie Est Belle', brandId: 'lancome', stock: 0 }),
      aProduct({ id: 'tresor', name: 'Trésor', brandId: 'lancome', stock: 9, active: false }),
      aProduct({ id: 'sun', name: 'Sunwater', brandId: 'old', stock: 9 }),
      ...[1, 2, 3, 4, 5, 6].map((n) => aProduct({ id: `hypnose-${n}`, name: `Hypnôse ${n}`, brandId: 'lancome' })),
    ],
  });
  const useCase = new SearchAssistedOrderProducts(catalogue, { now: () => NOW });
  return async (query: string) => {
    const result = await useCase.execute(query);
    if (!result.ok) throw new Error(result.error.code);
    return result.value.items.map((p) => p.id);
  };
}

describe('SearchAssistedOrderProducts', () => {
  it('finds products on sale with stock, by name or brand, ignoring accents and case', async () => {
    const find = search();
    expect(await find('IDOLE')).toEqual(['idole']);
    // 'La Vie Est Belle' has no stock, 'Trésor' is inactive, 'Sunwater' belongs to an inactive brand.
    expect(await find('vie')).toEqual([]);
    expect(await find('tresor')).toEqual([]);
    expect(await find('sunwater')).toEqual([]);
  });

  it('answers at most 5, and nothing for fewer than 2 characters', async () => {
    const find = search();
    expect(await find('lancome')).toHaveLength(5);
    expect(await find('h')).toEqual([]);
  });

  it('refuses a query over 100 characters', async () => {
    const useCase = new SearchAssistedOrderProducts(new InMemoryCatalogue(), { now: () => NOW });
    const result = await useCase.execute('x'.repeat(101));
    expect(result.ok ? null : result.error.code).toBe('SEARCH_QUERY_TOO_LONG');
  });
});
