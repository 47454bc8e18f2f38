import type { CategoryRepository } from '../ports/catalog-repositories';
import { aCategory } from '../testing/catalog-fixtures';
import { ListCategories } from './ListCategories';

describe('ListCategories', () => {
  it('sorts categories by name', async () => {
    const repository: CategoryRepository = {
      list: async () => [aCategory({ id: '1', name: 'Unisex' }), aCategory({ id: '2', name: 'Body Mist' })],
      findByIds: async () => [],
    };
    expect((await new ListCategories(repository).execute()).map((c) => c.name)).toEqual(['Body Mist', 'Unisex']);
  });
});
