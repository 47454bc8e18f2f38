import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { openAdminSection, signInAsNewAdminInUi } from './support/admin-ui';
import { setStock } from './support/database';
import { placeGuestOrder } from './support/guest-checkout';
import { animationsEnded, SCREENS } from './support/layout';
import { expect, test } from './support/test';

/**
 * axe-core (the engine behind Lighthouse's accessibility audit) over the pages a shopper and the owner use, on a
 * phone and a laptop: WCAG 2.1 A and AA and axe's best practices, plus "label in name" (WCAG 2.5.3), which axe
 * keeps among its experimental rules and Lighthouse runs without weighing it — the product cards' summary label
 * once broke it with the score still at 100.
 */

/** Evaluated through the debugger rather than added as a script tag, which the store's CSP rightly refuses. */
const AXE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  readonly id: string;
  readonly help: string;
  readonly nodes: ReadonlyArray<{ readonly target: readonly string[] }>;
}

async function violations(page: Page): Promise<string[]> {
  // Colours are judged as they settle: a dialog fading in is a frame of low contrast, not the page's.
  await animationsEnded(page);
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
  const phone = screen === 'phone';
  test.describe(`Accesibilidad (${screen})`, () => {
    test.use(settings);
    test.beforeEach(async ({ page }) => {
      // The chat's invitation opens by itself after a while; pages are checked as a shopper first sees them.
      await page.addInitScript("localStorage.setItem('chatWidgetHiddenUntil', String(Date.now() + 3600000))");
    });

    test('catálogo e información: axe no encuentra nada', async ({ page }) => {
      const catalogue = ['/', '/web-products', '/promotions', '/buscar?q=dior'];
      const information = ['/faq', '/contacto', '/nosotros', '/pago-info', '/envio-info'];
      for (const path of [...catalogue, ...information]) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        expect(await violations(page), path).toEqual([]);
      }
      await page.goto('/');
      await page.getByRole('region', { name: 'Marcas' }).getByRole('link').first().click();
      await expect(page).toHaveURL(/\/brand\/[^/]+$/);
      await expect(page.getByRole('list', { name: /Productos/ })).toBeVisible();
      expect(await violations(page), 'página de una marca').toEqual([]);
      await page
        .getByRole('list', { name: /Productos/ })
        .getByRole('link')
        .first()
        .click();
      await expect(page).toHaveURL(/\/product\/[^/]+$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await violations(page), 'ficha de producto').toEqual([]);
    });

    test('paneles abiertos: menú, inicio de sesión, catálogo, sugerencias y carrito, axe no encuentra nada', async ({
      page,
    }) => {
      await page.goto('/');
      const banner = page.getByRole('banner').first();
      if (phone) {
        await banner.getByRole('button', { name: 'Abrir menú' }).click();
        await expect(page.getByRole('dialog', { name: 'Menú' })).toBeVisible();
        expect(await violations(page), 'menú').toEqual([]);
        await page.getByRole('dialog', { name: 'Menú' }).getByRole('button', { name: 'Iniciar Sesión' }).click();
      } else {
        await banner.getByRole('button', { name: 'Iniciar Sesión' }).click();
      }
      const signIn = page.getByRole('dialog', { name: 'Iniciar Sesión' });
      await expect(signIn).toBeVisible();
      expect(await violations(page), 'inicio de sesión').toEqual([]);
      await page.keyboard.press('Escape');
      await expect(signIn).toBeHidden();

      await page.goto('/web-products');
      await page.getByRole('button', { name: 'Categorías' }).click();
      await expect(page.getByRole('dialog', { name: 'Catálogo' })).toBeVisible();
      expect(await violations(page), 'catálogo').toEqual([]);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog', { name: 'Catálogo' })).toBeHidden();

      if (phone) await banner.getByRole('button', { name: 'Buscar productos' }).click();
      await banner.getByRole('combobox', { name: 'Buscar productos' }).fill('dior');
      await expect(page.getByRole('listbox', { name: 'Buscar productos' }).getByRole('option').first()).toBeVisible();
      expect(await violations(page), 'sugerencias de búsqueda').toEqual([]);
      await page.keyboard.press('Escape');

      await setStock('Dylan Blue EDT 100 ml', 10);
      await page.goto('/buscar?q=dylan');
      await page.getByRole('button', { name: 'Añadir al carrito: Dylan Blue EDT 100 ml' }).click();
      await banner.getByRole('button', { name: 'Carrito, 1 producto' }).click();
      await expect(page.getByRole('dialog', { name: 'Carrito de compras' })).toBeVisible();
      expect(await violations(page), 'carrito').toEqual([]);
    });

    test('el chat de WhatsApp, abierto solo al llegar: axe no encuentra nada', async ({ page }) => {
      // Shown as a first visit shows it: the page opens it by itself (the panel; on a phone, its bubble).
      await page.addInitScript("localStorage.removeItem('chatWidgetHiddenUntil')");
      await page.goto('/');
      const chat = phone
        ? page.getByRole('button', { name: 'Cerrar chat' })
        : page.getByRole('region', { name: 'Chat de WhatsApp' });
      await expect(chat.first()).toBeVisible();
      expect(await violations(page), 'chat').toEqual([]);
    });

    test('checkout, pedido y mis pedidos: axe no encuentra nada', async ({ page }) => {
      await setStock('Dylan Blue EDT 100 ml', 10);
      await placeGuestOrder(page, {
        search: 'dylan',
        product: 'Dylan Blue EDT 100 ml',
        payment: /Yape/,
        onStep: async (step) => expect(await violations(page), `checkout, paso ${step}`).toEqual([]),
      });
      expect(await violations(page), 'página del pedido').toEqual([]);
      await page.goto('/my-orders');
      await expect(page.getByRole('article').first()).toBeVisible();
      expect(await violations(page), 'mis pedidos').toEqual([]);
    });

    test('administración: cada sección, sus formularios y el detalle de un pedido, axe no encuentra nada', async ({
      page,
    }) => {
      // An order to open in its section.
      await setStock('Dylan Blue EDT 100 ml', 10);
      const { shortId } = await placeGuestOrder(page, {
        search: 'dylan',
        product: 'Dylan Blue EDT 100 ml',
        payment: /Yape/,
      });
      await signInAsNewAdminInUi(page, { phone });
      const loaded = async () => {
        await expect(page.getByText(/^Cargando/)).toHaveCount(0);
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      };
      await loaded();
      expect(await violations(page), 'Dashboard').toEqual([]);
      for (const section of ['Productos', 'Historias', 'Pedidos', 'Marcas', 'Categorías', 'Configuración']) {
        await openAdminSection(page, section, { phone });
        await loaded();
        expect(await violations(page), section).toEqual([]);
      }
      const dialogs = [
        { section: 'Productos', button: 'Nuevo producto', dialog: 'Nuevo producto' },
        { section: 'Productos', button: /^Editar /, dialog: /^Editar producto/ },
        { section: 'Historias', button: 'Nueva historia', dialog: 'Nueva historia' },
        { section: 'Marcas', button: 'Nueva marca', dialog: 'Nueva marca' },
        { section: 'Pedidos', button: `Ver pedido #${shortId}`, dialog: /Pedido/ },
        { section: 'Pedidos', button: 'Crear pedido', dialog: 'Crear pedido' },
      ];
      for (const { section, button, dialog } of dialogs) {
        await openAdminSection(page, section, { phone });
        await page.getByRole('button', { name: button }).first().click();
        await expect(page.getByRole('dialog', { name: dialog })).toBeVisible();
        await loaded();
        expect(await violations(page), String(dialog)).toEqual([]);
        // Reloaded rather than closed: some dialogs ask before dropping what was typed.
        await page.reload();
      }
    });
  });
}
