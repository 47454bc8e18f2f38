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
  const list = new ListAdminBrands(taxonomy.brandWrites);

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
});
