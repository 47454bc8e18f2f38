import sharp from 'sharp';
import {
  BrandSchema,
  CategorySchema,
  ProductCategorySchema,
  ProductSchema,
} from '../../infrastructure/database/schemas/catalog-records';
import { signedInAdmin } from '../testing/accounts';
import type { GraphQLClient } from '../testing/graphql-client';
import { LocalFileStorage } from '../../infrastructure/storage/local-file-storage';
import { waitFor } from '../testing/server-process';
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
          active
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
      brand: { id: string; name: string; active: boolean; logoUrl: string | null } | null;
      categories: { id: string; name: string }[];
    }[];
  };
}

const ONE_PRODUCT = /* GraphQL */ `
  query OneProduct($id: ID!) {
    product(id: $id) {
      id
      name
      price {
        cents
      }
      brand {
        id
        name
        active
      }
      categories {
        id
        name
      }
    }
  }
`;

const SEARCH = /* GraphQL */ `
  query Search($query: String!) {
    searchProducts(query: $query) {
      id
      name
      brand {
        id
        name
        active
      }
      categories {
        id
        name
      }
    }
  }
`;

interface OneProductData {
  product: {
    id: string;
    name: string;
    brand: { id: string; name: string; active: boolean } | null;
    categories: { id: string; name: string }[];
  } | null;
}

interface SearchData {
  searchProducts: {
    id: string;
    name: string;
    brand: { name: string } | null;
    categories: { id: string; name: string }[];
  }[];
}

describe('Catalogue over GraphQL (HTTP, real PostgreSQL, demo data)', () => {
  let api: TestStore;
  /** An inactive category, linked to a product on sale: the admin's only. */
  let hiddenCategory: string;
  let linkedProduct: string;
  /** An active product of an inactive brand: not on sale, so the admin's only. */
  let orphanProduct: string;

  beforeAll(async () => {
    api = await startTestStore({ clock: fixedClock(NOW), seed: true });
    // Written before any request, so no answer given earlier could hide them.
    const db = api.database.dataSource;
    hiddenCategory = (await db.getRepository(CategorySchema).save({ name: 'Colección Retirada', active: false })).id;
    const [onSale] = await db.query(`SELECT p.id FROM products p JOIN brands b ON b.id = p.brand_id
      WHERE p.active AND b.active AND p.name LIKE 'Sauvage%' ORDER BY p.name LIMIT 1`);
    linkedProduct = onSale.id;
    await db.getRepository(ProductCategorySchema).save({ productId: linkedProduct, categoryId: hiddenCategory });
    const retired = await db.getRepository(BrandSchema).save({ name: 'Casa Retirada', active: false });
    orphanProduct = (
      await db.getRepository(ProductSchema).save({
        name: 'Sauvage de Casa Retirada',
        brandId: retired.id,
        originalPriceCents: 10000,
        stock: 5,
        imageKeys: [],
      })
    ).id;
  }, 60_000);

  afterAll(() => api.stop());

  /**
   * The SQL statements of one request. Each count below uses its own operation name and variables, so no
   * answer cached from an earlier request can stand in for the database (a cold cache). The background
   * workers' polls (mail outbox, scheduled jobs) share the logger but are not the request's.
   */
  async function statementsOf<T>(query: string, variables: Record<string, unknown>) {
    api.queries.reset();
    const { body } = await api.graphql<T>(query, variables);
    expect(body.errors).toBeUndefined();
    const statements = api.queries.requestStatements;
    return { data: body.data!, statements };
  }

  const named = (query: string, name: string) => query.replace(/query \w+/, `query ${name}`);

  describe('SQL statements per request (exact, whatever the page size)', () => {
    it('answers a page of 1, 24 or 100 products with their brands and categories in ONE statement', async () => {
      for (const pageSize of [1, 24, 100]) {
        const { data, statements } = await statementsOf<ProductsData>(named(PRODUCTS, `ListOf${pageSize}`), {
          pageSize,
        });
        const items = data.products.items;
        expect(items).toHaveLength(Math.min(pageSize, data.products.total));
        expect(items.every((p) => p.brand !== null && p.brand.active && p.categories.length > 0)).toBe(true);
        // The page, its total (a window count), brands (joined) and categories (aggregated) together.
        expect(statements).toHaveLength(1);
      }
    });

    it('answers the same for every sort and filter, and a count of its own for a page past the end', async () => {
      const sorted = await statementsOf<ProductsData>(named(PRODUCTS, 'SortedByPrice'), {
        pageSize: 24,
        sort: 'PRICE_DESC',
        promoted: true,
      });
      expect(sorted.data.products.items.length).toBeGreaterThan(0);
      expect(sorted.statements).toHaveLength(1);

      // A filter no other request of this file reads (its total is not kept yet).
      const pastTheEnd = await statementsOf<ProductsData>(named(PRODUCTS, 'PastTheEnd'), {
        pageSize: 24,
        page: 50,
        promoted: false,
      });
      expect(pastTheEnd.data.products.items).toEqual([]);
      expect(pastTheEnd.data.products.total).toBeGreaterThanOrEqual(20);
      expect(pastTheEnd.data.products.totalPages).toBe(Math.ceil(pastTheEnd.data.products.total / 24));
      // No row carries the count past the end: a plain count follows.
      expect(pastTheEnd.statements).toHaveLength(2);
      expect(pastTheEnd.statements[1]).toMatch(/^SELECT count\(\*\) AS total FROM products/);

      const nothing = await statementsOf<ProductsData>(named(PRODUCTS, 'NoSuchBrand'), {
        pageSize: 24,
        brandId: '00000000-0000-4000-8000-000000000000',
      });
      expect(nothing.data.products).toMatchObject({ items: [], total: 0 });
      expect(nothing.statements).toHaveLength(1);
    });

    it("keeps a list's total: its other pages and sorts read only their rows, until the catalogue changes", async () => {
      const KEPT = named(PRODUCTS, 'KeptTotal');
      // A filter no other request of this file reads: a category of the catalogue's first product.
      const [inCategory] = await api.store.dataSource.query(
        `SELECT pc.category_id AS id FROM product_categories pc JOIN products p ON p.id = pc.product_id
          WHERE p.active GROUP BY pc.category_id ORDER BY count(*) DESC LIMIT 1`,
      );
      const filter = { categoryId: inCategory.id as string };
      const firstPage = await statementsOf<ProductsData>(KEPT, { pageSize: 5, ...filter });
      expect(firstPage.statements).toHaveLength(1);
      expect(firstPage.statements[0]).toContain('SELECT count(*) FROM products p');
      const total = firstPage.data.products.total;
      expect(total).toBeGreaterThan(5);

      // Another page and another sort of the same filter: the kept total, no count.
      for (const variables of [
        { pageSize: 5, page: 2, ...filter },
        { pageSize: 5, sort: 'PRICE_DESC', ...filter },
      ]) {
        const read = await statementsOf<ProductsData>(KEPT, variables);
        expect(read.statements).toHaveLength(1);
        expect(read.statements[0]).not.toContain('count(*)');
        expect(read.data.products.total).toBe(total);
      }
      // Past the end too: the kept total, and no plain count.
      const pastTheEnd = await statementsOf<ProductsData>(KEPT, { pageSize: 5, page: 99, ...filter });
      expect(pastTheEnd.data.products).toMatchObject({ items: [], total });
      expect(pastTheEnd.statements).toHaveLength(1);

      // A committed change from outside any request (another process, psql): counted again once it is heard.
      const onSale = firstPage.data.products.items[0]!;
      await api.store.dataSource.query(`UPDATE products SET active = false WHERE id = $1`, [onSale.id]);
      try {
        // Heard when the first page's total drops (that request counts again: the notification cleared it).
        await waitFor(
          async () =>
            (await api.graphql<ProductsData>(KEPT, { pageSize: 5, ...filter })).body.data!.products.total === total - 1,
          5_000,
          () => 'the change was never heard',
        );
        const recounted = await statementsOf<ProductsData>(KEPT, { pageSize: 5, page: 2, ...filter });
        expect(recounted.statements[0]).not.toContain('count(*)');
        expect(recounted.data.products.total).toBe(total - 1);
      } finally {
        await api.store.dataSource.query(`UPDATE products SET active = true WHERE id = $1`, [onSale.id]);
      }
    });

    it('reads one product with its brand and categories in ONE statement', async () => {
      const { data, statements } = await statementsOf<OneProductData>(ONE_PRODUCT, { id: linkedProduct });
      expect(data.product).toMatchObject({ id: linkedProduct, brand: { active: true } });
      expect(data.product?.categories.length).toBeGreaterThan(0);
      expect(statements).toHaveLength(1);
      expect((await statementsOf(named(ONE_PRODUCT, 'Unknown'), { id: 'no-such-id' })).statements).toHaveLength(0);
    });

    it('searches with brands and categories in ONE statement', async () => {
      const { data, statements } = await statementsOf<SearchData>(SEARCH, { query: 'sauvage' });
      expect(data.searchProducts.length).toBeGreaterThan(0);
      expect(data.searchProducts.every((p) => p.brand !== null && p.categories.length > 0)).toBe(true);
      expect(statements).toHaveLength(1);
    });
  });

  describe("what is not on sale is the admin's", () => {
    let admin: GraphQLClient;

    beforeAll(async () => {
      admin = await signedInAdmin(api);
    }, 30_000);

    it("never shows a shopper an inactive category among a product's categories", async () => {
      const shown = (categories: { id: string }[] | undefined) => categories?.map((c) => c.id) ?? [];
      const one = await api.graphql<OneProductData>(ONE_PRODUCT, { id: linkedProduct });
      expect(one.body.data?.product?.categories.length).toBeGreaterThan(0);
      expect(shown(one.body.data?.product?.categories)).not.toContain(hiddenCategory);

      const list = await api.graphql<ProductsData>(PRODUCTS, { pageSize: 100 });
      const listed = list.body.data?.products.items.find((p) => p.id === linkedProduct);
      expect(listed).toBeDefined();
      expect(list.body.data?.products.items.flatMap((p) => shown(p.categories))).not.toContain(hiddenCategory);

      const found = await api.graphql<SearchData>(SEARCH, { query: 'sauvage' });
      expect(found.body.data?.searchProducts.map((p) => p.id)).toContain(linkedProduct);
      expect(found.body.data?.searchProducts.flatMap((p) => shown(p.categories))).not.toContain(hiddenCategory);

      const asAdmin = await admin.request<OneProductData>(ONE_PRODUCT, { id: linkedProduct });
      expect(shown(asAdmin.body.data?.product?.categories)).toContain(hiddenCategory);
    });

    it('answers null to a shopper for a product of an inactive brand, and leaves it out of lists and search', async () => {
      const one = await api.graphql<OneProductData>(ONE_PRODUCT, { id: orphanProduct });
      expect(one.body.errors).toBeUndefined();
      expect(one.body.data?.product).toBeNull();
      const list = await api.graphql<ProductsData>(PRODUCTS, { pageSize: 100 });
      expect(list.body.data?.products.items.map((p) => p.id)).not.toContain(orphanProduct);
      const found = await api.graphql<SearchData>(SEARCH, { query: 'casa retirada' });
      expect(found.body.data?.searchProducts).toEqual([]);

      const asAdmin = await admin.request<OneProductData>(ONE_PRODUCT, { id: orphanProduct });
      expect(asAdmin.body.data?.product).toMatchObject({
        id: orphanProduct,
        brand: { name: 'Casa Retirada', active: false },
      });
    });
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

  it('serves from /files only what the store writes, checked by extension and content, never HTML or script (issue 25)', async () => {
    const storage = new LocalFileStorage(api.filesDir);
    const page = Buffer.from('<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>');
    // What a forged archive's restore (or anyone with the disk) could leave there, whatever type it claims.
    await storage.put('products/pagina.html', page, 'text/html');
    await storage.put('products/script.js', Buffer.from('alert(1)'), 'text/javascript');
    await storage.put('products/falsa.png', page, 'image/png');
    await storage.put('stories/1-audio-falso.mp3', page, 'audio/mpeg');
    await storage.put('products/sin-extension', page, 'image/png');
    for (const key of [
      'products/pagina.html',
      'products/script.js',
      'products/falsa.png',
      'stories/1-audio-falso.mp3',
      'products/sin-extension',
    ]) {
      const response = await fetch(`${api.url}/files/${key}`);
      expect({ key, status: response.status, type: response.headers.get('content-type') }).toEqual({
        key,
        status: 404,
        type: 'text/plain; charset=utf-8',
      });
    }

    // A real picture is served with the type of what it is (not what the storage says), and no sniffing.
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#c00' } })
      .png()
      .toBuffer();
    await storage.put('products/rojo.png', png, 'text/html');
    const image = await fetch(`${api.url}/files/products/rojo.png`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await image.arrayBuffer()).equals(png)).toBe(true);
    // Opened on its own, a stored file runs nothing (an SVG's script included).
    expect(image.headers.get('content-security-policy')).toContain('sandbox');
    expect(image.headers.get('content-security-policy')).toContain("default-src 'none'");
  });

  it('reports health with a database check', async () => {
    const response = await fetch(`${api.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: 'ok', storage: 'ok' });
  });

  it('keeps CSRF prevention on: a simple cross-site GET query is refused', async () => {
    const response = await fetch(`${api.url}/graphql?query=${encodeURIComponent('{ brands { name } }')}`);
    expect(response.status).toBe(400);
  });
});
