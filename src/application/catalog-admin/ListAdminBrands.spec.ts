import { aBrand } from '../testing/catalog-fixtures';
import { InMemoryTaxonomy } from '../testing/in-memory-taxonomy';
import { ListAdminBrands } from './ListAdminBrands';

describe('ListAdminBrands', () => {
  const taxonomy = new InMemoryTaxonomy({
    brands: [
      aBrand({ id: 'b-lancome', name: 'Lancôme' }),
      aBrand({ id: 'b-dior', name: 'Dior', active: false }),
      aBrand({ id: 'b-carolina', name: 'Carolina Herrera' }),
    ],
  });
  taxonomy.products.push(
    { brandId: 'b-dior', categoryIds: [] },
    { brandId: 'b-dior', categoryIds: [] },
    { brandId: 'b-dior', categoryIds: [], archived: true },
    { brandId: 'b-lancome', categoryIds: [] },
  );
  const brands = new ListAdminBrands(taxonomy.brandWrites);
  const list = {
    async execute(search: string | null = null) {
      const result = await brands.execute(search, { page: 1, pageSize: 100 });
      if (!result.ok) throw new Error(result.error.message);
      return result.value.items;
    },
  };

  it('lists every brand, active or not, by name, with how many products (archived ones aside) use it', async () => {
    expect((await list.execute()).map(({ item, productCount }) => [item.name, productCount])).toEqual([
      ['Carolina Herrera', 0],
      ['Dior', 2],
      ['Lancôme', 1],
    ]);
  });

  it('searches the name ignoring case and accents; a blank search lists everything', async () => {
    expect((await list.execute('  LANCOME ')).map(({ item }) => item.id)).toEqual(['b-lancome']);
    expect((await list.execute('herr')).map(({ item }) => item.id)).toEqual(['b-carolina']);
    expect(await list.execute('chanel')).toEqual([]);
    expect(await list.execute('   ')).toHaveLength(3);
  });

  it('answers the page asked for, with how many match in all', async () => {
    const page = await brands.execute(null, { page: 2, pageSize: 2 });
    expect(page.ok && { ...page.value, items: page.value.items.map(({ item }) => item.name) }).toEqual({
      items: ['Lancôme'],
      total: 3,
      page: 2,
      pageSize: 2,
      totalPages: 2,
    });
    expect(await brands.execute(null, { page: 0, pageSize: 2 })).toMatchObject({
      ok: false,
      error: { code: 'INVALID_PAGINATION' },
    });
  });
});
