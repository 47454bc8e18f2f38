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
  const list = new ListAdminCategories(taxonomy.categoryWrites);

  it('lists every category, active or not, by name', async () => {
    expect((await list.execute()).map((c) => c.name)).toEqual(['Cítricos', 'Mujer', 'Nicho']);
  });

  it('searches the name ignoring case and accents', async () => {
    expect((await list.execute('CITRI')).map((c) => c.id)).toEqual(['c-citricos']);
    expect(await list.execute('hombre')).toEqual([]);
  });
});
