import type { BrandRepository } from '../ports/catalog-repositories';
import { aBrand } from '../testing/catalog-fixtures';
import { ListBrands } from './ListBrands';

describe('ListBrands', () => {
  it('passes the active filter and sorts by Spanish collation', async () => {
    const filters: unknown[] = [];
    const repository: BrandRepository = {
      list: async (filter) => {
        filters.push(filter);
        return [
          aBrand({ id: '1', name: 'Versace' }),
          aBrand({ id: '2', name: 'Ángel' }),
          aBrand({ id: '3', name: 'Dior' }),
        ];
      },
      findByIds: async () => [],
    };
    const brands = await new ListBrands(repository).execute(true, { role: 'admin' });
    expect(brands.map((b) => b.name)).toEqual(['Ángel', 'Dior', 'Versace']);
    expect(filters).toEqual([{ active: true }]);
  });
});
