import type { Page, ProductListQuery, ProductRepository, ProductWithTaxonomy } from '../ports/catalog-repositories';
import { aBrand, aCategory, aProduct } from '../testing/catalog-fixtures';
import { ListProducts } from './ListProducts';

class RecordingProductRepository implements ProductRepository {
  readonly queries: ProductListQuery[] = [];
  constructor(private readonly total: number) {}

  async list(query: ProductListQuery): Promise<Page<ProductWithTaxonomy>> {
    this.queries.push(query);
    return { items: [{ ...aProduct({ id: 'p1' }), brand: null, categories: [] }], total: this.total };
  }

  async findById(): Promise<null> {
    return null;
  }

  async search(): Promise<never[]> {
    return [];
  }

  async findForCart(): Promise<never[]> {
    return [];
  }
}

const at = (iso: string) => ({ now: () => new Date(iso) });

describe('ListProducts', () => {
  it('turns page and page size into an offset window and counts the pages', async () => {
    const repository = new RecordingProductRepository(49);
    const result = await new ListProducts(repository, at('2026-11-22T15:00:00Z')).execute(
      {
        sort: 'price-asc',
        page: 3,
        pageSize: 24,
        brandId: 'b1',
        promoted: true,
      },
      null,
    );
    expect(result.ok && result.value.totalPages).toBe(3);
    expect(repository.queries[0]).toMatchObject({
      offset: 48,
      limit: 24,
      sort: 'price-asc',
      brandId: 'b1',
      promoted: true,
    });
  });

  it('a search (/buscar) passes its normalised text; too short finds nothing without asking; too long is refused', async () => {
    const repository = new RecordingProductRepository(7);
    const clock = at('2026-11-22T15:00:00Z');
    const found = await new ListProducts(repository, clock).execute(
      {
        sort: 'name',
        page: 2,
        pageSize: 6,
        search: '  DIÓR ',
      },
      null,
    );
    expect(found.ok && found.value).toMatchObject({ total: 7, totalPages: 2 });
    expect(repository.queries[0]).toMatchObject({ search: 'dior', sort: 'name', offset: 6, limit: 6 });

    const short = await new ListProducts(repository, clock).execute(
      {
        sort: 'name',
        page: 1,
        pageSize: 6,
        search: 'd',
      },
      null,
    );
    expect(short.ok && short.value).toMatchObject({ items: [], total: 0, totalPages: 1 });
    expect(repository.queries).toHaveLength(1);

    const long = await new ListProducts(repository, clock).execute(
      {
        sort: 'name',
        page: 1,
        pageSize: 6,
        search: 'x'.repeat(101),
      },
      null,
    );
    expect(!long.ok && long.error.code).toBe('SEARCH_QUERY_TOO_LONG');
  });

  it('evaluates prices on the Lima date, not the UTC one (23:59 in Lima is already tomorrow in UTC)', async () => {
    const repository = new RecordingProductRepository(1);
    const result = await new ListProducts(repository, at('2026-11-23T04:59:00Z')).execute(
      {
        sort: 'position',
        page: 1,
        pageSize: 10,
      },
      null,
    );
    expect(repository.queries[0]?.today).toBe('2026-11-22');
    expect(result.ok && result.value.today).toBe('2026-11-22');
  });

  it.each([
    [{ page: 0, pageSize: 10 }, 'La página debe ser un número entero mayor o igual a 1'],
    [{ page: 1, pageSize: -5 }, 'El tamaño de página debe ser un número entero entre 1 y 100'],
    [{ page: 1, pageSize: 101 }, 'El tamaño de página debe ser un número entero entre 1 y 100'],
  ])('refuses %j without querying the repository', async (paging, message) => {
    const repository = new RecordingProductRepository(0);
    const result = await new ListProducts(repository, at('2026-11-22T15:00:00Z')).execute(
      { sort: 'name', ...paging },
      null,
    );
    expect(result).toEqual({ ok: false, error: expect.objectContaining({ code: 'INVALID_PAGINATION', message }) });
    expect(repository.queries).toHaveLength(0);
  });

  it('shows shoppers only what is on sale, whatever they ask; the admin chooses (all when omitted)', async () => {
    const repository = new RecordingProductRepository(1);
    const list = new ListProducts(repository, at('2026-11-22T15:00:00Z'));
    const request = { sort: 'name' as const, page: 1, pageSize: 10 };
    await list.execute(request, null);
    await list.execute({ ...request, active: null }, { role: 'user' });
    expect(await list.execute({ ...request, active: false }, null)).toMatchObject({
      ok: true,
      value: { items: [], total: 0, totalPages: 1 },
    });
    await list.execute(request, { role: 'admin' });
    await list.execute({ ...request, active: false }, { role: 'admin' });
    expect(repository.queries.map((query) => query.active)).toEqual([true, true, undefined, false]);
  });

  it("trims a product's inactive categories for shoppers, not for the admin", async () => {
    const product = {
      ...aProduct({ id: 'p1', categoryIds: ['c-on', 'c-off'] }),
      brand: aBrand({ id: 'brand-1', name: 'Dior' }),
      categories: [aCategory({ id: 'c-on', name: 'Mujer' }), aCategory({ id: 'c-off', name: 'Viejos', active: false })],
    };
    const repository = new RecordingProductRepository(1);
    repository.list = async () => ({ items: [product], total: 1 });
    const list = new ListProducts(repository, at('2026-11-22T15:00:00Z'));
    const request = { sort: 'name' as const, page: 1, pageSize: 10 };
    const shopper = await list.execute(request, null);
    expect(shopper.ok && shopper.value.items[0]).toMatchObject({ categoryIds: ['c-on'], categories: [{ id: 'c-on' }] });
    const admin = await list.execute(request, { role: 'admin' });
    expect(admin.ok && admin.value.items[0]?.categoryIds).toEqual(['c-on', 'c-off']);
  });
});
