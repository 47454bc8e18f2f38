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

  it('pages the active brands in the same order, for everyone, refusing a page no browser sends', async () => {
    const filters: unknown[] = [];
    const repository: BrandRepository = {
      list: async (filter) => {
        filters.push(filter);
        return ['Versace', 'Ángel', 'Dior', 'Chanel', 'Loewe'].map((name, i) => aBrand({ id: String(i), name }));
      },
      findByIds: async () => [],
    };
    const brands = new ListBrands(repository);
    const second = await brands.page({ page: 2, pageSize: 2 }, null);
    expect(second).toEqual({
      ok: true,
      value: expect.objectContaining({ total: 5, page: 2, pageSize: 2, totalPages: 3 }),
    });
    expect(second.ok && second.value.items.map((b) => b.name)).toEqual(['Dior', 'Loewe']);
    // The admin's page is the shoppers' one: active brands only.
    await brands.page({ page: 1, pageSize: 2 }, { role: 'admin' });
    expect(filters).toEqual([{ active: true }, { active: true }]);
    expect(await brands.page({ page: 0, pageSize: 2 }, null)).toMatchObject({
      ok: false,
      error: { code: 'INVALID_PAGINATION' },
    });
  });
});
