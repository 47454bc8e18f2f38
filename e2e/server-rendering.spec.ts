import type { Page } from '@playwright/test';
import { expect, test } from './support/test';

/**
 * The catalogue's pages come rendered by the server (ADR 0010): readable and browsable with JavaScript off, and,
 * with it on, hydrated as they were drawn, without anything moving.
 */

const PHONE = { width: 390, height: 844 };
const WIDE = { width: 1280, height: 800 };

/** The layout shifts the page had so far, as Lighthouse counts them (not those right after an input). */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate<number>(`new Promise((resolve) => {
    let total = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (!entry.hadRecentInput) total += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
    setTimeout(() => resolve(total), 100);
  })`);
}

/** Hydrated: the top bar has dropped the set of actions that is not for this screen (both come from the server). */
async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('header button[aria-label^="Carrito"]')).toHaveCount(1);
}

test.describe('Páginas del catálogo dibujadas en el servidor', () => {
  test('sin JavaScript: el listado, un producto y su marca se leen y se recorren por sus enlaces', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: WIDE });
    const page = await context.newPage();

    await page.goto('/web-products');
    await expect(page.getByRole('heading', { level: 1, name: 'Productos' })).toBeVisible();
    const cards = page.getByRole('list', { name: 'Productos' }).getByRole('article');
    expect(await cards.count()).toBeGreaterThan(1);
    const first = cards.first();
    const name = (await first.getByRole('heading').textContent())!.trim();
    await expect(first).toContainText(/S\/ \d+\.\d{2}/);

    // A plain link: the product's page, from the server too.
    await first.getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('article')).toContainText(/S\/ \d+\.\d{2}/);
    await expect(page.getByRole('button', { name: `Añadir al carrito: ${name}` })).toBeVisible();

    const brandLink = page.getByRole('article').getByRole('link').first();
    const brand = (await brandLink.textContent())!.trim();
    await brandLink.click();
    await expect(page.getByRole('heading', { level: 1, name: brand })).toBeVisible();
    await expect(page.getByRole('article').first()).toContainText(/S\/ \d+\.\d{2}/);

    // The start page: the carousel's first product, with its price.
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Productos destacados' })).toContainText(/S\/ \d+\.\d{2}/);
    await context.close();
  });

  for (const [screen, viewport] of [
    ['teléfono', PHONE],
    ['pantalla ancha', WIDE],
  ] as const) {
    test(`con JavaScript en ${screen}: se hidrata sin errores y nada se mueve`, async ({ page }) => {
      await page.setViewportSize(viewport);
      // The chat widget opens by itself after a while; it floats, and is not what this journey looks at.
      await page.addInitScript("localStorage.setItem('chatWidgetHiddenUntil', String(Date.now() + 3600000))");
      for (const path of ['/', '/web-products', '/promotions']) {
        await page.goto(path);
        await hydrated(page);
        expect(await layoutShift(page), `desplazamiento del diseño en ${path}`).toBeLessThanOrEqual(0.02);
      }
      // A product page, opened as a link from elsewhere would open it; and it works once hydrated.
      const href = await page.getByRole('article').first().getByRole('link').first().getAttribute('href');
      await page.goto(href!);
      await hydrated(page);
      expect(await layoutShift(page), `desplazamiento del diseño en ${href}`).toBeLessThanOrEqual(0.02);
      await page.getByRole('button', { name: /^Añadir al carrito/ }).click();
      await expect(page.locator('header button[aria-label^="Carrito"]')).toHaveAttribute('aria-label', /1 producto/);
    });
  }

  test('los scripts de la app se piden después de pintar la primera imagen de la página', async ({ page }) => {
    await page.setViewportSize(PHONE);
    for (const path of ['/', '/web-products']) {
      await page.goto(path);
      await hydrated(page);
      // The page's largest paint (its first picture, preloaded by the server) and when each script was asked for.
      const { picture, scripts } = await page.evaluate<{
        picture: { url: string; at: number };
        scripts: { name: string; startTime: number }[];
      }>(`new Promise((resolve) => {
        new PerformanceObserver((list) => {
          const entry = list.getEntries().find((candidate) => candidate.url);
          const scripts = performance
            .getEntriesByType('resource')
            .filter((resource) => /\\/assets\\/[^/]+\\.js$/.test(resource.name))
            .map(({ name, startTime }) => ({ name, startTime }));
          if (entry) resolve({ picture: { url: entry.url, at: entry.startTime }, scripts });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      })`);
      expect(picture.url, path).toMatch(/\/files\//);
      // The entry (a few hundred bytes) comes with the page; the app (vendor, app, the page's own chunk) after.
      const app = scripts.filter(({ name }) => !/\/assets\/index-[^/]+\.js$/.test(name));
      expect(app.map(({ name }) => name).join(' '), path).toMatch(/\/assets\/vendor-/);
      for (const script of app) expect(script.startTime, `${script.name} en ${path}`).toBeGreaterThan(picture.at);
    }
  });
});
