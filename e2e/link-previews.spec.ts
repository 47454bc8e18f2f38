import { expect, expectConsoleMessage, test } from './support/test';

/** What WhatsApp, Facebook and search engines read: the first HTML, without running JavaScript. */
test.describe('Vista previa de enlaces y buscadores', () => {
  test('una ficha de producto trae su título, precio, imagen y datos schema.org en el primer HTML', async ({
    request,
    page,
    baseURL,
  }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const productUrl = /<loc>([^<]+\/product\/[^<]+)<\/loc>/.exec(sitemap)?.[1];
    expect(productUrl).toBeDefined();
    const path = new URL(productUrl!).pathname;

    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    const title = /<title>(.+) — Esencia<\/title>/.exec(html)?.[1];
    expect(title).toBeDefined();
    expect(html).toMatch(/<meta name="description" content="S\/ \d/);
    expect(html).toContain(`<link rel="canonical" href="${baseURL}${path}">`);
    expect(html).toMatch(new RegExp(`<meta property="og:image" content="${baseURL}/files/[^"]+fmt=jpeg">`));
    const jsonLd = /<script type="application\/ld\+json">(.+?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(jsonLd!)).toMatchObject({ '@type': 'Product', offers: { priceCurrency: 'PEN' } });

    // The link-preview picture is a real JPEG.
    const picture = await request.get(/content="([^"]+fmt=jpeg)"/.exec(html)![1]!.replace(/&amp;/g, '&'));
    expect(picture.headers()['content-type']).toBe('image/jpeg');

    // The same page in a browser: the app renders it, the JSON-LD breaks no CSP rule, the main image goes first.
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.text().startsWith('CSP')) violations.push(message.text());
    });
    // Runs in the page (a script string: this file is type-checked without the DOM library).
    await page.addInitScript({
      content:
        "document.addEventListener('securitypolicyviolation', (e) => console.error('CSP ' + e.violatedDirective));",
    });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.locator('img[fetchpriority="high"]')).toHaveCount(1);
    expect(violations).toEqual([]);
  });

  test('las rutas desconocidas responden 404 con la página no encontrada; robots.txt es texto', async ({
    request,
    page,
  }) => {
    expect((await request.get('/esta-ruta-no-existe')).status()).toBe(404);
    expect((await request.get('/product/00000000-0000-4000-8000-000000000000')).status()).toBe(404);
    const robots = await request.get('/robots.txt');
    expect(robots.headers()['content-type']).toContain('text/plain');
    expect(await robots.text()).toContain('Disallow: /admin');
    expect((await request.get('/favicon.ico')).status()).toBe(200);

    // The server answers the unknown address 404 (for crawlers), and the browser logs that.
    expectConsoleMessage(/status of 404 .*\/esta-ruta-no-existe/);
    await page.goto('/esta-ruta-no-existe');
    await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
  });
});
