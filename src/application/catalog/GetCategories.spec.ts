import type { CategoryRepository } from '../ports/catalog-repositories';
import { aCategory } from '../testing/catalog-fixtures';
import { GetCategories } from './GetCategories';

describe('GetCategories', () => {
  it('answers in the order asked, with null for unknown ids', async () => {
    const repository: CategoryRepository = {
      list: async () => [],
      findByIds: async () => [aCategory({ id: 'c1', name: 'Perfumes Mujer' })],
    };
    const categories = await new GetCategories(repository).execute(['x', 'c1'], null);
    expect(categories.map((c) => c?.name ?? null)).toEqual([null, 'Perfumes Mujer']);
  });

  it('answers an inactive category to the admin only', async () => {
    const repository: CategoryRepository = {
      list: async () => [],
      findByIds: async () => [aCategory({ id: 'c1', name: 'Descontinuados', active: false })],
    };
    expect(await new GetCategories(repository).execute(['c1'], { role: 'user' })).toEqual([null]);
    expect((await new GetCategories(repository).execute(['c1'], { role: 'admin' }))[0]?.active).toBe(false);
  });
});
