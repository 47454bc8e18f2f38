import { aCategory } from '../testing/catalog-fixtures';
import { InMemoryTaxonomy } from '../testing/in-memory-taxonomy';
import { ListAdminCategories } from './ListAdminCategories';

describe('ListAdminCategories', () => {
  const taxonomy = new InMemoryTaxonomy({
    categories: [
      aCategory({ id: 'c-nicho', name: 'Nicho' }),
      aCategory({ id: 'c-citricos', name: 'Cítricos', active: false }),
      aCategory({ id: 'c-mujer', name: 'Mujer' }),
    ],
  });
  taxonomy.products.push(
    { brandId: 'b', categoryIds: ['c-mujer', 'c-nicho'] },
    { brandId: 'b', categoryIds: ['c-mujer'] },
    { brandId: 'b', categoryIds: ['c-mujer'], archived: true },
  );
  const categories = new ListAdminCategories(taxonomy.categoryWrites);
  const list = async (search: string | null = null) => {
    const result = await categories.execute(search, { page: 1, pageSize: 100 });
    if (!result.ok) throw new Error(result.error.message);
    return result.value.items;
  };

  it('lists every category, active or not, by name, with how many products (archived ones aside) are in it', async () => {
    expect((await list()).map(({ item, productCount }) => [item.name, productCount])).toEqual([
      ['Cítricos', 0],
      ['Mujer', 2],
      ['Nicho', 1],
    ]);
  });

  it('searches the name ignoring case and accents', async () => {
    expect((await list('CITRI')).map(({ item }) => item.id)).toEqual(['c-citricos']);
    expect(await list('hombre')).toEqual([]);
  });

  it('answers the page asked for, with how many match in all', async () => {
    const page = await categories.execute(null, { page: 1, pageSize: 2 });
    expect(page.ok && [page.value.items.map(({ item }) => item.name), page.value.total, page.value.totalPages]).toEqual(
      [['Cítricos', 'Mujer'], 3, 2],
    );
  });
});
