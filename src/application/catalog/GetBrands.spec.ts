import type { BrandRepository } from '../ports/catalog-repositories';
import { aBrand } from '../testing/catalog-fixtures';
import { GetBrands } from './GetBrands';

describe('GetBrands', () => {
  it('answers in the order asked, with null for unknown ids, in one repository call', async () => {
    const calls: (readonly string[])[] = [];
    const repository: BrandRepository = {
      list: async () => [],
      findByIds: async (ids) => {
        calls.push(ids);
        return [aBrand({ id: 'b2', name: 'Chanel' }), aBrand({ id: 'b1', name: 'Dior' })];
      },
    };
    const brands = await new GetBrands(repository).execute(['b1', 'zz', 'b2'], null);
    expect(brands.map((b) => b?.name ?? null)).toEqual(['Dior', null, 'Chanel']);
    expect(calls).toHaveLength(1);
  });

  it('answers an inactive brand to the admin only', async () => {
    const repository: BrandRepository = {
      list: async () => [],
      findByIds: async () => [aBrand({ id: 'b1', name: 'Dior', active: false })],
    };
    const getBrands = new GetBrands(repository);
    for (const reader of [null, { role: 'user' as const }])
      expect(await getBrands.execute(['b1'], reader)).toEqual([null]);
    expect((await getBrands.execute(['b1'], { role: 'admin' }))[0]?.name).toBe('Dior');
  });
});
