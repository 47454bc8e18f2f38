import { fixedClock, startTestStore, type TestStore } from '../testing/test-store';

// 10:00 in Lima on 2026-11-22.
const NOW = '2026-11-22T15:00:00Z';

const PRODUCTS = /* GraphQL */ `
  query Products($pageSize: Int!, $page: Int, $sort: ProductSort, $brandId: ID, $categoryId: ID, $promoted: Boolean) {
    products(
      pageSize: $pageSize
      page: $page
      sort: $sort
      brandId: $brandId
      categoryId: $categoryId
      promoted: $promoted
      active: true
    ) {
      total
      page
      pageSize
      totalPages
      items {
        id
        name
        stock
        price {
          cents
          formatted
        }
        originalPrice {
          cents
          formatted
        }
        discountApplied
        promotion {
          status
          badge
          headline
          detail
        }
        stockStatus {
          level
          label
        }
        imageUrl
        brand {
          id
          name
          logoUrl
        }
        categories {
          id
          name
        }
      }
    }
  }
`;

interface ProductsData {
  products: {
    total: number;
    page: number;
    pageSize: number;
    totalPages: number;
    items: {
      id: string;
      name: string;
      stock: number;
      price: { cents: number; formatted: string };
      originalPrice: { cents: number; formatted: string };
      discountApplied: boolean;
      promotion: { status: string; badge: string; headline: string | null; detail: string | null } | null;
      stockStatus: { level: string; label: string };
      imageUrl: string | null;
      brand: { id: string; name: string; logoUrl: string | null } | null;
      categories: { id: string; name: string }[];
    }[];
  };
}

describe('Catalogue over GraphQL (HTTP, real PostgreSQL, demo data)', () => {
  let api: TestStore;

  beforeAll(async () => {
    api = await startTestStore({ clock: fixedClock(NOW), seed: true });
  });

  afterAll(() => api.stop());

  it('answers a list of 50 with no more SQL queries than a list of 5 (DataLoaders, no N+1)', async () => {
    api.queries.reset();
    const small = await api.graphql<ProductsData>(PRODUCTS, { pageSize: 5 });
    const smallCount = api.queries.count;
    api.queries.reset();
    const large = await api.graphql<ProductsData>(PRODUCTS, { pageSize: 50 });
    const largeCount = api.queries.count;

    expect(small.body.errors).toBeUndefined();
    expect(large.body.data?.products.items).toHaveLength(50);
    expect(large.body.data?.products.items.every((p) => p.brand !== null && p.categories.length > 0)).toBe(true);
    expect(largeCount).toBe(smallCount);
    // count + page + category links + brands + categories
    expect(largeCount).toBeLessThanOrEqual(5);
  });

  it('prices every product on the server, with the promotion applied only inside its window', async () => {
    const { body } = await api.graphql<ProductsData>(PRODUCTS, { pageSize: 100 });
    const items = body.data?.products.items ?? [];
    expect(items.length).toBeGreaterThanOrEqual(55);
    for (const item of items) {
      expect(item.price.formatted).toMatch(/^S\/ \d{1,3}(,\d{3})*\.\d{2}$/);
      if (item.discountApplied) {
        expect(item.promotion?.status).toBe('ACTIVE');
        expect(item.price.cents).toBeLessThan(item.originalPrice.cents);
      } else {
        expect(item.price.cents).toBe(item.originalPrice.cents);
      }
    }
    const states = new Set(items.map((i) => i.promotion?.status ?? 'NONE'));
    expect(states).toEqual(new Set(['NONE', 'ACTIVE', 'UPCOMING', 'EXPIRED']));
    expect(items.some((i) => i.promotion?.headline === '¡SOLO POR HOY!')).toBe(true);
    expect(items.some((i) => i.stockStatus.label === 'Agotado' && i.stock === 0)).toBe(true);
  });

  it("writes the domain's lines: an upcoming promotion's discount and start date, '¡Última unidad!'", async () => {
    const { body } = await api.graphql<ProductsData>(PRODUCTS, { pageSize: 100 });
    const items = body.data?.products.items ?? [];

    const upcoming = items.filter((i) => i.promotion?.status === 'UPCOMING');
    expect(upcoming.length).toBeGreaterThan(0);
    for (const { promotion } of upcoming) {
      expect(promotion?.headline).toBe('Próximamente en promoción');
      expect(promotion?.detail).toMatch(/^-(S\/\d+(\.\d{2})?|\d+%) desde el \d{2}\/\d{2}\/\d{4}$/);
      expect(promotion?.detail?.startsWith(`${promotion.badge} `)).toBe(true);
    }

    const lastUnit = items.filter((i) => i.stock === 1);
    expect(lastUnit.length).toBeGreaterThan(0);
    expect(lastUnit.every((i) => i.stockStatus.label === '¡Última unidad!' && i.stockStatus.level === 'LOW')).toBe(
      true,
    );
  });

  it('sorts by price and name, and filters promoted products', async () => {
    const asc = await api.graphql<ProductsData>(PRODUCTS, { pageSize: 100, sort: 'PRICE_ASC' });
    const prices = asc.body.data?.products.items.map((i) => i.price.cents) ?? [];
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    const byName = await api.graphql<ProductsData>(PRODUCTS, { pageSize: 100, sort: 'NAME' });
    const names = byName.body.data?.products.items.map((i) => i.name) ?? [];
    expect(names.length).toBeGreaterThan(10);

    const promoted = await api.graphql<ProductsData>(PRODUCTS, { pageSize: 100, promoted: true });
    const promotedItems = promoted.body.data?.products.items ?? [];
    expect(promotedItems.length).toBeGreaterThan(0);
    expect(promotedItems.every((i) => i.discountApplied)).toBe(true);
  });

  it('serves the web list and the promotions page with their visibility rules', async () => {
    const query = `query($listing: ProductListing!) {
      products(listing: $listing, pageSize: 100) { total items { active promotion { status } } }
    }`;
    type Listed = { products: { total: number; items: { active: boolean; promotion: { status: string } | null }[] } };
    const web = await api.graphql<Listed>(query, { listing: 'WEB' });
    const webItems = web.body.data?.products.items ?? [];
    expect(webItems.length).toBeGreaterThan(30);
    expect(webItems.every((i) => i.active && (i.promotion === null || i.promotion.status === 'ACTIVE'))).toBe(true);

    const promotions = await api.graphql<Listed>(query, { listing: 'PROMOTIONS' });
    const statuses = new Set(promotions.body.data?.products.items.map((i) => i.promotion?.status));
    expect(statuses).toEqual(new Set(['ACTIVE', 'UPCOMING']));
  });

  it('reads one product, brand and category by id, and null for unknown ids', async () => {
    const list = await api.graphql<ProductsData>(PRODUCTS, { pageSize: 1 });
    const first = list.body.data!.products.items[0]!;
    const { body } = await api.graphql<{
      product: { name: string; brand: { name: string } } | null;
      brand: { name: string } | null;
      category: { name: string } | null;
      missing: null;
    }>(
      `query($id: ID!, $brandId: ID!, $categoryId: ID!) {
        product(id: $id) { name brand { name } }
        brand(id: $brandId) { name }
        category(id: $categoryId) { name }
        missing: product(id: "no-such-id") { id }
      }`,
      { id: first.id, brandId: first.brand!.id, categoryId: first.categories[0]!.id },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data?.product?.name).toBe(first.name);
    expect(body.data?.brand?.name).toBe(first.brand!.name);
    expect(body.data?.category?.name).toBe(first.categories[0]!.name);
    expect(body.data?.missing).toBeNull();
  });

  it('lists brands and categories sorted by name, including the two perfume categories', async () => {
    const { body } = await api.graphql<{ brands: { name: string }[]; categories: { name: string }[] }>(
      `{ brands(active: true) { name } categories { name } }`,
    );
    const brands = body.data?.brands.map((b) => b.name) ?? [];
    expect(brands.length).toBeGreaterThanOrEqual(12);
    expect(brands).toEqual([...brands].sort((a, b) => a.localeCompare(b, 'es')));
    expect(body.data?.categories.map((c) => c.name)).toEqual(
      expect.arrayContaining(['Perfumes Mujer', 'Perfumes Hombre']),
    );
  });

  it('refuses a negative page size with a Spanish message and no server error', async () => {
    const { status, body } = await api.graphql(PRODUCTS, { pageSize: -5 });
    expect(status).toBeLessThan(500);
    expect(body.data?.products ?? null).toBeNull();
    expect(body.errors?.[0]?.extensions?.code).toBe('INVALID_PAGINATION');
    expect(body.errors?.[0]?.message).toBe('El tamaño de página debe ser un número entero entre 1 y 100');
  });

  it('refuses an unknown sort with a Spanish message and no server error', async () => {
    const { status, body } = await api.graphql(PRODUCTS, { pageSize: 5, sort: 'CHEAPEST' });
    expect(status).toBe(400);
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(body.errors?.[0]?.message).toContain('no es válido');
  });

  it('serves product images from /files and refuses paths outside the store', async () => {
    const list = await api.graphql<ProductsData>(PRODUCTS, { pageSize: 1 });
    const imageUrl = list.body.data!.products.items[0]!.imageUrl!;
    const image = await fetch(`${api.url}${imageUrl}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/svg+xml');
    expect(await image.text()).toContain('<svg');
    expect((await fetch(`${api.url}/files/..%2F..%2Fetc%2Fpasswd`)).status).toBe(404);
    expect((await fetch(`${api.url}/files/products/nope.svg`)).status).toBe(404);
  });

  it('reports health with a database check', async () => {
    const response = await fetch(`${api.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('keeps CSRF prevention on: a simple cross-site GET query is refused', async () => {
    const response = await fetch(`${api.url}/graphql?query=${encodeURIComponent('{ brands { name } }')}`);
    expect(response.status).toBe(400);
  });
});
