import sharp from 'sharp';
import { LocalFileStorage } from '../../infrastructure/storage/local-file-storage';
import { fixedClock, startTestStore, type TestStore } from '../testing/test-store';
import { metaContent, writeTestWebBuild } from '../testing/web-build';

// 10:00 in Lima on 2026-11-22.
const NOW = '2026-11-22T15:00:00Z';

const PRODUCT_QUERY = /* GraphQL */ `
  query ($id: ID!) {
    product(id: $id) {
      name
      stock
      price {
        cents
        formatted
      }
      imageUrl
      brand {
        name
      }
    }
  }
`;

interface ProductFacts {
  name: string;
  stock: number;
  price: { cents: number; formatted: string };
  imageUrl: string | null;
  brand: { name: string } | null;
}

/** Vite's manifest of the test build: the entry and two pages sharing a chunk the entry does not load. */
const MANIFEST = {
  'index.html': { file: 'assets/app.js', isEntry: true, imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/shared-s1.js', css: ['assets/shared-s1.css'] },
  '_gallery.js': { file: 'assets/gallery-g1.js' },
  'src/pages/product-detail/ProductDetailPage.tsx': {
    file: 'assets/ProductDetailPage-p1.js',
    imports: ['index.html', '_shared.js', '_gallery.js'],
    css: ['assets/ProductDetailPage-p1.css'],
  },
  'src/pages/home/HomePage.tsx': { file: 'assets/HomePage-h1.js', imports: ['index.html', '_gallery.js'] },
};

/** The JSON-LD data blocks of a page, parsed. */
function structuredData(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

describe('HTTP: pages with their head tags, 404s, sitemap, robots and image variants', () => {
  let api: TestStore;
  const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) =>
    api.store.dataSource.query(query, params) as Promise<T[]>;
  /** Switches one row off (TypeORM answers UPDATE … RETURNING as [rows, count], hence SELECT first). */
  async function deactivate(table: 'products' | 'brands', order: string): Promise<string> {
    const [row] = await sql<{ id: string }>(`SELECT id FROM ${table} WHERE active ORDER BY ${order} LIMIT 1`);
    await sql(`UPDATE ${table} SET active = false WHERE id = $1`, [row!.id]);
    return row!.id;
  }
  const get = (route: string, headers: Record<string, string> = {}) => fetch(`${api.url}${route}`, { headers });

  async function activeProduct(where = 'stock > 0'): Promise<{ id: string; facts: ProductFacts }> {
    const [row] = await sql<{ id: string }>(
      `SELECT id FROM products WHERE active AND ${where} ORDER BY position LIMIT 1`,
    );
    const { body } = await api.graphql<{ product: ProductFacts }>(PRODUCT_QUERY, { id: row!.id });
    return { id: row!.id, facts: body.data!.product };
  }

  beforeAll(async () => {
    const webDir = writeTestWebBuild({ manifest: MANIFEST });
    api = await startTestStore({ clock: fixedClock(NOW), seed: true, webDir, trustProxy: true });
  });

  afterAll(() => api.stop());

  describe('a product page, as a link preview or a search engine reads it (no JavaScript)', () => {
    it('carries its title, description with the price, canonical URL and absolute og:image', async () => {
      const { id, facts } = await activeProduct();
      const response = await get(`/product/${id}`);
      const html = await response.text();
      // Its statements (the head's and the rendering's) are counted exactly in server-rendering.spec.ts.

      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(html).toContain('<div id="root">');
      expect(html.match(/<title>/g)).toHaveLength(1);
      expect(html).toContain(`<title>${facts.name} — Esencia</title>`);
      expect(html.match(/<meta name="description"/g)).toHaveLength(1);
      const description = metaContent(html, 'description')!;
      expect(description.startsWith(facts.price.formatted)).toBe(true);
      expect(description.length).toBeLessThanOrEqual(155);
      expect(html).toContain(`<link rel="canonical" href="${api.url}/product/${id}">`);
      expect(metaContent(html, 'og:type')).toBe('product');
      expect(metaContent(html, 'og:title')).toBe(facts.name);
      expect(metaContent(html, 'og:url')).toBe(`${api.url}/product/${id}`);
      expect(metaContent(html, 'og:image')).toBe(`${api.url}${facts.imageUrl}?w=1280&amp;fmt=jpeg`);
      expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
      expect(metaContent(html, 'product:price:currency')).toBe('PEN');
      // The built page's own inline script is still there, so its CSP hash still matches.
      expect(html).toContain("<script>document.documentElement.setAttribute('data-theme', 'light');</script>");
    });

    it('has schema.org Product data with the price in PEN and the availability', async () => {
      const inStock = await activeProduct('stock > 0');
      const [product] = structuredData(await (await get(`/product/${inStock.id}`)).text());
      expect(product).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: inStock.facts.name,
        brand: { '@type': 'Brand', name: inStock.facts.brand!.name },
        image: [`${api.url}${inStock.facts.imageUrl}?w=1280&fmt=jpeg`],
        offers: {
          '@type': 'Offer',
          price: (inStock.facts.price.cents / 100).toFixed(2),
          priceCurrency: 'PEN',
          availability: 'https://schema.org/InStock',
          url: `${api.url}/product/${inStock.id}`,
        },
      });

      const soldOut = await activeProduct('stock = 0');
      const [soldOutData] = structuredData(await (await get(`/product/${soldOut.id}`)).text());
      expect(soldOutData).toMatchObject({ offers: { availability: 'https://schema.org/OutOfStock' } });
    });

    it('preloads the main image the gallery shows first', async () => {
      const { id, facts } = await activeProduct();
      const html = await (await get(`/product/${id}`)).text();
      // The demo images are SVG: no variants, the file itself is preloaded.
      expect(html).toContain(`<link rel="preload" as="image" href="${facts.imageUrl}" fetchpriority="high">`);

      await sql(`UPDATE products SET image_keys = '{products/foto.jpg}' WHERE id = $1`, [id]);
      const photo = await (await get(`/product/${id}`)).text();
      expect(photo).toContain(
        '<link rel="preload" as="image" href="/files/products/foto.jpg" imagesrcset="/files/products/foto.jpg?w=320&amp;fmt=webp 320w, ',
      );
      expect(photo).toContain(
        'imagesizes="(min-width: 1240px) 580px, (min-width: 860px) 50vw, 100vw" fetchpriority="high">',
      );
    });

    it('preloads the page’s own chunks and CSS (not the entry’s) after the entry’s tags', async () => {
      const { id } = await activeProduct();
      const html = await (await get(`/product/${id}`)).text();
      const links = html.match(/<link rel="(?:modulepreload|stylesheet)"[^>]*>/g);
      expect(links).toEqual([
        '<link rel="modulepreload" crossorigin href="/assets/ProductDetailPage-p1.js">',
        '<link rel="modulepreload" crossorigin href="/assets/gallery-g1.js">',
        '<link rel="stylesheet" crossorigin href="/assets/ProductDetailPage-p1.css">',
      ]);
      expect(html.indexOf('<script>document.documentElement')).toBeLessThan(html.indexOf(links![0]!));
      expect(html.indexOf(links![2]!)).toBeLessThan(html.indexOf('</head>'));
      // The manifest itself is not served.
      expect((await get('/.vite/manifest.json')).status).toBe(404);
    });

    it('escapes everything it injects: a product name cannot open a tag or end the JSON-LD block', async () => {
      const { id } = await activeProduct();
      const name = `</title><script>alert("nombre")</script>`;
      const description = `Notas de </script><script>alert('descripción')</script> & "ámbar"`;
      await sql('UPDATE products SET name = $2, description = $3 WHERE id = $1', [id, name, description]);

      const html = await (await get(`/product/${id}`)).text();
      expect(html).not.toContain('<script>alert');
      expect(html).toContain(
        '<title>&lt;/title&gt;&lt;script&gt;alert(&quot;nombre&quot;)&lt;/script&gt; — Esencia</title>',
      );
      // The theme script, the JSON-LD and the app's module (this build has no server bundle: no data block).
      expect(html.match(/<\/script>/g)).toHaveLength(3);
      expect(structuredData(html)[0]).toMatchObject({ name, description });
    });
  });

  it('answers 404 with the app (and noindex) for missing or inactive products, brands and categories', async () => {
    const inactive = await deactivate('products', 'position DESC');
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const route of [
      `/product/${missing}`,
      '/product/no-es-un-id',
      `/product/${inactive}`,
      `/brand/${missing}`,
      `/category/${missing}`,
      '/ruta/que/no/existe',
      '/product',
      '/product/a/b',
    ]) {
      const response = await get(route);
      expect({ route, status: response.status }).toEqual({ route, status: 404 });
      const html = await response.text();
      expect(html).toContain('<div id="root">');
      expect(html).toContain('<meta name="robots" content="noindex">');
      expect(html).toContain('<title>Página no encontrada — Esencia</title>');
      // A missing product's page does not preload the product page's chunks.
      expect({ route, preloads: html.match(/<link rel="(?:modulepreload|stylesheet)"/g) }).toEqual({
        route,
        preloads: null,
      });
    }
  });

  it('describes brand and category pages from one query each', async () => {
    const [brand] = await sql<{ id: string; name: string }>(
      'SELECT id, name FROM brands WHERE active ORDER BY name LIMIT 1',
    );
    // Its statements (the head's one and the rendering's) are counted exactly in server-rendering.spec.ts.
    const brandHtml = await (await get(`/brand/${brand!.id}?name=Otra`)).text();
    expect(brandHtml).toContain(`<title>${brand!.name} — Esencia</title>`);
    expect(brandHtml).toContain(`<link rel="canonical" href="${api.url}/brand/${brand!.id}">`);
    expect(metaContent(brandHtml, 'og:image')).toMatch(
      new RegExp(`^${api.url}/files/brands/.+\\.svg\\?w=1280&amp;fmt=jpeg$`),
    );

    const [category] = await sql<{ id: string; name: string }>('SELECT id, name FROM categories WHERE active LIMIT 1');
    const response = await get(`/category/${category!.id}`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(`<title>${category!.name} — Esencia</title>`);
  });

  it('serves the static pages with their own head, without reflecting the query string', async () => {
    const cases: [string, string][] = [
      ['/', '<title>Esencia — Perfumería</title>'],
      ['/web-products?sort=%3Cscript%3Ex%3C/script%3E&page=2', '<title>Productos — Esencia</title>'],
      ['/promotions', '<title>Promociones — Esencia</title>'],
      ['/faq', '<title>Esencia — Perfumería</title>'],
      ['/web-products/', '<title>Productos — Esencia</title>'],
    ];
    // Their heads read nothing; the rendering's statements are counted in server-rendering.spec.ts.
    for (const [route, title] of cases) {
      const response = await get(route);
      const html = await response.text();
      expect({ route, status: response.status }).toEqual({ route, status: 200 });
      expect(html).toContain(title);
      expect(html).not.toContain('sort=');
      expect(html).not.toContain('noindex');
      expect(metaContent(html, 'og:image')).toBe(`${api.url}/og-image.png`);
    }
    const products = await (await get('/web-products?page=2')).text();
    expect(products).toContain(`<link rel="canonical" href="${api.url}/web-products">`);
    expect(metaContent(await (await get('/')).text(), 'description')).toBe(
      'Esencia: perfumes originales con envío en todo el Perú.',
    );
  });

  it('serves private pages and redirects without indexing them', async () => {
    for (const route of [
      '/profile',
      '/checkout',
      '/my-orders',
      '/favoritos',
      '/order',
      '/order/abcdefghijklmnopqrstuvwxyz234567',
      '/admin',
      '/admin/productos',
      '/brand',
    ]) {
      const response = await get(route);
      expect({ route, status: response.status }).toEqual({ route, status: 200 });
      expect(await response.text()).toContain('<meta name="robots" content="noindex">');
    }
  });

  it("names an order page 'Pedido #xxxxxx' with no personal data; a malformed order id is a 404", async () => {
    // Whether or not the order exists, the head is the same: nothing about it is read for the preview.
    const id = 'abcdefghijklmnopqrstuvwxyz234567';
    const response = await get(`/order/${id}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>Pedido #234567 — Esencia</title>');
    expect(metaContent(html, 'og:title')).toBe('Pedido #234567 — Esencia');
    expect(metaContent(html, 'og:description')).toBe('Pedido #234567 — Esencia');
    expect(metaContent(html, 'description')).toBe('Pedido #234567 — Esencia');
    expect(metaContent(html, 'robots')).toBe('noindex');
    expect(html).toContain(`<link rel="canonical" href="${api.url}/order/${id}">`);
    expect(html).not.toContain('application/ld+json');

    for (const malformed of ['/order/abc123', `/order/${id.toUpperCase()}`, `/order/${id}0`]) {
      const refused = await get(malformed);
      expect({ malformed, status: refused.status }).toEqual({ malformed, status: 404 });
      expect(await refused.text()).toContain('<title>Página no encontrada — Esencia</title>');
    }
  });

  it('takes the public address from configuration only, never from Host or X-Forwarded-Host (issue 25)', async () => {
    const { id } = await activeProduct();
    const proxied = await (
      await get(`/product/${id}`, { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'tienda.pe' })
    ).text();
    // No PUBLIC_URL here: the fixed local default, whatever the proxy says.
    expect(proxied).toContain(`<link rel="canonical" href="${api.url}/product/${id}">`);
    expect(proxied).not.toContain('tienda.pe');

    const forged = await (await get('/', { 'x-forwarded-host': 'evil.pe"><script>x()</script>' })).text();
    expect(forged).toContain(`<link rel="canonical" href="${api.url}/">`);
    expect(forged).not.toContain('evil');
  });

  it('lists active products, brands and categories in sitemap.xml, and no inactive ones', async () => {
    const hiddenProduct = await deactivate('products', 'position DESC');
    const hiddenBrand = await deactivate('brands', 'name DESC');
    const products = await sql<{ id: string }>(
      'SELECT p.id FROM products p JOIN brands b ON b.id = p.brand_id WHERE p.active AND b.active',
    );
    const [offSale] = await sql<{ id: string }>(
      'SELECT p.id FROM products p WHERE p.active AND p.brand_id = $1 LIMIT 1',
      [hiddenBrand],
    );
    const brands = await sql<{ id: string }>('SELECT id FROM brands WHERE active');
    const categories = await sql<{ id: string }>('SELECT id FROM categories WHERE active');

    api.queries.reset();
    const response = await get('/sitemap.xml');
    const xml = await response.text();
    expect(api.queries.count).toBe(1);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/xml');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual(
      expect.arrayContaining([
        `${api.url}/`,
        `${api.url}/web-products`,
        `${api.url}/promotions`,
        `${api.url}/faq`,
        `${api.url}/contacto`,
        `${api.url}/nosotros`,
        `${api.url}/pago-info`,
        `${api.url}/envio-info`,
        ...products.map((p) => `${api.url}/product/${p.id}`),
        ...brands.map((b) => `${api.url}/brand/${b.id}`),
        ...categories.map((c) => `${api.url}/category/${c.id}`),
      ]),
    );
    expect(locations).toHaveLength(8 + products.length + brands.length + categories.length);
    expect(xml).not.toContain(hiddenProduct);
    expect(xml).not.toContain(hiddenBrand);
    // An active product of the inactive brand is not on sale: out of the sitemap, and its page is a 404.
    expect(xml).not.toContain(offSale!.id);
    expect((await get(`/product/${offSale!.id}`)).status).toBe(404);
    expect(xml).toMatch(new RegExp(`<loc>${api.url}/product/${products[0]!.id}</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT`));
  });

  it('makes sitemap.xml once per catalogue change: kept compressed, whatever the query string, once for a burst', async () => {
    const made = await (await get('/sitemap.xml')).text();
    api.queries.reset();
    const again = await get('/sitemap.xml?otra=vez', { 'accept-encoding': 'br' });
    expect(again.headers.get('content-encoding')).toBe('br');
    expect(again.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(await again.text()).toBe(made);
    // The background workers' claims (mail, scheduled jobs) may land in any window: left out (a loaded CI run
    // counted 5 for the burst below).
    expect(api.queries.requestStatements).toEqual([]);

    // A change any process commits is heard (the cache's watcher is called before this one), and the next
    // requests make the sitemap again, once between them.
    const heard = new Promise<void>((resolve) => {
      const stop = api.store.catalogueChanges.watch(() => (stop(), resolve()));
    });
    const changed = await deactivate('products', 'position');
    await heard;
    api.queries.reset();
    const burst = await Promise.all(Array.from({ length: 8 }, () => get('/sitemap.xml').then((r) => r.text())));
    expect(new Set(burst).size).toBe(1);
    expect(burst[0]).not.toContain(changed);
    expect(api.queries.requestStatements).toHaveLength(1);
  });

  it('serves robots.txt as text, keeping private pages out and pointing at the sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const text = await response.text();
    for (const line of [
      'User-agent: *',
      'Allow: /',
      'Disallow: /admin',
      'Disallow: /profile',
      'Disallow: /checkout',
      'Disallow: /my-orders',
      'Disallow: /favoritos',
    ]) {
      expect(text.split('\n')).toContain(line);
    }
    expect(text).toContain(`Sitemap: ${api.url}/sitemap.xml`);
  });

  describe('image variants', () => {
    beforeAll(async () => {
      const photo = await sharp({ create: { width: 1600, height: 2000, channels: 3, background: '#6e1f3f' } })
        .jpeg()
        .toBuffer();
      await new LocalFileStorage(api.filesDir).put('products/foto.jpg', photo, 'image/jpeg');
    });

    it('serves an allowed width as WebP, with long cache headers', async () => {
      for (const width of [320, 640, 960]) {
        const response = await get(`/files/products/foto.jpg?w=${width}&fmt=webp`);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('image/webp');
        expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
        expect(meta).toMatchObject({ format: 'webp', width, height: width * 1.25 });
      }
      // Rendered once, then read back from storage: the same bytes.
      const again = await get('/files/products/foto.jpg?w=640&fmt=webp');
      expect((await sharp(Buffer.from(await again.arrayBuffer())).metadata()).width).toBe(640);
    });

    it('serves the original with the same long cache headers (a key never changes content)', async () => {
      const response = await get('/files/products/foto.jpg');
      expect(response.headers.get('content-type')).toBe('image/jpeg');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    });

    it('rasterizes SVG for link previews', async () => {
      const [row] = await sql<{ key: string }>(
        'SELECT image_keys[1] AS key FROM products WHERE image_keys[1] LIKE $1 LIMIT 1',
        ['%.svg'],
      );
      const response = await get(`/files/${row!.key}?w=1280&fmt=jpeg`);
      expect(response.headers.get('content-type')).toBe('image/jpeg');
      expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width).toBe(1280);
    });

    it('refuses other widths and formats with a Spanish message, and answers 404 for missing files', async () => {
      const wide = await get('/files/products/foto.jpg?w=4000');
      expect(wide.status).toBe(400);
      expect(await wide.text()).toBe('Ancho de imagen no permitido. Use 320, 640, 960 o 1280.');
      const gif = await get('/files/products/foto.jpg?w=320&fmt=gif');
      expect(gif.status).toBe(400);
      expect(await gif.text()).toBe('Formato de imagen no permitido. Use webp o jpeg.');
      expect((await get('/files/products/no-existe.jpg?w=320')).status).toBe(404);
      expect((await get('/files/..%2F..%2Fetc%2Fpasswd?w=320')).status).toBe(404);
    });

    it('keeps the original file unchanged without a width', async () => {
      const response = await get('/files/products/foto.jpg');
      expect(response.headers.get('content-type')).toBe('image/jpeg');
      expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width).toBe(1600);
    });
  });

  it('leaves the assets, the API and the health check as they were', async () => {
    expect((await get('/assets/app.js')).headers.get('content-type')).toContain('javascript');
    expect((await get('/healthz')).status).toBe(200);
    const { status, body } = await api.graphql('{ brands { id } }');
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
  });
});
