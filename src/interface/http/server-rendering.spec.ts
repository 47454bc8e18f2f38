import { readFileSync } from 'node:fs';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { GetBrands } from '../../application/catalog/GetBrands';
import { GetCategories } from '../../application/catalog/GetCategories';
import { GetProduct } from '../../application/catalog/GetProduct';
import { GetVisibleStory } from '../../application/stories/GetVisibleStory';
import { signedInAdmin, signedInCustomer, CUSTOMER_EMAIL } from '../testing/accounts';
import { saveOriginalPrice } from '../testing/catalogue';
import type { GraphQLClient } from '../testing/graphql-client';
import { waitFor } from '../testing/server-process';
import { fixedClock, startTestStore, type TestStore } from '../testing/test-store';
import { builtWebApp } from '../testing/web-build';
import { loadServerRenderer, withTimeout, type ServerRenderer } from './server-rendering';
import { Slots } from './slots';
import { describeStorefrontPages } from './storefront-pages';

// 10:00 in Lima on 2026-11-22.
const NOW = '2026-11-22T15:00:00Z';

const STATE_BLOCK = /<script type="application\/json" id="esencia-state">([\s\S]*?)<\/script>/;

/** The Apollo cache a page carries for the browser, parsed (null: the page was not rendered on the server). */
function stateOf(html: string): Record<string, Record<string, unknown>> | null {
  const block = STATE_BLOCK.exec(html);
  return block ? (JSON.parse(block[1]!) as Record<string, Record<string, unknown>>) : null;
}

/** What the root element holds, as text (no tags, no data block): what a visitor without JavaScript reads. */
function visibleText(html: string): string {
  const start = html.indexOf('<div id="root">');
  const end = html.search(STATE_BLOCK);
  return html
    .slice(start, end === -1 ? undefined : end)
    .replace(/<[^>]*>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

const hasRootContent = (html: string) => !html.includes('<div id="root"></div>');

// A full collection between measures: what is left is what the server keeps.
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

const LISTING = /* GraphQL */ `
  query (
    $listing: ProductListing
    $active: Boolean
    $brandId: ID
    $categoryId: ID
    $search: String
    $sort: ProductSort!
  ) {
    products(
      listing: $listing
      active: $active
      search: $search
      brandId: $brandId
      categoryId: $categoryId
      sort: $sort
      page: 1
      pageSize: 12
    ) {
      items {
        id
        name
        price {
          formatted
        }
      }
    }
  }
`;

interface Listed {
  id: string;
  name: string;
  price: { formatted: string };
}

describe('HTTP: the catalogue and information pages come rendered on the server', () => {
  let now = new Date(NOW);
  let api: TestStore;
  let admin: GraphQLClient;
  const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) =>
    api.store.dataSource.query(query, params) as Promise<T[]>;
  const page = async (route: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${api.url}${route}`, { headers });
    return { status: response.status, headers: response.headers, html: await response.text() };
  };
  async function listed(variables: Record<string, unknown>): Promise<Listed[]> {
    const { body } = await api.graphql<{ products: { items: Listed[] } }>(LISTING, { sort: 'POSITION', ...variables });
    expect(body.errors).toBeUndefined();
    return body.data!.products.items;
  }
  /** The SQL statements of one request. */
  async function statementsOf(request: () => Promise<unknown>): Promise<number> {
    api.queries.reset();
    await request();
    return api.queries.requestStatements.length;
  }
  async function productId(where: string): Promise<string> {
    const [row] = await sql<{ id: string }>(`SELECT id FROM products WHERE ${where} ORDER BY position LIMIT 1`);
    return row!.id;
  }
  /** The price a product's page shows (the data block's copy is the same: checked below). */
  async function shownPrice(id: string): Promise<string> {
    const { html } = await page(`/product/${id}`);
    return (stateOf(html)![`Product:${id}`]!.price as { formatted: string }).formatted;
  }

  beforeAll(async () => {
    api = await startTestStore({ clock: { now: () => now }, seed: true, webDir: builtWebApp() });
    admin = await signedInAdmin(api);
  });

  afterAll(() => api.stop());

  it('leaves the app’s chunks in the template the entry moves into the head once the page is painted', async () => {
    const { html } = await page('/web-products');
    // The id web/src/main.tsx looks for is the one the server writes: the bundle exports the web's constant.
    const { PAGE_MODULES_ELEMENT_ID } = (await loadServerRenderer(builtWebApp()))!;
    expect(PAGE_MODULES_ELEMENT_ID).toBe('esencia-modules');
    const template = new RegExp(`<template id="${PAGE_MODULES_ELEMENT_ID}">([\\s\\S]*?)</template>`).exec(html);
    expect(template?.[1]).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/vendor-[^"]+\.js">/);
    expect(template?.[1]).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/ProductsPage-[^"]+\.js">/);
    // Outside it, the entry alone: nothing of the app is fetched with the page.
    const outside = html.replace(template![0], '');
    expect(outside).not.toContain('rel="modulepreload"');
    expect(outside.match(/<script type="module"[^>]*>/g)).toEqual([
      expect.stringMatching(/^<script type="module" crossorigin src="\/assets\/index-[^"]+\.js" fetchpriority="low">$/),
    ]);
  });

  it('shows the products’ names and prices in the first HTML, read with no JavaScript', async () => {
    const [brand] = await sql<{ id: string }>(
      'SELECT b.id FROM brands b JOIN products p ON p.brand_id = b.id WHERE b.active AND p.active GROUP BY b.id ORDER BY count(*) DESC LIMIT 1',
    );
    const [category] = await sql<{ id: string }>(
      'SELECT c.id FROM categories c JOIN product_categories pc ON pc.category_id = c.id WHERE c.active GROUP BY c.id ORDER BY count(*) DESC LIMIT 1',
    );
    const listings: [string, Record<string, unknown>][] = [
      ['/web-products', { listing: 'WEB' }],
      ['/promotions', { listing: 'PROMOTIONS' }],
      ['/web-products?sort=price-desc', { listing: 'WEB', sort: 'PRICE_DESC' }],
      [`/brand/${brand!.id}`, { brandId: brand!.id, active: true }],
      [`/category/${category!.id}`, { categoryId: category!.id, active: true }],
      // The search's results (issue 27), as the listings.
      ['/buscar?q=dior&sort=name', { search: 'dior', active: true, sort: 'NAME' }],
    ];
    for (const [route, variables] of listings) {
      const products = await listed(variables);
      expect(products.length).toBeGreaterThan(0);
      const { status, html } = await page(route);
      expect(status).toBe(200);
      const text = visibleText(html);
      for (const product of products) {
        expect(text).toContain(product.name);
        expect(text).toContain(product.price.formatted);
      }
    }

    const id = await productId('active AND stock > 0');
    const [product] = (await listed({ listing: 'WEB' })).filter((one) => one.id === id);
    const detail = await page(`/product/${id}`);
    expect(detail.status).toBe(200);
    expect(visibleText(detail.html)).toContain(`${product!.name} `);
    expect(visibleText(detail.html)).toContain(product!.price.formatted);
    // The picture it draws first (fetchPriority high) is preloaded from the head, once.
    expect(detail.html.match(/<link rel="preload" as="image"/g)).toHaveLength(1);
    expect(detail.html.search(/<link rel="preload" as="image"/)).toBeLessThan(detail.html.indexOf('</head>'));

    // The start page: the carousel's first product, with its price.
    const { body } = await api.graphql<{ products: { items: Listed[] } }>(
      '{ products(active: true, carousel: true, sort: POSITION, pageSize: 1) { items { id name price { formatted } } } }',
    );
    const first = body.data!.products.items[0]!;
    const home = visibleText((await page('/')).html);
    expect(home).toContain(first.name);
    expect(home).toContain(first.price.formatted);

    // An information page, with the store's contact details.
    const contact = await page('/contacto');
    expect(contact.status).toBe(200);
    expect(visibleText(contact.html)).toContain('ventas@esencia.pe');
  });

  it('carries the cache it was rendered from, for the browser to hydrate from, after the root element', async () => {
    const { html } = await page('/web-products');
    const state = stateOf(html)!;
    const products = await listed({ listing: 'WEB' });
    for (const product of products) {
      expect(state[`Product:${product.id}`]).toMatchObject({
        name: product.name,
        price: { formatted: product.price.formatted },
      });
    }
    // Nobody is signed in: the session's answer is in it, as the browser would have asked.
    expect(state.ROOT_QUERY).toMatchObject({ me: null });
    expect(html.search(STATE_BLOCK)).toBeGreaterThan(html.indexOf('<div id="root">'));
    expect(html.search(STATE_BLOCK)).toBeLessThan(html.indexOf('</body>'));
    // A data block, not a script: the CSP still allows no inline script but the theme's (by hash).
    const csp = (await fetch(`${api.url}/web-products`)).headers.get('content-security-policy')!;
    expect(csp).toMatch(/script-src 'self' 'sha256-[^' ]+'; /);
  });

  it('renders the not-found page of an unknown or inactive product with a 404', async () => {
    const unknown = await page('/product/00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(visibleText(unknown.html)).toContain('No encontramos el producto');
    expect(unknown.html).toContain('<meta name="robots" content="noindex">');

    const id = await productId('active');
    await sql('UPDATE products SET active = false WHERE id = $1', [id]);
    await waitFor(async () => (await page(`/product/${id}`)).status === 404, 5_000);
    expect(visibleText((await page(`/product/${id}`)).html)).toContain('No encontramos el producto');
    await sql('UPDATE products SET active = true WHERE id = $1', [id]);

    // A path the app does not know: the app's own not-found page, rendered by the browser.
    const elsewhere = await page('/no-existe');
    expect(elsewhere.status).toBe(404);
    expect(hasRootContent(elsewhere.html)).toBe(false);
  });

  it('leaves checkout, orders, profile and admin pages to the browser', async () => {
    for (const route of ['/checkout', '/my-orders', '/order', '/profile', '/admin', '/admin/products']) {
      const { status, html } = await page(route);
      expect(status).toBe(200);
      expect(hasRootContent(html)).toBe(false);
      expect(stateOf(html)).toBeNull();
    }
  });

  it('renders a signed-in shopper’s page with their session, for their browser only', async () => {
    const customer = await signedInCustomer(api);
    const cookie = [...customer.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const signedIn = await page('/web-products', { cookie });
    expect(signedIn.status).toBe(200);
    expect(stateOf(signedIn.html)!.ROOT_QUERY).toMatchObject({ me: { __ref: expect.stringMatching(/^Me:/) } });
    expect(signedIn.html).toContain(CUSTOMER_EMAIL);
    // Their account menu (a part loaded on demand, after much of the page) is in place: no script puts it there.
    expect(signedIn.html.match(/<script\b[^>]*>/g)).toEqual([
      '<script>',
      expect.stringContaining('type="module"'),
      '<script type="application/json" id="esencia-state">',
    ]);
    // …styled from the first paint: the menu's CSS (a chunk of its own) comes with the page, not for guests.
    const manifest = JSON.parse(readFileSync(path.join(builtWebApp(), '.vite', 'manifest.json'), 'utf8')) as Record<
      string,
      { css?: string[] }
    >;
    const menuCss = manifest['src/auth/AccountMenu.tsx']!.css![0]!;
    expect(signedIn.html).toContain(`<link rel="stylesheet" crossorigin href="/${menuCss}">`);
    expect((await page('/web-products')).html).not.toContain(menuCss);
    expect(signedIn.headers.get('cache-control')).toBe('private, no-cache');
    expect(signedIn.headers.get('vary')).toMatch(/cookie/i);
    // Never kept: each of their pages is rendered again, and nobody else ever gets it.
    expect(await statementsOf(() => page('/web-products', { cookie }))).toBeGreaterThan(0);
    const anonymous = await page('/web-products');
    expect(anonymous.html).not.toContain(CUSTOMER_EMAIL);
    expect(stateOf(anonymous.html)!.ROOT_QUERY).toMatchObject({ me: null });
  });

  it('reads a signed-in shopper’s catalogue from the kept answers, not the admin’s; their page is rendered each time', async () => {
    const shopper = await signedInCustomer(api, 'lectora@correo.pe');
    const cookieOf = (client: GraphQLClient) =>
      [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const catalogueStatements = async (route: string, cookie: string) => {
      api.queries.reset();
      const rendered = await page(route, { cookie });
      return {
        rendered,
        // Those that read the catalogue's tables (the session's and `me`'s are the shopper's own).
        statements: api.queries.statements.filter((statement) =>
          /\b(products|brands|categories|store_settings)\b/.test(statement),
        ),
      };
    };
    await page('/web-products', { cookie: cookieOf(shopper) });
    const again = await catalogueStatements('/web-products', cookieOf(shopper));
    // The settings and the page of products are the guests' kept answers (the session and `me` are read).
    expect(again.statements).toEqual([]);
    expect(again.rendered.html).toContain('lectora@correo.pe');
    expect(again.rendered.headers.get('cache-control')).toBe('private, no-cache');
    expect(stateOf(again.rendered.html)!.ROOT_QUERY).toMatchObject({ me: { __ref: expect.stringMatching(/^Me:/) } });
    const anonymous = stateOf((await page('/web-products')).html)!;
    // Its catalogue queries answered as the guest's (the shopper's page adds their own: `me`, `myOrderPage`).
    const guestQueries = Object.entries(anonymous.ROOT_QUERY!).filter(([field]) => field !== 'me');
    expect(guestQueries.length).toBeGreaterThan(0);
    const shopperQueries = stateOf(again.rendered.html)!.ROOT_QUERY!;
    for (const [field, value] of guestQueries)
      expect({ field, value: shopperQueries[field] }).toEqual({ field, value });
    // The admin's catalogue is not the guests' (what is not on sale): executed every time.
    await page('/web-products', { cookie: cookieOf(admin) });
    expect((await catalogueStatements('/web-products', cookieOf(admin))).statements.length).toBeGreaterThan(0);
  });

  it('escapes the data block: a product’s name cannot end it or open a script', async () => {
    const id = await productId('active');
    const name = '</script><script>alert(1)</script>';
    const description = 'Notas de <!-- ámbar --> & "vainilla"\u2028línea\u2029fin';
    await sql('UPDATE products SET name = $2, description = $3 WHERE id = $1', [id, name, description]);
    await waitFor(async () => stateOf((await page(`/product/${id}`)).html)?.[`Product:${id}`]?.name === name, 5_000);

    const { html } = await page(`/product/${id}`);
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<!-- ámbar');
    // In the data block, not even the line separators old JavaScript parsers took for line ends.
    expect(STATE_BLOCK.exec(html)![1]).not.toMatch(/[\u2028\u2029]/);
    expect(stateOf(html)![`Product:${id}`]).toMatchObject({ name, description });
    expect(visibleText(html)).toContain(name);
  });

  it('costs the statements of its queries and its head, once: anonymous pages are kept', async () => {
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
    const id = await productId('active AND stock > 0');
    /** The statements of the page's request (a failure lists them). */
    const cold = async (route: string) => {
      // An admin's save has just cleared the kept pages.
      await saveOriginalPrice(admin, id, 0);
      api.queries.reset();
      await page(route);
      // The background workers' claims (mail, scheduled jobs) may land in the window: left out.
      return api.queries.requestStatements;
    };

    // A listing: the store settings and the page of products, one statement each (the session's answer, for a
    // request without its cookie, reads nothing).
    expect(await cold('/web-products')).toHaveLength(2);
    expect(await cold('/promotions?sort=name&page=1')).toHaveLength(2);
    // A product: its details (one statement, its brand and categories with it), the settings and its head.
    const productHead = await statementsOf(() => describe({ kind: 'product', id }, api.url));
    expect(productHead).toBeGreaterThan(0);
    expect(await cold(`/product/${id}`)).toHaveLength(2 + productHead);
    // The start page: the settings, the carousel, the brand strip (the stories are the browser's).
    expect(await cold('/')).toHaveLength(3);
    // An information page: the settings.
    expect(await cold('/faq')).toHaveLength(1);

    // Warm (once the save's own notification has come and gone): nothing at all.
    await waitFor(async () => (await statementsOf(() => page('/web-products'))) === 0, 5_000);
    for (const route of ['/', '/web-products', `/product/${id}`, '/faq']) {
      await page(route);
      expect(await statementsOf(() => page(route))).toBe(0);
    }
    // The kept page is the same page, with its tag (a conditional request is a 304).
    const kept = await fetch(`${api.url}/web-products`);
    expect(kept.headers.get('cache-control')).toBe('no-cache');
    const again = await fetch(`${api.url}/web-products`, { headers: { 'if-none-match': kept.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });

  it('renders a link shared with tracking parameters once for all who open it (each has its own ?fbclid=…)', async () => {
    await waitFor(async () => (await statementsOf(() => page('/promotions?sort=name'))) === 0, 5_000);
    const shared = '/promotions?fbclid=IwAR0xYz&sort=name&utm_source=facebook&utm_medium=social';
    expect(await statementsOf(() => page(shared))).toBe(0);
    expect((await page(shared)).html).toBe((await page('/promotions?sort=name')).html);
  });

  it('keeps no story: the start page carries none, and a shared story’s page is rendered each time', async () => {
    const { html } = await page('/');
    expect(Object.keys(stateOf(html)!.ROOT_QUERY!)).not.toContain('stories');
    // A story shown for another day (the seed's were made at its clock's time).
    const [story] = await sql<{ id: string }>(`SELECT id FROM stories ORDER BY position LIMIT 1`);
    await sql(`UPDATE stories SET active = true, expires_at = now() + interval '1 day' WHERE id = $1`, [story!.id]);
    await page(`/?story=${story!.id}`);
    expect(await statementsOf(() => page(`/?story=${story!.id}`))).toBeGreaterThan(0);
  });

  it('is never stale: a price the admin saves is in the very next page, though the old one was kept', async () => {
    const id = await productId('active AND NOT is_promoted AND stock > 0');
    const before = await shownPrice(id);
    expect(await shownPrice(id)).toBe(before);

    await saveOriginalPrice(admin, id, 1_000);

    const after = await shownPrice(id);
    expect(after).not.toBe(before);
    const { body } = await api.graphql<{ product: { price: { formatted: string } } }>(
      'query($id: ID!) { product(id: $id) { price { formatted } } }',
      { id },
    );
    expect(after).toBe(body.data!.product.price.formatted);
    expect(visibleText((await page(`/product/${id}`)).html)).toContain(after);

    // Written on another connection (as psql or another process would): the page follows once it is heard.
    await sql(`UPDATE products SET name = 'Nombre nuevo' WHERE id = $1`, [id]);
    await waitFor(async () => visibleText((await page(`/product/${id}`)).html).includes('Nombre nuevo'), 5_000);
  });

  it('is right at 00:00:01 in Lima when a promotion starts or ends at midnight, with no write at all', async () => {
    const id = await productId('active AND stock > 0');
    await sql(
      `UPDATE products SET original_price_cents = 10000, is_promoted = true, promotion_type = 'percentage',
       discount = 20, promotion_start_date = '2026-12-01', promotion_end_date = '2026-12-03' WHERE id = $1`,
      [id],
    );
    const price = () => shownPrice(id);
    const regular = 'S/ 100.00';
    const promoted = 'S/ 80.00';
    // 23:59:59 in Lima the day before it starts: the regular price, and that page is kept.
    now = new Date('2026-12-01T04:59:59Z');
    // (Once the write's own notification has come and gone: it clears the kept pages when it arrives.)
    await waitFor(async () => (await price()) === regular && (await statementsOf(price)) === 0, 5_000);
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

  it('never serves the app’s server bundle', async () => {
    expect((await fetch(`${api.url}/.ssr/renderPage.js`)).status).toBe(404);
  });
});

describe('HTTP: a page the server cannot render is the browser’s, never an error page', () => {
  let api: TestStore;
  let real: ServerRenderer;
  let fail: 'query' | 'throw' | null = null;

  beforeAll(async () => {
    const webDir = builtWebApp();
    real = (await loadServerRenderer(webDir))!;
    // The real bundle, with a query answered with errors, or a render that throws, when asked to.
    const flaky: ServerRenderer = {
      PAGE_STATE_ELEMENT_ID: real.PAGE_STATE_ELEMENT_ID,
      PAGE_MODULES_ELEMENT_ID: real.PAGE_MODULES_ELEMENT_ID,
      renderPage: async (input) => {
        if (fail === 'throw') throw new Error('render exploded');
        return real.renderPage({
          ...input,
          execute: async (operation) =>
            fail === 'query' && operation.operationName === 'StoreSettings'
              ? { errors: [{ message: 'settings unreadable' }] }
              : input.execute(operation),
        });
      },
    };
    api = await startTestStore({ clock: fixedClock(NOW), seed: true, webDir, serverRenderer: flaky });
  });

  afterAll(() => api.stop());

  it.each(['query', 'throw'] as const)(
    'a %s failure: the page’s status and head, the app to render it',
    async (how) => {
      fail = how;
      // An address of its own: the page rendered at the end of another case is kept.
      const route = `/web-products?caso=${how}`;
      const response = await fetch(`${api.url}${route}`);
      const html = await response.text();
      expect(response.status).toBe(200);
      expect(html).toContain('<title>Productos — Esencia</title>');
      expect(hasRootContent(html)).toBe(false);
      expect(stateOf(html)).toBeNull();
      expect(html).not.toMatch(/at .*\.js:\d+/);
      // A 404 stays a 404.
      expect((await fetch(`${api.url}/product/00000000-0000-4000-8000-000000000000`)).status).toBe(404);
      // Not kept: once the render works again, the page comes rendered.
      fail = null;
      expect(hasRootContent(await (await fetch(`${api.url}${route}`)).text())).toBe(true);
    },
  );
});

describe('HTTP: a burst of pages is answered and rendered a few at a time, the rest at once', () => {
  let api: TestStore;
  // Small limits, set by each case (the handler reads them per request).
  const limits = { pages: new Slots(64, 256), renders: new Slots(4, 16) };
  let openGate = () => {};
  let gate = Promise.resolve();
  let rendering = 0;
  let mostAtOnce = 0;
  function closeGate() {
    gate = new Promise<void>((resolve) => (openGate = resolve));
    mostAtOnce = 0;
  }

  beforeAll(async () => {
    const webDir = builtWebApp();
    const real = (await loadServerRenderer(webDir))!;
    // The real bundle, each render held until the gate opens.
    const held: ServerRenderer = {
      PAGE_STATE_ELEMENT_ID: real.PAGE_STATE_ELEMENT_ID,
      PAGE_MODULES_ELEMENT_ID: real.PAGE_MODULES_ELEMENT_ID,
      renderPage: async (input) => {
        mostAtOnce = Math.max(mostAtOnce, ++rendering);
        try {
          await gate;
          return await real.renderPage(input);
        } finally {
          rendering--;
        }
      },
    };
    api = await startTestStore({
      clock: fixedClock(NOW),
      seed: true,
      webDir,
      serverRenderer: held,
      pageLimits: limits,
    });
  });

  afterAll(() => api.stop());

  /** `count` requests for pages of their own (nothing kept answers another), guests and signed-in alike. */
  function burst(count: number) {
    const answered: Array<{ status: number; retryAfter: string | null; html: string }> = [];
    const all = Array.from({ length: count }, async (_, i) => {
      const response = await fetch(`${api.url}/web-products?rafaga=${i}&t=${Date.now()}`, {
        headers: i % 2 ? { cookie: 'esencia_session=otra' } : {},
      });
      const answer = {
        status: response.status,
        retryAfter: response.headers.get('retry-after'),
        html: await response.text(),
      };
      answered.push(answer);
      return answer;
    });
    return { answered, all: Promise.all(all) };
  }

  it('renders 2 at once with 2 in line; a page past them is the app with its head, at once', async () => {
    limits.renders = new Slots(2, 2);
    closeGate();
    const { answered, all } = burst(9);
    // While every render is held, the five past the renders' line are answered: the app, its head, no content.
    await waitFor(() => answered.length === 5, 10_000);
    expect(rendering).toBe(2);
    for (const { status, html } of answered) {
      expect(status).toBe(200);
      expect(html).toContain('<title>Productos — Esencia</title>');
      expect(hasRootContent(html)).toBe(false);
    }
    openGate();
    expect((await all).filter(({ html }) => hasRootContent(html))).toHaveLength(4);
    expect(mostAtOnce).toBe(2);
    // The store is itself again: the next page comes rendered.
    expect(hasRootContent(await (await fetch(`${api.url}/web-products?despues=1`)).text())).toBe(true);
  });

  it('answers 3 pages at once with 1 in line; a request past them is a 503 with Retry-After, at once', async () => {
    limits.pages = new Slots(3, 1);
    limits.renders = new Slots(3, 0);
    closeGate();
    const { answered, all } = burst(6);
    await waitFor(() => answered.length === 2, 10_000);
    expect(rendering).toBe(3);
    for (const answer of answered) {
      expect(answer).toMatchObject({ status: 503, retryAfter: '5' });
      // The app, which renders the page itself, with the store's own head, not to be indexed.
      expect(answer.html).toContain('<div id="root"></div>');
      expect(answer.html).toMatch(/<meta name="robots" content="noindex/);
    }
    openGate();
    // The one in line had its turn once a page was out.
    expect((await all).filter(({ html }) => hasRootContent(html))).toHaveLength(4);
    expect(mostAtOnce).toBe(3);
    expect([limits.pages.active, limits.pages.waiting]).toEqual([0, 0]);
  });
});

describe('HTTP: a store with many brands sends the home the brands its carousel shows first, not all', () => {
  let api: TestStore;
  const BRANDS = 60;

  beforeAll(async () => {
    api = await startTestStore({ clock: fixedClock(NOW), seed: true, webDir: builtWebApp() });
    await api.store.dataSource.query(
      `INSERT INTO brands (name, description) SELECT 'Casa ' || lpad(n::text, 2, '0'), '' FROM generate_series(1, $1) n`,
      [BRANDS],
    );
  });

  afterAll(() => api.stop());

  it('the home carries the carousel’s first page of brands; the others are a page away, in the same order', async () => {
    const { body } = await api.graphql<{ brands: { id: string; name: string }[] }>(
      '{ brands(active: true) { id name } }',
    );
    const all = body.data!.brands;
    expect(all.length).toBeGreaterThan(BRANDS);
    const html = await (await fetch(`${api.url}/`)).text();
    const state = stateOf(html)!;
    // Every active brand was in it (300 brands: 74.5 KB of the home's 94 KB); now the carousel's first page of 10
    // (other brands in it are the featured products' own).
    const brandLists = Object.entries(state.ROOT_QUERY!).filter(([field]) => field.startsWith('brand'));
    expect(brandLists).toEqual([
      [
        'brandPage({"pageSize":10})',
        expect.objectContaining({ items: all.slice(0, 10).map(({ id }) => ({ __ref: `Brand:${id}` })) }),
      ],
    ]);
    expect(html).not.toContain(`Casa ${BRANDS}`);
    expect(visibleText(html)).toContain(all[0]!.name);
    // The carousel's next pages, as the browser asks for them.
    const second = await api.graphql<{ brandPage: { total: number; items: { id: string }[] } }>(
      '{ brandPage(page: 2, pageSize: 10) { total items { id } } }',
    );
    expect(second.body.data!.brandPage).toEqual({
      total: all.length,
      items: all.slice(10, 20).map(({ id }) => ({ id })),
    });
    const refused = await api.graphql('{ brandPage(page: 1, pageSize: 101) { total } }');
    expect(refused.body.errors?.[0]).toMatchObject({ extensions: { code: 'INVALID_PAGINATION' } });
  });
});

describe('withTimeout (the render’s deadline)', () => {
  /** Whether what a listener on the signal holds is still alive once the work has ended. */
  async function heldAfterwards(run: (work: (signal: AbortSignal) => Promise<void>) => Promise<void>) {
    let held!: WeakRef<object>;
    await run(async (signal) => {
      // As React's render does: a listener on the signal that holds the whole render, never removed.
      const render = { tree: new Array(1_000).fill('nodo') };
      held = new WeakRef(render);
      signal.addEventListener('abort', () => render.tree.length);
    });
    await new Promise((resolve) => setImmediate(resolve));
    gc();
    return held.deref() !== undefined;
  }

  it('aborts work that takes too long', async () => {
    await expect(
      withTimeout(
        20,
        (signal) => new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason))),
      ),
    ).rejects.toThrow('no page after 20 ms');
  });

  it('leaves nothing behind once the work ends, though a listener stays on its signal', async () => {
    expect(await heldAfterwards((work) => withTimeout(60_000, work))).toBe(false);
    // The reason it exists: node keeps a timeout signal with listeners, and all they hold, until it fires.
    expect(await heldAfterwards((work) => work(AbortSignal.timeout(60_000)))).toBe(true);
  });
});
