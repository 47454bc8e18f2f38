import type { Locator } from '@playwright/test';
import { graphql } from './support/admin';
import { openAdminSection, signInAsNewAdminInUi } from './support/admin-ui';
import { setStock } from './support/database';
import { fillGuestCheckout } from './support/guest-checkout';
import { placeOrderByApi } from './support/orders';
import {
  expectButtonsInside,
  expectInside,
  expectNoSidewaysScroll,
  expectNothingOver,
  expectPricesWhole,
  expectWrapsOnlyAt,
  reachableControls,
} from './support/layout';
import { expect, test } from './support/test';

/** The narrow phones every check here runs on: 320, 360 and 390 px wide. */
const PHONE_WIDTHS = [320, 360, 390] as const;
const PHONE = { viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true } as const;
const noChat = "localStorage.setItem('chatWidgetHiddenUntil', String(Date.now() + 3600000))";

test.describe('En teléfonos de 320 a 390 px', () => {
  test.use(PHONE);

  test('detalle de un pedido en el panel: nombres enteros y precios sin partir', async ({ page, request: shop }) => {
    // Three lines, one in promotion, with four-figure totals: the widest a line gets.
    const ordered = ['Trésor EDP 100 ml', 'Sauvage EDT 100 ml', 'Dylan Blue EDT 100 ml'];
    const orderId = await placeOrderByApi(
      shop,
      ordered.map((name, index) => ({ name, quantity: 3 + index * 4 })),
    );
    const shortId = orderId.slice(-6);

    await page.addInitScript(noChat);
    await signInAsNewAdminInUi(page, { phone: true });
    await openAdminSection(page, 'Pedidos', { phone: true });
    // Found by its number: after the other journeys' orders it need not be on the first page.
    await page.getByLabel('Buscar pedidos').fill(shortId);
    await page.getByRole('button', { name: `Ver pedido #${shortId}` }).click();
    const items = page
      .getByRole('dialog', { name: `Pedido #${shortId}` })
      .getByRole('list', { name: 'Productos del pedido' })
      .getByRole('listitem');
    await expect(items).toHaveCount(3);
    await expect(items.first()).toContainText('-S/40');
    for (const width of PHONE_WIDTHS) {
      await page.setViewportSize({ width, height: 640 });
      for (const [index, name] of ordered.entries()) {
        const item = items.nth(index);
        await expectWrapsOnlyAt(
          item.getByText(name, { exact: true }),
          { before: '', after: ' ' },
          `${name} a ${width} px`,
        );
        await expectPricesWhole(item, `${name} a ${width} px`);
        // The line's total, its last price; on screen, inside the line (not pushed out by the name).
        const total = item.getByText(/^S\/ [\d,]+\.\d\d$/).last();
        await expectInside(total, item, `el total de ${name} a ${width} px`);
      }
    }
  });

  for (const screen of [
    { width: 360, height: 640 },
    { width: 320, height: 568 },
  ]) {
    test(`visor de historias a ${screen.width}×${screen.height}: el producto se ve y se toca sin desplazarse`, async ({
      page,
    }) => {
      await page.setViewportSize(screen);
      await page.addInitScript(noChat);
      await page.goto('/');
      await page.getByRole('button', { name: /^Historias/ }).click();
      const viewer = page.getByRole('dialog', { name: 'Historias' });
      // Held still: the demo's first story has a product and would otherwise move on by itself.
      await viewer.getByRole('button', { name: 'Pausar' }).click();
      const card = viewer.getByRole('region', { name: 'Producto de la historia' });
      const add = card.getByRole('button', { name: 'Agregar al carrito' });
      const progress = viewer.getByRole('progressbar').first();
      const close = viewer.getByRole('button', { name: 'Cerrar historias' });

      // Wholly on screen as the viewer opens (it scrolls nothing), and nothing over it, the progress or close.
      for (const [name, target] of Object.entries({ 'la tarjeta del producto': card, progress, close })) {
        await expect(target, name).toBeInViewport({ ratio: 1 });
      }
      await expectNothingOver(page, { 'Agregar al carrito': add, 'Cerrar historias': close });
      const box = (await add.boundingBox())!;
      expect(Math.min(box.width, box.height), 'el botón se puede tocar').toBeGreaterThanOrEqual(24);

      await add.tap();
      await expect(page.getByText('Producto añadido al carrito', { exact: true })).toBeVisible();
      // The toast covers neither the card nor the close button.
      await expectNothingOver(page, { 'la tarjeta del producto': card, 'Cerrar historias': close });
      await close.tap();
      await expect(viewer).toBeHidden();
    });
  }

  for (const screen of [
    { width: 320, height: 568 },
    { width: 390, height: 844 },
    // And a laptop, the one wide screen in this file: there the toast sits in the chat's corner, bottom right.
    { width: 1280, height: 800 },
  ]) {
    test(`pedido recién registrado a ${screen.width}×${screen.height}: ni el aviso ni el chat tapan el enlace ni un botón`, async ({
      page,
    }) => {
      await page.setViewportSize(screen);
      await setStock('Sauvage EDT 100 ml', 20);
      await fillGuestCheckout(page, { search: 'sauvage', product: 'Sauvage EDT 100 ml', payment: /Yape/ });
      await page.getByRole('button', { name: 'Realizar pedido' }).click();
      const placed = page.getByRole('region', { name: '¡Pedido registrado!' });
      await expect(placed.getByRole('textbox', { name: 'Enlace de tu pedido' })).toHaveValue(/\/order\//);
      await expect(page.getByText('Pedido registrado correctamente', { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Chat de WhatsApp' })).toBeVisible();

      // As the shopper lands, and with the link scrolled to the middle of the screen, while the toast
      // shows: its close button is among the controls tapped at.
      const landed = await reachableControls(page.locator('body'));
      await placed.evaluate((element: { scrollIntoView(options: object): void }) =>
        element.scrollIntoView({ block: 'center' }),
      );
      const atTheLink = await reachableControls(page.locator('body'));
      for (const [moment, { checked }] of Object.entries({ landed, atTheLink })) {
        expect(checked, moment).toEqual(expect.arrayContaining(['Cerrar notificación', 'Chat de WhatsApp']));
      }
      expect(atTheLink.checked).toEqual(expect.arrayContaining(['Enlace de tu pedido (input)', 'Copiar enlace']));
      expect(landed.covered, 'al llegar').toEqual([]);
      expect(atTheLink.covered, 'en el enlace').toEqual([]);
    });
  }

  test('tienda a 320×568 con el chat y el aviso del carrito a la vista: nada tapa un botón, enlace ni campo', async ({
    page,
    request: shop,
  }) => {
    await page.setViewportSize({ width: 320, height: 568 });
    const orderId = await placeOrderByApi(shop, [{ name: 'Sauvage EDT 100 ml', quantity: 1 }]);
    const { categories } = await graphql<{ categories: { id: string }[] }>(shop, '{ categories { id } }');
    const banner = page.getByRole('banner').first();
    const greeting = page.getByRole('button', { name: 'Cerrar chat' });
    const chat = 'Chat de WhatsApp';
    /** Every control on screen in `scope` is reached by a tap; the floating `shown` among them (on screen, on top). */
    const expectReachable = async (where: string, shown: unknown[], scope = page.locator('body')) => {
      const { checked, covered } = await reachableControls(scope);
      expect(checked, `${where}: a la vista`).toEqual(expect.arrayContaining(shown));
      expect(covered, `${where}: tapados`).toEqual([]);
    };
    /** The page's first view (`shown` on screen), then its end: its last links clear of the chat's button. */
    const expectPageReachable = async (where: string, shown: unknown[]) => {
      // The chat comes once the page has started (its code is fetched then).
      await expect(page.getByRole('button', { name: chat, exact: true })).toBeVisible();
      await expectReachable(where, shown);
      await page.evaluate('window.scrollTo(0, document.body.scrollHeight)');
      await expectReachable(`${where}, al final`, [chat]);
      await page.evaluate('window.scrollTo(0, 0)');
    };

    // Catalogue pages: the chat's greeting opens by itself over its button (and 'Historias' on the home).
    await page.goto('/');
    await expect(greeting).toBeVisible();
    await expectPageReachable('inicio', [chat, 'Cerrar chat', expect.stringMatching(/^Historias/)]);
    await page.goto(`/category/${categories[0]!.id}`);
    await expect(greeting).toBeVisible();
    await expectPageReachable('categoría', [chat, 'Cerrar chat']);

    // The search's suggestions lie over the page and the chat on purpose: their own controls are reached.
    await banner.getByRole('button', { name: 'Buscar productos' }).click();
    await page.getByRole('combobox', { name: 'Buscar productos' }).fill('sauvage');
    const suggestions = page.getByRole('listbox', { name: 'Buscar productos' });
    await expect(suggestions.getByRole('option', { name: 'Sauvage EDT 100 ml' })).toBeVisible();
    await expectReachable('búsqueda abierta', ['Ver todos los resultados'], banner);

    await suggestions.getByRole('option', { name: 'Sauvage EDT 100 ml' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sauvage EDT 100 ml' })).toBeVisible();
    await page.getByRole('button', { name: 'Añadir al carrito: Sauvage EDT 100 ml' }).click();
    await expect(page.getByText('Producto añadido al carrito', { exact: true })).toBeVisible();
    await expectPageReachable('producto, recién añadido', [chat]);

    await banner.getByRole('button', { name: 'Carrito, 1 producto' }).click();
    const cart = page.getByRole('dialog', { name: 'Carrito de compras' });
    // Measured once the panel is all on screen (a CI run measured it while 'Cerrar carrito' and 'Finalizar compra'
    // were not yet there).
    for (const control of ['Cerrar carrito', 'Finalizar compra']) {
      await expect(cart.getByRole('button', { name: control })).toBeInViewport({ ratio: 1 });
    }
    await expectReachable('carrito', ['Finalizar compra'], cart);
    await cart.getByRole('button', { name: 'Finalizar compra' }).click();
    await expect(page.getByLabel('Nombre')).toBeVisible();
    await expectPageReachable('checkout', [chat, 'Nombre (input)']);

    // The order's page (this browser then lists it in 'Mis pedidos').
    await page.goto(`/order/${orderId}`);
    await expect(page.getByRole('article')).toBeVisible();
    await expectPageReachable('pedido', [chat]);
    await page.goto('/my-orders');
    await expect(page.getByRole('button', { name: new RegExp(`#${orderId.slice(-6)}`) }).first()).toBeVisible();
    await expectPageReachable('mis pedidos', [chat]);

    await banner.getByRole('button', { name: 'Abrir menú' }).click();
    await page.getByRole('dialog', { name: 'Menú' }).getByRole('button', { name: 'Iniciar Sesión' }).click();
    const signIn = page.getByRole('dialog', { name: 'Iniciar Sesión' });
    await expectReachable('iniciar sesión', ['Email (input)'], signIn);
  });

  test('barra superior: el logo y sus botones en una fila, de 320 a 390 px', async ({ page }) => {
    await page.addInitScript(noChat);
    await page.goto('/');
    const banner = page.getByRole('banner').first();
    const row = [
      banner.getByRole('link', { name: 'Esencia, ir al inicio' }),
      banner.getByRole('button', { name: 'Buscar productos' }),
      banner.getByRole('button', { name: /^Carrito/ }),
      banner.getByRole('button', { name: 'Abrir menú' }),
    ];
    for (const width of PHONE_WIDTHS) {
      await page.setViewportSize({ width, height: 640 });
      const middles = [];
      for (const item of row) {
        const box = (await item.boundingBox())!;
        middles.push(Math.round(box.y + box.height / 2));
      }
      // One row (at 320 px the buttons went to a row of their own: a sticky bar of 150 px on a 568 px screen).
      expect(
        Math.max(...middles) - Math.min(...middles),
        `una fila a ${width} px: ${middles.join(', ')}`,
      ).toBeLessThanOrEqual(4);
      expect((await banner.boundingBox())!.height, `alto de la barra a ${width} px`).toBeLessThanOrEqual(110);
    }
  });

  test('panel a 320×568 (sin el chat, que no se muestra allí): nada tapa un botón, enlace ni campo, tampoco un aviso', async ({
    page,
    request: shop,
  }) => {
    // A walk through seven sections and five dialogs: 35–40 s on a quiet machine.
    test.slow();
    await page.setViewportSize({ width: 320, height: 568 });
    const shortId = (await placeOrderByApi(shop, [{ name: 'Sauvage EDT 100 ml', quantity: 1 }])).slice(-6);
    await signInAsNewAdminInUi(page, { phone: true });
    const main = page.getByRole('main');
    /** Every control on screen in `scope` is reached by a tap; `shown` among them. */
    const expectReachable = async (where: string, shown: unknown[], scope = page.locator('body')) => {
      const { checked, covered } = await reachableControls(scope);
      expect(checked, `${where}: a la vista`).toEqual(expect.arrayContaining(shown));
      expect(covered, `${where}: tapados`).toEqual([]);
    };
    /** The section's first view, then its end. */
    const expectSectionReachable = async (section: string, shown: unknown[]) => {
      await expectReachable(section, shown);
      await page.evaluate('window.scrollTo(0, document.body.scrollHeight)');
      await expectReachable(`${section}, al final`, []);
      await page.evaluate('window.scrollTo(0, 0)');
    };
    /**
     * A dialog the section's `button` opens: its first view and its end, then closed with Escape ('Confirmar salida'
     * first when it `asks`: the order dialogs always do, an untouched form does not).
     */
    const expectDialogReachable = async (
      button: string | RegExp,
      dialog: string | RegExp,
      { asks = false, also }: { asks?: boolean; also?: (opened: Locator) => Promise<void> } = {},
    ) => {
      await main.getByRole('button', { name: button }).first().click();
      const opened = page.getByRole('dialog', { name: dialog });
      await expect(opened).toBeVisible();
      await also?.(opened);
      await expectReachable(String(dialog), [], opened);
      await page.evaluate(
        "document.querySelectorAll('[role=dialog] *').forEach((box) => { box.scrollTop = box.scrollHeight; })",
      );
      await expectReachable(`${String(dialog)}, al final`, [], opened);
      await page.keyboard.press('Escape');
      if (asks) {
        const leave = page.getByRole('alertdialog', { name: 'Confirmar salida' });
        await expectReachable(`${String(dialog)}, Confirmar salida`, ['Salir'], leave);
        await leave.getByRole('button', { name: 'Salir' }).click();
      }
      await expect(opened).toBeHidden();
    };

    await expectSectionReachable('Dashboard', []);
    await openAdminSection(page, 'Productos', { phone: true });
    await expectSectionReachable('Productos', ['Nuevo producto']);
    await expectDialogReachable('Nuevo producto', 'Nuevo producto');
    await expectDialogReachable(/^Movimientos de stock de /, 'Movimientos de stock');
    await openAdminSection(page, 'Historias', { phone: true });
    await expectSectionReachable('Historias', ['Nueva historia']);
    await expectDialogReachable('Nueva historia', 'Nueva historia');
    await openAdminSection(page, 'Marcas', { phone: true });
    await expectSectionReachable('Marcas', ['Nueva marca']);
    await openAdminSection(page, 'Categorías', { phone: true });
    await expectSectionReachable('Categorías', ['Nueva categoría']);
    await openAdminSection(page, 'Configuración', { phone: true });
    await expectSectionReachable('Configuración', []);

    await openAdminSection(page, 'Pedidos', { phone: true });
    await expectSectionReachable('Pedidos', ['Crear pedido']);
    await expectDialogReachable('Crear pedido', 'Crear pedido', {
      asks: true,
      // Its three steps share the row: none is cut off at the dialog's edge.
      also: (opened) => expectButtonsInside(opened.getByRole('tablist', { name: 'Pasos del pedido' }), 'los pasos'),
    });
    await page.getByLabel('Buscar pedidos').fill(shortId);
    await expectDialogReachable(`Ver pedido #${shortId}`, `Pedido #${shortId}`, { asks: true });
    // The toast of a status change lies over the top bar, never over the list's controls.
    await main.getByRole('button', { name: `Procesar pedido #${shortId}` }).click();
    await expect(page.getByText(`Orden ${shortId} actualizada a En Proceso`, { exact: true })).toBeVisible();
    await expectReachable('Pedidos, con el aviso', [`Ver pedido #${shortId}`]);
  });

  test('panel a 320 px: ninguna pantalla se desplaza de lado, las acciones caben en la columna', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 568 });
    await page.addInitScript(noChat);
    await signInAsNewAdminInUi(page, { phone: true });
    // The skip link past the menu, hidden until focused, was 342 px wide: every admin screen scrolled sideways.
    await expectNoSidewaysScroll(page);
    for (const section of ['Productos', 'Historias', 'Pedidos', 'Marcas', 'Categorías', 'Configuración']) {
      await openAdminSection(page, section, { phone: true });
      await expectNoSidewaysScroll(page);
      await expectButtonsInside(page.getByRole('main'), section);
    }
  });
});
