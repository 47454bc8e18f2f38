import { adminCatalogueFixture } from '../testing/admin-catalogue-fixture';
import { aProduct } from '../testing/catalog-fixtures';
import { ListAdminProducts, type ListAdminProductsInput } from './ListAdminProducts';

const promoted = { isPromoted: true, type: 'percentage', discount: 10, startDate: null, endDate: null } as const;

function setup() {
  const shop = adminCatalogueFixture();
  const products = [
    aProduct({ id: 'p1', name: 'Sauvage', brandId: 'brand-dior', position: 2, stock: 3, promotion: promoted }),
    aProduct({ id: 'p2', name: 'Ñandú Rosa', brandId: 'brand-old', position: 1, active: false, stock: 0 }),
    aProduct({
      id: 'p3',
      name: 'Acqua',
      brandId: 'brand-dior',
      position: 2,
      carousel: true,
      categoryIds: ['cat-women'],
    }),
  ];
  products.forEach((p) => shop.products.products.set(p.id, p));
  const useCase = new ListAdminProducts(shop.products, shop.clock);
  const ids = async (input: ListAdminProductsInput = {}) => {
    const result = await useCase.execute(input);
    if (!result.ok) throw new Error(result.error.message);
    return result.value.items.map((p) => p.id);
  };
  return { shop, useCase, ids };
}

describe('ListAdminProducts', () => {
  it('lists every product, inactive ones too, by position then name, with its brand and categories', async () => {
    const { useCase, ids } = setup();
    expect(await ids()).toEqual(['p2', 'p3', 'p1']);
    const result = await useCase.execute({});
    expect(result.ok && result.value.today).toBe('2026-11-22');
    expect(result.ok && result.value.items[1]).toMatchObject({
      brand: { name: 'Dior' },
      categories: [{ id: 'cat-women', name: 'Mujer' }],
    });
  });

  it('searches name or brand ignoring case and accents', async () => {
    const { ids } = setup();
    expect(await ids({ search: '  NANDU ' })).toEqual(['p2']);
    expect(await ids({ search: 'dïor' })).toEqual(['p3', 'p1']);
    expect(await ids({ search: '   ' })).toHaveLength(3);
  });

  it('filters by active, promotion switch, low stock (active, 5 or less) and carousel, both ways', async () => {
    const { ids } = setup();
    expect(await ids({ active: false })).toEqual(['p2']);
    expect(await ids({ promoted: true })).toEqual(['p1']);
    expect(await ids({ lowStock: true })).toEqual(['p1']);
    expect(await ids({ lowStock: false })).toEqual(['p2', 'p3']);
    expect(await ids({ carousel: true, active: true })).toEqual(['p3']);
    expect(await ids({ carousel: null, promoted: null })).toHaveLength(3);
  });

  it("'Primero los más esperados': the products most shoppers wait for first, each with its count, filters kept", async () => {
    const { shop, useCase, ids } = setup();
    shop.products.restockWaiting.set('p2', 1);
    shop.products.restockWaiting.set('p1', 3);
    expect(await ids({ sort: 'most-waited' })).toEqual(['p1', 'p2', 'p3']);
    expect(await ids({ sort: 'most-waited', search: 'dior' })).toEqual(['p1', 'p3']);
    expect(await ids({ sort: 'position' })).toEqual(['p2', 'p3', 'p1']);
    const result = await useCase.execute({});
    expect(result.ok && result.value.items.map((p) => [p.id, p.restockWaiting])).toEqual([
      ['p2', 1],
      ['p3', 0],
      ['p1', 3],
    ]);
  });

  it('answers the page asked for, with how many match in all', async () => {
    const { useCase } = setup();
    const result = await useCase.execute({ page: 2, pageSize: 2 });
    expect(result.ok && [result.value.items.map((p) => p.id), result.value.total, result.value.totalPages]).toEqual([
      ['p1'],
      3,
      2,
    ]);
    expect(await useCase.execute({ page: 1.5 })).toMatchObject({ ok: false, error: { code: 'INVALID_PAGINATION' } });
  });
});
