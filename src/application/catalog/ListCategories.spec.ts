import type { CategoryRepository } from '../ports/catalog-repositories';
import { aCategory } from '../testing/catalog-fixtures';
import { ListCategories } from './ListCategories';

describe('ListCategories', () => {
  it('sorts categories by name', async () => {
    const repository: CategoryRepository = {
      list: async () => [aCategory({ id: '1', name: 'Unisex' }), aCategory({ id: '2', name: 'Body Mist' })],
      findByIds: async () => [],
    };
    expect((await new ListCategories(repository).execute(undefined, null)).map((c) => c.name)).toEqual([
      'Body Mist',
      'Unisex',
    ]);
  });

  it('lists active ones for shoppers whatever they ask; the admin chooses (all when omitted)', async () => {
    const filters: unknown[] = [];
    const repository: CategoryRepository = {
      list: async (filter) => {
        filters.push(filter);
        return [];
      },
      findByIds: async () => [],
    };
    const list = new ListCategories(repository);
    await list.execute(undefined, null);
    await list.execute(null, { role: 'user' });
    expect(await list.execute(false, null)).toEqual([]);
    await list.execute(undefined, { role: 'admin' });
    await list.execute(false, { role: 'admin' });
    expect(filters).toEqual([{ active: true }, { active: true }, {}, { active: false }]);
  });
});
