import { aBrand, aProduct } from '../testing/catalog-fixtures';
import { InMemoryCatalogue } from '../testing/in-memory-catalog';
import { SearchProducts } from './SearchProducts';

const at = (iso: string) => ({ now: () => new Date(iso) });
const NOW = at('2026-11-22T15:00:00Z');

function catalogue() {
  return new InMemoryCatalogue({
    brands: [
      aBrand({ id: 'lancome', name: 'Lancôme' }),
      aBrand({ id: 'dior', name: 'Dior' }),
      aBrand({ id: 'gone', name: 'Marca Retirada', active: false }),
    ],
    products: [
      aProduct({ id: 'idole', name: 'Idôle EDP', brandId: 'lancome' }),
      aProduct({ id: 'vie', name: 'La Vie Est Belle', brandId: 'lancome' }),
      aProduct({ id: 'sauvage', name: 'Sauvage EDT', brandId: 'dior' }),
      aProduct({ id: 'hidden', name: 'Lancôme Oculto', brandId: 'lancome', active: false }),
      aProduct({ id: 'orphan', name: 'Lancome de marca retirada', brandId: 'gone' }),
    ],
  });
}

describe('SearchProducts', () => {
  it('finds products on sale by name or brand, ignoring case and accents both ways', async () => {
    const search = new SearchProducts(catalogue(), NOW);
    const names = async (query: string) => {
      const result = await search.execute(query);
      return result.ok ? result.value.items.map((p) => p.name) : result.error.code;
    };
    expect(await names('lancome')).toEqual(['Idôle EDP', 'La Vie Est Belle']);
    expect(await names('LANCÔME')).toEqual(['Idôle EDP', 'La Vie Est Belle']);
    expect(await names('idole')).toEqual(['Idôle EDP']);
    expect(await names('SAUVAGE')).toEqual(['Sauvage EDT']);
  });

  it('returns at most 5 matches', async () => {
    const many = new InMemoryCatalogue({
      brands: [aBrand({ id: 'b', name: 'Casa' })],
      products: Array.from({ length: 9 }, (_, i) => aProduct({ id: `p${i}`, name: `Perfume ${i}`, brandId: 'b' })),
    });
    const result = await new SearchProducts(many, NOW).execute('perfume');
    expect(result.ok && result.value.items).toHaveLength(5);
  });

  it('answers [] to fewer than 2 characters without asking the catalogue', async () => {
    const repository = catalogue();
    const searched = jest.spyOn(repository, 'search');
    const search = new SearchProducts(repository, NOW);
    for (const query of ['', '   ', 'l', ' d ']) {
      expect(await search.execute(query)).toEqual({ ok: true, value: { items: [], today: '2026-11-22' } });
    }
    expect(searched).not.toHaveBeenCalled();
  });

  it('refuses a query over 100 characters, in Spanish, without searching', async () => {
    const repository = catalogue();
    const searched = jest.spyOn(repository, 'search');
    const result = await new SearchProducts(repository, NOW).execute('x'.repeat(101));
    expect(result).toEqual({
      ok: false,
      error: expect.objectContaining({
        code: 'SEARCH_QUERY_TOO_LONG',
        message: 'La búsqueda puede tener como máximo 100 caracteres.',
      }),
    });
    expect(searched).not.toHaveBeenCalled();
  });

  it('reports the Lima date to price the matches on', async () => {
    const result = await new SearchProducts(catalogue(), at('2026-11-23T04:30:00Z')).execute('dior');
    expect(result.ok && result.value.today).toBe('2026-11-22');
  });
});
