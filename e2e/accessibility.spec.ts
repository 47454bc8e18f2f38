import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { SCREENS } from './support/layout';
import { expect, test } from './support/test';

/**
 * axe-core (the engine behind Lighthouse's accessibility audit) over the pages a shopper lands on, on a phone and
 * a laptop: WCAG 2.1 A and AA and axe's best practices, plus "label in name" (WCAG 2.5.3), which axe keeps among
 * its experimental rules and Lighthouse runs without weighing it — the product cards' summary label once broke it
 * with the score still at 100.
 */

/** Evaluated through the debugger rather than added as a script tag, which the store's CSP rightly refuses. */
const AXE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  readonly id: string;
  readonly help: string;
  readonly nodes: ReadonlyArray<{ readonly target: readonly string[] }>;
}

async function violations(page: Page): Promise<string[]> {
  await page.evaluate(AXE);
  const found = await page.evaluate(async () => {
    const { axe } = globalThis as unknown as {
      axe: { run(options: object): Promise<{ violations: Violation[] }> };
    };
    const result = await axe.run({
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
      rules: { 'label-content-name-mismatch': { enabled: true } },
    });
    return result.violations;
  });
  return found.map(
    (violation) =>
      `${violation.id} (${violation.help}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

for (const [screen, settings] of Object.entries(SCREENS)) {
  test.describe(`Accesibilidad (${screen})`, () => {
    test.use(settings);

    test('inicio, catálogo, búsqueda y ficha de producto: axe no encuentra nada', async ({ page }) => {
      // The chat's invitation opens by itself after a while; it is checked closed, as a shopper first sees the page.
      await page.addInitScript("localStorage.setItem('chatWidgetHiddenUntil', String(Date.now() + 3600000))");
      for (const path of ['/', '/web-products', '/buscar?q=dior']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        expect(await violations(page), path).toEqual([]);
      }
      await page.goto('/web-products');
      const card = page.getByRole('list', { name: 'Productos' }).getByRole('link').first();
      await card.click();
      await expect(page).toHaveURL(/\/product\/[^/]+$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await violations(page), 'ficha de producto').toEqual([]);
    });
  });
}
