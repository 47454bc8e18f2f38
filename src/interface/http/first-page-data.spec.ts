import { GetBrands } from '../../application/catalog/GetBrands';
import { GetCategories } from '../../application/catalog/GetCategories';
import { GetProduct } from '../../application/catalog/GetProduct';
import { GetVisibleStory } from '../../application/stories/GetVisibleStory';
import { CAROUSEL_SLIDE_SIZES } from '../../domain/media/responsive-image';
import { firstPageDataKey } from '../../domain/shared/first-page-data';
import { FIRST_PAGE_DATA_ELEMENT_ID } from './first-page-documents';
import { signedInAdmin, signedInCustomer } from '../testing/accounts';
import type { GraphQLClient } from '../testing/graphql-client';
import { waitFor } from '../testing/server-process';
import { fixedClock, startTestStore, type TestStore } from '../testing/test-store';
import { writeTestWebBuild } from '../testing/web-build';
import { firstPageQueries, type FirstPageQuery } from './first-page-data';
import { FIRST_PAGE_DOCUMENTS, type FirstPageOperationName } from './first-page-documents';
import { describeStorefrontPages } from './storefront-pages';

// 10:00 in Lima on 2026-11-22.
const NOW = '2026-11-22T15:00:00Z';

const DATA_BLOCK = new RegExp(
  `<script type="application/json" id="${FIRST_PAGE_DATA_ELEMENT_ID}">([\\s\\S]*?)</script>`,
);

/** The answers a page carries, parsed (null: the page has no data block). */
function inlined(html: string): Record<string, { data: Record<string, unknown> }> | null {
  const block = DATA_BLOCK.exec(html);
  return block ? (JSON.parse(block[1]!) as Record<string, { data: Record<string, unknown> }>) : null;
}

const upperSort = (sort: string) => sort.toUpperCase().replace('-', '_');

describe('first-page queries: what each page asks on its first render, with the app’s variables', () => {
  const queries = (
    route: Parameters<typeof firstPageQueries>[0],
    query: Record<string, unknown> = {},
    signedOut = false,
  ) =>
    firstPageQueries(route, query, upperSort, { signedOut }).map(({ operationName, variables }) => [
      operationName,
      variables,
    ]);

  it('the start page: settings, carousel, brands and stories', () => {
    const home = [
      ['StoreSettings', {}],
      ['CarouselProducts', {}],
      ['BrandStrip', {}],
      ['Stories', {}],
    ];
    expect(queries({ kind: 'home' })).toEqual(home);
    expect(queries({ kind: 'home', storyId: 's-1' })).toEqual(home);
  });

  it('the listings: their first page of 12 in the URL’s sort, or the page the URL says', () => {
    expect(queries({ kind: 'products' })).toEqual([
      ['StoreSettings', {}],
      ['CatalogueProducts', { sort: 'POSITION', page: 1, pageSize: 12 }],
    ]);
    expect(queries({ kind: 'promotions' }, { sort: 'price-desc', page: '3' })).toEqual([
      ['StoreSettings', {}],
      ['PromotedProducts', { sort: 'PRICE_DESC', page: 3, pageSize: 12 }],
    ]);
    // As URLSearchParams.get: the first of repeated values; an unknown sort or page is the default.
    expect(queries({ kind: 'brand', id: 'b-1' }, { sort: ['name', 'price-asc'], page: 'x' })).toEqual([
      ['StoreSettings', {}],
      ['BrandProducts', { brandId: 'b-1', sort: 'NAME', page: 1, pageSize: 12 }],
    ]);
    expect(queries({ kind: 'category', id: 'c-1' }, { sort: 'PRICE_ASC' })).toEqual([
      ['StoreSettings', {}],
      ['CategoryProducts', { categoryId: 'c-1', sort: 'POSITION', page: 1, pageSize: 12 }],
    ]);
  });

  it('a product page, the information and order pages; nothing for private or unknown pages', () => {
    expect(queries({ kind: 'product', id: 'p-1' })).toEqual([
      ['StoreSettings', {}],
      ['ProductDetail', { id: 'p-1' }],
    ]);
    expect(queries({ kind: 'info', path: '/faq' })).toEqual([['StoreSettings', {}]]);
    expect(queries({ kind: 'order', id: 'o-1' })).toEqual([['StoreSettings', {}]]);
    expect(queries({ kind: 'private' })).toEqual([]);
    expect(queries({ kind: 'unknown' })).toEqual([]);
  });

  it('without a session cookie, the session first (there is none), on every page the server knows', () => {
    expect(queries({ kind: 'product', id: 'p-1' }, {}, true)).toEqual([
      ['Session', {}],
      ['StoreSettings', {}],
      ['ProductDetail', { id: 'p-1' }],
    ]);
    expect(queries({ kind: 'home' }, {}, true)[0]).toEqual(['Session', {}]);
    expect(queries({ kind: 'private' }, {}, true)).toEqual([['Session', {}]]);
    expect(queries({ kind: 'unknown' }, {}, true)).toEqual([]);
  });
});

describe('HTTP: a page’s HTML carries its first-render data and preloads its largest picture', () => {
  let now = new Date(NOW);
  let api: TestStore;
  let admin: GraphQLClient;
  const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) =>
    api.store.dataSource.query(query, params) as Promise<T[]>;
  const page = async (route: string) => {
    const response = await fetch(`${api.url}${route}`);
    return { status: response.status, html: await response.text() };
  };
  /** What the app's own request for the query gets over /graphql (same document, anonymous). */
  async function answered(operationName: FirstPageOperationName, variables: Record<string, unknown> = {}) {
    const response = await fetch(`${api.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ operationName, query: FIRST_PAGE_DOCUMENTS[operationName], variables }),
    });
    const body = (await response.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
    expect(body.errors).toBeUndefined();
    return body.data!;
  }
  /**
   * Each query's data equals what /graphql answers for it, and nothing else is inlined. The pages here are
   * asked without a cookie: the session's answer (none) comes with each.
   */
  async function expectAnswers(html: string, pageQueries: FirstPageQuery[]) {
    const expected: FirstPageQuery[] = [{ operationName: 'Session', variables: {} }, ...pageQueries];
    const answers = inlined(html);
    expect(Object.keys(answers ?? {}).sort()).toEqual(
      expected.map(({ operationName, variables }) => firstPageDataKey(operationName, variables)).sort(),
    );
    for (const { operationName, variables } of expected) {
      expect(answers![firstPageDataKey(operationName, variables)]).toEqual({
        data: await answered(operationName, { ...variables }),
      });
    }
  }
  /** The SQL statements of one request. */
  async function statementsOf(request: () => Promise<unknown>): Promise<number> {
    api.queries.reset();
    await request();
    return api.queries.count;
  }
  /** The product's inlined details on its page. */
  async function inlinedProduct(id: string) {
    const answers = inlined((await page(`/product/${id}`)).html);
    return answers?.[firstPageDataKey('ProductDetail', { id })]?.data.product as
      { name: string; description: string; price: { formatted: string } } | undefined;
  }
  /** The admin saves the product with its original price moved by `cents` (an admin mutation: a catalogue write). */
  async function savePrice(id: string, cents: number) {
    const { body: current } = await admin.request<{ product: Record<string, unknown> }>(
      `query($id: ID!) { product(id: $id) { name description brandId categoryIds imageKeys stock active carousel originalPrice { cents } } }`,
      { id },
    );
    const { originalPrice, ...fields } = current.data!.product as { originalPrice: { cents: number } };
    const saved = await admin.request<{ updateProduct: { __typename: string } }>(
      `mutation($id: ID!, $input: ProductInput!, $expectedStock: Int!) {
        updateProduct(id: $id, input: $input, expectedStock: $expectedStock) { __typename } }`,
      {
        id,
        expectedStock: (fields as { stock: number }).stock,
        input: {
          ...fields,
          originalPriceCents: originalPrice.cents + cents,
          promotion: { isPromoted: false, type: 'PERCENTAGE', discount: 0 },
        },
      },
    );
    expect(saved.body.data?.updateProduct.__typename).toBe('Product');
  }
  async function productId(where: string): Promise<string> {
    const [row] = await sql<{ id: string }>(`SELECT id FROM products WHERE ${where} ORDER BY position LIMIT 1`);
    return row!.id;
  }

  beforeAll(async () => {
    api = await startTestStore({ clock: { now: () => now }, seed: true, webDir: writeTestWebBuild() });
    admin = await signedInAdmin(api);
  });

  afterAll(() => api.stop());

  it('the start page: settings, carousel, brands and stories, as /graphql answers them', async () => {
    const { status, html } = await page('/');
    expect(status).toBe(200);
    await expectAnswers(html, [
      { operationName: 'StoreSettings', variables: {} },
      { operationName: 'CarouselProducts', variables: {} },
      { operationName: 'BrandStrip', variables: {} },
      { operationName: 'Stories', variables: {} },
    ]);
    const carousel = inlined(html)!['CarouselProducts:{}']!.data as { products: { items: { name: string }[] } };
    expect(carousel.products.items.length).toBeGreaterThan(0);
    // After the app's root, inside the body; a data block (not executed), so the CSP needs no hash for it.
    expect(html.indexOf(`id="${FIRST_PAGE_DATA_ELEMENT_ID}"`)).toBeGreaterThan(html.indexOf('<div id="root">'));
    expect(html.indexOf(`id="${FIRST_PAGE_DATA_ELEMENT_ID}"`)).toBeLessThan(html.indexOf('</body>'));
  });

  it('the start page preloads the first slide’s picture, as the slide asks for it', async () => {
    const first = await answered('CarouselProducts');
    const { imageUrl, id } = (first.products as { items: { imageUrl: string; id: string }[] }).items[0]!;
    // The demo pictures are SVG: no variants, the file itself.
    expect((await page('/')).html).toContain(`<link rel="preload" as="image" href="${imageUrl}" fetchpriority="high">`);

    // Written on another connection (as psql or another process would): the page follows once it is heard.
    await sql(`UPDATE products SET image_keys = '{products/foto.jpg}' WHERE id = $1`, [id]);
    await waitFor(async () => (await page('/')).html.includes('href="/files/products/foto.jpg"'), 5_000);
    const { html } = await page('/');
    expect(html).toContain(
      '<link rel="preload" as="image" href="/files/products/foto.jpg" imagesrcset="/files/products/foto.jpg?w=320&amp;fmt=webp 320w, ',
    );
    expect(html).toContain(`imagesizes="${CAROUSEL_SLIDE_SIZES}" fetchpriority="high">`);
  });

  it('the listings: the page of the URL’s sort and number, as /graphql answers it', async () => {
    await expectAnswers((await page('/web-products')).html, [
      { operationName: 'StoreSettings', variables: {} },
      { operationName: 'CatalogueProducts', variables: { sort: 'POSITION', page: 1, pageSize: 12 } },
    ]);
    await expectAnswers((await page('/web-products?sort=price-desc&page=2')).html, [
      { operationName: 'StoreSettings', variables: {} },
      { operationName: 'CatalogueProducts', variables: { sort: 'PRICE_DESC', page: 2, pageSize: 12 } },
    ]);
    await expectAnswers((await page('/promotions?sort=name')).html, [
      { operationName: 'StoreSettings', variables: {} },
      { operationName: 'PromotedProducts', variables: { sort: 'NAME', page: 1, pageSize: 12 } },
    ]);
    const [brand] = await sql<{ id: string }>('SELECT id FROM brands WHERE active ORDER BY name LIMIT 1');
    await expectAnswers((await page(`/brand/${brand!.id}`)).html, [
      { operationName: 'StoreSettings', variables: {} },
      { operationName: 'BrandProducts', variables: { brandId: brand!.id, sort: 'POSITION', page: 1, pageSize: 12 } },
    ]);
  });

  it('a product page: its details (and its main picture preloaded once)', async () => {
    const id = await productId('active');
    const { status, html } = await page(`/product/${id}`);
    expect(status).toBe(200);
    await expectAnswers(html, [
      { operationName: 'StoreSettings', variables: {} },
      { operationName: 'ProductDetail', variables: { id } },
    ]);
    expect(html.match(/<link rel="preload" as="image"/g)).toHaveLength(1);
  });

  it('an unknown or inactive product: the 404 page, without data', async () => {
    const unknown = await page('/product/00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(inlined(unknown.html)).toBeNull();

    const id = await productId('active');
    await sql('UPDATE products SET active = false WHERE id = $1', [id]);
    const inactive = await page(`/product/${id}`);
    expect(inactive.status).toBe(404);
    expect(inlined(inactive.html)).toBeNull();
    expect(inactive.html).not.toContain('rel="preload"');

    const elsewhere = await page('/no-existe');
    expect(elsewhere.status).toBe(404);
    expect(inlined(elsewhere.html)).toBeNull();
  });

  it('the session’s answer only without a session cookie: with one, even unknown, the app asks for it', async () => {
    const withCookie = async (cookie: string) => {
      const response = await fetch(`${api.url}/web-products`, { headers: { cookie } });
      return { vary: response.headers.get('vary'), answers: inlined(await response.text()) ?? {} };
    };
    const signedOut = await fetch(`${api.url}/web-products`);
    expect(inlined(await signedOut.text())?.['Session:{}']).toEqual({ data: { me: null } });
    // The page differs with the cookie: no shared cache may serve one visitor's to another.
    expect(signedOut.headers.get('vary')).toMatch(/cookie/i);

    const customer = await signedInCustomer(api);
    const signedIn = await withCookie([...customer.cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    expect(Object.keys(signedIn.answers)).not.toContain('Session:{}');
    expect(Object.keys(signedIn.answers)).toContain('StoreSettings:{}');
    expect(signedIn.vary).toMatch(/cookie/i);

    const unknownToken = await withCookie(`esencia_session=${'A'.repeat(43)}`);
    expect(Object.keys(unknownToken.answers)).not.toContain('Session:{}');
    // Any other cookie is no session.
    const otherCookie = await withCookie('tema=oscuro');
    expect(otherCookie.answers['Session:{}']).toEqual({ data: { me: null } });
  });

  it('escapes the data: a product’s name cannot end the block or open a script', async () => {
    const id = await productId('active');
    const name = '</script><script>alert(1)</script>';
    const description = 'Notas de <!-- ámbar --> & "vainilla"\u2028línea\u2029fin';
    await sql('UPDATE products SET name = $2, description = $3 WHERE id = $1', [id, name, description]);
    await waitFor(async () => (await inlinedProduct(id))?.name === name, 5_000);

    const { html } = await page(`/product/${id}`);
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<!-- ámbar');
    expect(html).not.toMatch(/[\u2028\u2029]/);
    const product = inlined(html)![firstPageDataKey('ProductDetail', { id })]!.data.product as Record<string, unknown>;
    expect(product).toMatchObject({ name, description });
  });

  it('costs exactly the statements of the app’s own requests plus the head’s, whatever those cost', async () => {
    // The head alone, described by the same use cases the server uses.
    const describe = describeStorefrontPages(
      {
        getProduct: api.store.get(GetProduct),
        getBrands: api.store.get(GetBrands),
        getCategories: api.store.get(GetCategories),
        getVisibleStory: api.store.get(GetVisibleStory),
        clock: fixedClock(NOW),
        storage: { publicUrl: (key) => `/files/${key}` },
      },
      { title: 'Esencia', description: '' },
    );
    const sum = (counts: number[]) => counts.reduce((total, count) => total + count, 0);
    const id = await productId('active AND stock > 0');

    // Cold: an admin's save has just cleared the kept answers.
    await savePrice(id, 0);
    const home = await statementsOf(() => page('/'));
    const homeHead = await statementsOf(() => describe({ kind: 'home' }, api.url));
    const homeQueries = [
      await statementsOf(() => answered('StoreSettings')),
      await statementsOf(() => answered('CarouselProducts')),
      await statementsOf(() => answered('BrandStrip')),
      await statementsOf(() => answered('Stories')),
    ];
    expect(homeHead).toBe(0);
    // The session's answer (none, for a request without its cookie) reads nothing.
    expect(await statementsOf(() => answered('Session'))).toBe(0);
    expect(home).toBe(sum(homeQueries));

    await savePrice(id, 0);
    const product = await statementsOf(() => page(`/product/${id}`));
    const productHead = await statementsOf(() => describe({ kind: 'product', id }, api.url));
    const productQueries = [
      await statementsOf(() => answered('StoreSettings')),
      await statementsOf(() => answered('ProductDetail', { id })),
    ];
    expect(productHead).toBeGreaterThan(0);
    expect(productHead).toBeLessThanOrEqual(3);
    expect(product).toBe(productHead + sum(productQueries));

    // A listing's head reads nothing, a brand's one statement.
    await savePrice(id, 0);
    expect(await statementsOf(() => page('/web-products?sort=name'))).toBe(
      (await statementsOf(() => answered('StoreSettings'))) +
        (await statementsOf(() => answered('CatalogueProducts', { sort: 'NAME', page: 1, pageSize: 12 }))),
    );
    const [brand] = await sql<{ id: string }>('SELECT id FROM brands WHERE active ORDER BY name LIMIT 1');
    const brandVariables = { brandId: brand!.id, sort: 'POSITION', page: 1, pageSize: 12 };
    await savePrice(id, 0);
    expect(await statementsOf(() => page(`/brand/${brand!.id}`))).toBe(
      1 +
        (await statementsOf(() => answered('StoreSettings'))) +
        (await statementsOf(() => answered('BrandProducts', brandVariables))),
    );

    // An information page: the settings only; a page the server does not know: nothing.
    await savePrice(id, 0);
    expect(await statementsOf(() => page('/faq'))).toBe(await statementsOf(() => answered('StoreSettings')));
    expect(await statementsOf(() => page('/no-existe'))).toBe(0);

    // Warm (once the save's own notification has come and gone): the catalogue's answers are kept, only the
    // stories (they expire by the minute) and the head are read again.
    const stories = homeQueries[3]!;
    await waitFor(async () => (await statementsOf(() => page('/'))) === stories, 5_000);
    expect(await statementsOf(() => page('/'))).toBe(stories);
    await page(`/product/${id}`);
    expect(await statementsOf(() => page(`/product/${id}`))).toBe(productHead);
    expect(await statementsOf(() => page('/faq'))).toBe(0);
  });

  it('is never stale: a price the admin saves is in the very next page, though the old one was kept', async () => {
    const id = await productId('active AND NOT is_promoted AND stock > 0');
    await page(`/product/${id}`);
    const before = (await inlinedProduct(id))!;

    await savePrice(id, 1_000);

    const after = (await inlinedProduct(id))!;
    expect(after.price.formatted).not.toBe(before.price.formatted);
    const fresh = (await answered('ProductDetail', { id })).product as { price: { formatted: string } };
    expect(after.price.formatted).toBe(fresh.price.formatted);
  });

  it('is right at 00:00:01 in Lima when a promotion starts or ends at midnight, with no write at all', async () => {
    const id = await productId('active AND stock > 0');
    await sql(
      `UPDATE products SET original_price_cents = 10000, is_promoted = true, promotion_type = 'percentage',
       discount = 20, promotion_start_date = '2026-12-01', promotion_end_date = '2026-12-03' WHERE id = $1`,
      [id],
    );
    const price = async () => (await inlinedProduct(id))!.price.formatted;
    const regular = 'S/ 100.00';
    const promoted = 'S/ 80.00';
    // 23:59:59 in Lima the day before it starts: the regular price, and that answer is kept.
    now = new Date('2026-12-01T04:59:59Z');
    await waitFor(async () => (await price()) === regular, 5_000);
    // 00:00:01: the promotion's price, though nothing was written since.
    now = new Date('2026-12-01T05:00:01Z');
    expect(await price()).toBe(promoted);
    // Its last day at 23:59:59, then 00:00:01 the day after: the regular price again.
    now = new Date('2026-12-04T04:59:59Z');
    expect(await price()).toBe(promoted);
    now = new Date('2026-12-04T05:00:01Z');
    expect(await price()).toBe(regular);
    now = new Date(NOW);
  });
});
