import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { openAdminSection, signInAsNewAdminInUi } from './support/admin-ui';
import { cartReminderLinkToken, restockLinkToken, setOnSale, setStock } from './support/database';
import { placeGuestOrder } from './support/guest-checkout';
import { animationsEnded, SCREENS } from './support/layout';
import { signUpInDialog } from './support/sign-up';
import { expect, expectConsoleMessage, test } from './support/test';

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

/**
 * `openSelect`: a kit Select's list is open. Radix makes that list modal, as a native select's is (focus stays in
 * it, the page takes no pointer, Escape or a choice closes it), and hides the page from assistive technology
 * meanwhile (`aria-hidden`, marked `data-aria-hidden`). axe excuses exactly that for an open modal dialog, but it
 * knows a modal only by role=dialog or aria-modal, which a listbox may not carry: so it reports the hidden page's
 * focusable elements (aria-hidden-focus), its hidden h1 (page-has-heading-one) and the list, the combobox's popup,
 * outside the page's landmarks (region). Those findings, on those nodes only, are set aside; any other counts.
 */
async function violations(page: Page, { openSelect = false } = {}): Promise<string[]> {
  await page.evaluate(AXE);
  // Colours are judged as they settle: a dialog fading in is a frame of low contrast, not the page's. A scan during
  // which something started to move (the brands' strip bringing its next brand in, fading from transparent) read
  // a frame of that too, and is made again once it has settled.
  for (let scan = 1; ; scan += 1) {
    await animationsEnded(page);
    const { moved, found } = await scanOnce(page, openSelect);
    if (!moved || scan === 3) {
      return found.map(
        (violation) =>
          `${violation.id} (${violation.help}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
    }
  }
}

/** One axe run (see `violations`), and whether an animation or a transition started on the page meanwhile. */
async function scanOnce(page: Page, openSelect: boolean): Promise<{ moved: boolean; found: Violation[] }> {
  return page.evaluate(async (modalList) => {
    interface Found {
      closest(selector: string): Found | null;
    }
    const { axe, document } = globalThis as unknown as {
      axe: { run(options: object): Promise<{ violations: Violation[] }> };
      document: {
        querySelector(selector: string): Found | null;
        addEventListener(type: string, listener: () => void, capture: boolean): void;
        removeEventListener(type: string, listener: () => void, capture: boolean): void;
        getAnimations(): { playState: string; effect: { getComputedTiming(): { endTime?: number | string } } | null }[];
      };
    };
    // Something that started between the wait for the animations and this task moves already: it counts too
    // (the brands' strip fading its next brand in there was scanned as low contrast).
    let moved = document.getAnimations().some((animation) => {
      const end = animation.effect?.getComputedTiming().endTime;
      return animation.playState === 'running' && typeof end === 'number' && Number.isFinite(end);
    });
    const started = () => {
      moved = true;
    };
    const starts = ['animationstart', 'transitionrun'];
    starts.forEach((type) => document.addEventListener(type, started, true));
    const result = await axe
      .run({
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
        rules: { 'label-content-name-mismatch': { enabled: true } },
      })
      .finally(() => starts.forEach((type) => document.removeEventListener(type, started, true)));
    if (!modalList) return { moved, found: result.violations };
    const at = (target: readonly string[]) => document.querySelector(target.join(' '));
    const setAside: Record<string, (target: readonly string[]) => boolean> = {
      'aria-hidden-focus': (target) => at(target)?.closest('[data-aria-hidden="true"]') != null,
      'page-has-heading-one': () => document.querySelector('[data-aria-hidden="true"] h1') != null,
      region: (target) => at(target)?.closest('[role="listbox"]') != null,
    };
    const found = result.violations
      .map((violation) => ({
        ...violation,
        nodes: violation.nodes.filter((node) => !setAside[violation.id]?.(node.target)),
      }))
      .filter((violation) => violation.nodes.length > 0);
    return { moved, found };
  }, openSelect);
}

/** Opens 'Iniciar Sesión' as a shopper does: from the top bar, or from the ☰ menu on a phone (checked on the way). */
async function openSignIn(page: Page, { phone, onMenu }: { phone: boolean; onMenu?: () => Promise<void> }) {
  const banner = page.getByRole('banner').first();
  if (phone) {
    await banner.getByRole('button', { name: 'Abrir menú' }).click();
    await expect(page.getByRole('dialog', { name: 'Menú' })).toBeVisible();
    await onMenu?.();
    await page.getByRole('dialog', { name: 'Menú' }).getByRole('button', { name: 'Iniciar Sesión' }).click();
  } else {
    await banner.getByRole('button', { name: 'Iniciar Sesión' }).click();
  }
  const signIn = page.getByRole('dialog', { name: 'Iniciar Sesión' });
  await expect(signIn).toBeVisible();
  return signIn;
}

/**
 * From 'Iniciar Sesión' on the home page, `link` opens the step `dialog` ('Registro', 'Recuperar contraseña'):
 * checked as it opens, and once `submit` sent it empty (its errors shown). Returns the step, still open.
 */
async function authStepSentEmpty(
  page: Page,
  phone: boolean,
  { link, dialog, submit }: { link: string; dialog: string; submit: string },
): Promise<Locator> {
  await page.goto('/');
  await (await openSignIn(page, { phone })).getByRole('button', { name: link }).click();
  const step = page.getByRole('dialog', { name: dialog });
  await expect(step).toBeVisible();
  expect(await violations(page), dialog).toEqual([]);
  await step.getByRole('button', { name: submit }).click();
  await expect(step.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  expect(await violations(page), `${dialog}, con errores`).toEqual([]);
  return step;
}

/** An admin screen has its data: nothing says 'Cargando…' and nothing is busy. */
async function adminLoaded(page: Page): Promise<void> {
  await expect(page.getByText(/^Cargando/)).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** Opens each admin dialog from its section's button (the first one that matches) and checks it with axe. */
async function expectAdminDialogsClean(
  page: Page,
  phone: boolean,
  dialogs: ReadonlyArray<{ section: string; button: string | RegExp; dialog: string | RegExp }>,
): Promise<void> {
  for (const { section, button, dialog } of dialogs) {
    await openAdminSection(page, section, { phone });
    await page.getByRole('button', { name: button }).first().click();
    await expect(page.getByRole('dialog', { name: dialog })).toBeVisible();
    await adminLoaded(page);
    expect(await violations(page), String(dialog)).toEqual([]);
    // Reloaded rather than closed: some dialogs ask before dropping what was typed.
    await page.reload();
  }
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
      const catalogue = ['/', '/web-products', '/promotions', '/buscar?q=dior', '/buscar?q=zzxqw'];
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
      await page
        .getByRole('button', { name: /^Ampliar imagen: / })
        .first()
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(await violations(page), 'imagen ampliada').toEqual([]);

      await page.goto('/web-products');
      await page.getByRole('button', { name: 'Categorías' }).click();
      await page
        .getByRole('dialog', { name: 'Catálogo' })
        .getByRole('region', { name: 'Categorías' })
        .getByRole('link')
        .first()
        .click();
      await expect(page).toHaveURL(/\/category\/[^/?]+/);
      await expect(
        page
          .getByRole('list', { name: /Productos/ })
          .or(page.getByText('No hay productos disponibles en esta categoría.')),
      ).toBeVisible();
      expect(await violations(page), 'página de una categoría').toEqual([]);
    });

    test('páginas sueltas: no encontrada, /order sin número; el aviso de reposición pedido en un producto agotado y su enlace (vigente y vencido), axe no encuentra nada', async ({
      page,
    }) => {
      // The server answers the unknown address 404 (for crawlers), and the browser logs that.
      expectConsoleMessage(/status of 404 .*\/esta-ruta-no-existe/);
      await page.goto('/esta-ruta-no-existe');
      await expect(page.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
      expect(await violations(page), 'página no encontrada').toEqual([]);

      await page.goto('/order');
      await expect(page.getByText('ID de pedido no proporcionado')).toBeVisible();
      expect(await violations(page), '/order sin número').toEqual([]);

      // 'Avísame cuando vuelva' on a sold-out product's page, sent without an e-mail (the server's message under
      // the field).
      await setStock('Dylan Blue EDT 100 ml', 0);
      try {
        await page.goto('/buscar?q=dylan');
        await page.getByRole('link', { name: 'Dylan Blue EDT 100 ml' }).first().click();
        const offer = page.getByRole('form', { name: 'Avísame cuando vuelva: Dylan Blue EDT 100 ml' });
        await expect(offer).toBeVisible();
        expect(await violations(page), 'producto agotado').toEqual([]);
        await offer.getByRole('button', { name: 'Avísame cuando vuelva' }).click();
        await expect(offer.getByLabel('Tu email')).toHaveAttribute('aria-invalid', 'true');
        expect(await violations(page), 'producto agotado, aviso sin email').toEqual([]);
      } finally {
        await setStock('Dylan Blue EDT 100 ml', 10);
      }

      // The e-mailed link: before and after confirming (the product is in stock again, so its notice goes at
      // once and the request is done), then a link past its 48 hours.
      await page.goto(`/avisame/${await restockLinkToken('Dylan Blue EDT 100 ml')}`);
      const confirm = page.getByRole('button', { name: 'Confirmar aviso' });
      await expect(confirm).toBeVisible();
      expect(await violations(page), 'aviso por confirmar').toEqual([]);
      await confirm.click();
      await expect(page.getByRole('heading', { level: 1, name: 'Aviso confirmado' })).toBeVisible();
      expect(await violations(page), 'aviso confirmado').toEqual([]);
      await page.goto(`/avisame/${await restockLinkToken('Dylan Blue EDT 100 ml', { hoursAgo: 49 })}`);
      await page.getByRole('button', { name: 'Confirmar aviso' }).click();
      await expect(page.getByText(/no es válido o ya venció/)).toBeVisible();
      expect(await violations(page), 'aviso vencido').toEqual([]);
    });

    test('la cuenta de una compradora: registro (con sus errores y el código), menú, perfil, mis pedidos vacío, la baja de recordatorios y la recuperación de la contraseña, axe no encuentra nada', async ({
      page,
    }) => {
      const email = `cuenta.${Date.now()}-${Math.floor(Math.random() * 1e6)}@correo.pe`;
      const banner = page.getByRole('banner').first();
      // A guest without orders.
      await page.goto('/my-orders');
      await expect(page.getByText('No hay pedidos en esta categoría')).toBeVisible();
      expect(await violations(page), 'mis pedidos, invitada sin pedidos').toEqual([]);

      // 'Regístrate', sent empty first, then the e-mailed code's step.
      await authStepSentEmpty(page, phone, {
        link: 'Regístrate',
        dialog: 'Registro',
        submit: 'Registrarse',
      });
      await signUpInDialog(page, {
        email,
        password: 'Aroma-Nocturno-2026',
        onConfirmStep: async () => expect(await violations(page), 'Confirmar Registro').toEqual([]),
      });

      // Signed in: the account's menu (in the ☰ menu on a phone), the profile, Mis pedidos without orders.
      if (phone) {
        await banner.getByRole('button', { name: 'Abrir menú' }).click();
        await expect(page.getByRole('dialog', { name: 'Menú' }).getByText(email)).toBeVisible();
      } else {
        await banner.getByRole('button', { name: /^Hola, / }).click();
        await expect(page.getByRole('menu').getByText(email)).toBeVisible();
      }
      expect(await violations(page), 'menú de la cuenta').toEqual([]);
      await page.goto('/profile');
      await expect(page.getByRole('heading', { level: 1, name: 'Mi Perfil' })).toBeVisible();
      await expect(page.getByRole('checkbox', { name: 'Recordarme mi carrito guardado' })).toBeChecked();
      expect(await violations(page), 'perfil').toEqual([]);
      await page.goto('/my-orders');
      await expect(page.getByRole('group', { name: 'Filtrar por estado' })).toBeVisible();
      await expect(page.getByText('No hay pedidos en esta categoría')).toBeVisible();
      expect(await violations(page), 'mis pedidos, cuenta sin pedidos').toEqual([]);

      // The saved-cart reminder's unsubscribe link, and one that is not valid.
      await page.goto(`/baja-recordatorios/${await cartReminderLinkToken(email)}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Recordatorios desactivados' })).toBeVisible();
      expect(await violations(page), 'baja de recordatorios').toEqual([]);
      await page.goto('/baja-recordatorios/enlace-que-no-existe');
      await expect(page.getByText(/El enlace no es válido/)).toBeVisible();
      expect(await violations(page), 'baja de recordatorios, enlace no válido').toEqual([]);

      // Signed out: '¿Olvidaste tu contraseña?', sent empty first, then the step with the e-mailed code.
      await page.context().clearCookies();
      const forgot = await authStepSentEmpty(page, phone, {
        link: '¿Olvidaste tu contraseña?',
        dialog: 'Recuperar contraseña',
        submit: 'Enviar código',
      });
      await forgot.getByLabel('Email').fill(email);
      await forgot.getByRole('button', { name: 'Enviar código' }).click();
      const reset = page.getByRole('dialog', { name: 'Restablecer contraseña' });
      await expect(reset).toBeVisible();
      expect(await violations(page), 'Restablecer contraseña').toEqual([]);
      // Sent empty: each field's message under it.
      await reset.getByRole('button', { name: 'Guardar contraseña' }).click();
      await expect(reset.getByLabel('Código', { exact: true })).toHaveAttribute('aria-invalid', 'true');
      await expect(reset.getByLabel('Nueva Contraseña')).toHaveAttribute('aria-invalid', 'true');
      expect(await violations(page), 'Restablecer contraseña, con errores').toEqual([]);
      // A code that is not the e-mailed one: the server's message.
      await reset.getByLabel('Código', { exact: true }).fill('000000');
      await reset.getByLabel('Nueva Contraseña').fill('Otra-Esencia-Nocturna-2026');
      await reset.getByRole('button', { name: 'Guardar contraseña' }).click();
      await expect(reset.getByRole('alert')).toBeVisible();
      expect(await violations(page), 'Restablecer contraseña, código incorrecto').toEqual([]);
    });

    test('las historias a pantalla completa, en curso y en pausa: axe no encuentra nada', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('button', { name: /^Historias/ }).click();
      const viewer = page.getByRole('dialog', { name: 'Historias' });
      await expect(viewer.getByRole('button', { name: 'Pausar' })).toBeVisible();
      expect(await violations(page), 'historias').toEqual([]);
      await viewer.getByRole('button', { name: 'Pausar' }).click();
      await expect(viewer.getByRole('button', { name: 'Reproducir' })).toBeVisible();
      expect(await violations(page), 'historia en pausa').toEqual([]);

      // A shared link to a story that is gone.
      await page.goto('/?story=historia-que-ya-no-esta');
      await expect(page.getByRole('dialog', { name: 'Historias' }).getByRole('status')).toHaveText(
        'Esta historia ya no está disponible',
      );
      expect(await violations(page), 'historia no disponible').toEqual([]);
    });

    test('paneles abiertos: menú, inicio de sesión, catálogo, sugerencias y carrito, axe no encuentra nada', async ({
      page,
    }) => {
      await page.goto('/');
      const banner = page.getByRole('banner').first();
      const signIn = await openSignIn(page, {
        phone,
        onMenu: async () => expect(await violations(page), 'menú').toEqual([]),
      });
      expect(await violations(page), 'inicio de sesión').toEqual([]);
      await page.keyboard.press('Escape');
      await expect(signIn).toBeHidden();

      await page.goto('/web-products');
      await page.getByRole('button', { name: 'Categorías' }).click();
      await expect(page.getByRole('dialog', { name: 'Catálogo' })).toBeVisible();
      expect(await violations(page), 'catálogo').toEqual([]);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog', { name: 'Catálogo' })).toBeHidden();
      await page.getByRole('combobox', { name: 'Ordenar por' }).click();
      await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
      expect(await violations(page, { openSelect: true }), 'ordenar por').toEqual([]);
      await page.keyboard.press('Escape');

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

      // The checkout's first step with its required fields left empty ('Siguiente' stays off until the step is
      // valid): each one shown invalid, with its message under it.
      await page
        .getByRole('dialog', { name: 'Carrito de compras' })
        .getByRole('button', { name: 'Finalizar compra' })
        .click();
      const identification = page.getByRole('form', { name: 'Identificación' });
      for (const field of ['Nombre', 'Apellido', 'Email', 'Número de documento', 'Celular']) {
        await identification.getByLabel(field).focus();
        await identification.getByLabel(field).blur();
      }
      await expect(identification.getByLabel('Nombre')).toHaveAccessibleDescription('Ingrese su nombre');
      await expect(identification.getByLabel('Celular')).toHaveAttribute('aria-invalid', 'true');
      expect(await violations(page), 'checkout, paso 1 con errores').toEqual([]);
    });

    test('el carrito con un producto agotado y otro que ya no se vende: axe no encuentra nada', async ({ page }) => {
      const [kept, soldOut, offSale] = ['Dylan Blue EDT 100 ml', 'Invictus EDT 100 ml', 'Trésor EDP 100 ml'];
      for (const product of [kept, soldOut, offSale]) await setStock(product, 10);
      const banner = page.getByRole('banner').first();
      for (const [index, product] of [kept, soldOut, offSale].entries()) {
        await page.goto(`/buscar?q=${encodeURIComponent(product)}`);
        await page.getByRole('button', { name: `Añadir al carrito: ${product}` }).click();
        const count = index + 1;
        await expect(
          banner.getByRole('button', { name: `Carrito, ${count} ${count === 1 ? 'producto' : 'productos'}` }),
        ).toBeVisible();
      }
      // Meanwhile one sells out and the shop takes the other off sale: the cart says so and keeps the rest.
      await setStock(soldOut, 0);
      await setOnSale(offSale, false);
      try {
        await banner.getByRole('button', { name: 'Carrito, 3 productos' }).click();
        const cart = page.getByRole('dialog', { name: 'Carrito de compras' });
        await expect(cart.getByRole('alert')).toContainText('cambios en stock');
        await expect(cart.getByRole('article')).toHaveCount(1);
        await expect(cart.getByRole('article', { name: kept })).toBeVisible();
        expect(await violations(page), 'carrito con un producto agotado').toEqual([]);
      } finally {
        await setStock(soldOut, 10);
        await setOnSale(offSale, true);
      }
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

    // The sections, the product forms and the story forms are three tests: together they made 17 scans and 9
    // reloads, 32 s of the 60 quietly on this machine and past them under load.
    test('administración: cada sección, su menú y un filtro, axe no encuentra nada', async ({ page }) => {
      await signInAsNewAdminInUi(page, {
        phone,
        onNewPassword: async () => expect(await violations(page), 'Cambiar Contraseña').toEqual([]),
      });
      await adminLoaded(page);
      expect(await violations(page), 'Dashboard').toEqual([]);
      if (phone) {
        await page.getByRole('button', { name: 'Menú de administración' }).click();
        await expect(page.getByRole('dialog', { name: 'Administración' })).toBeVisible();
        expect(await violations(page), 'menú de administración').toEqual([]);
        await page.keyboard.press('Escape');
      }
      for (const section of ['Productos', 'Historias', 'Pedidos', 'Marcas', 'Categorías', 'Configuración']) {
        await openAdminSection(page, section, { phone });
        await adminLoaded(page);
        expect(await violations(page), section).toEqual([]);
      }
      await openAdminSection(page, 'Productos', { phone });
      await page.getByRole('combobox', { name: 'Estado' }).click();
      await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
      expect(await violations(page, { openSelect: true }), 'filtro por estado').toEqual([]);
      await page.keyboard.press('Escape');
    });

    test('administración: los formularios de productos, axe no encuentra nada', async ({ page }) => {
      await signInAsNewAdminInUi(page, { phone });
      await expectAdminDialogsClean(page, phone, [
        { section: 'Productos', button: 'Nuevo producto', dialog: 'Nuevo producto' },
        { section: 'Productos', button: /^Editar /, dialog: /^Editar producto/ },
        { section: 'Productos', button: /^Movimientos de stock de /, dialog: 'Movimientos de stock' },
        { section: 'Productos', button: /^Ver imágenes de /, dialog: /./ },
        { section: 'Productos', button: /^Eliminar /, dialog: 'Eliminar producto' },
      ]);
    });

    test('administración: los formularios de historias, axe no encuentra nada', async ({ page }) => {
      await signInAsNewAdminInUi(page, { phone });
      await expectAdminDialogsClean(page, phone, [
        { section: 'Historias', button: 'Nueva historia', dialog: 'Nueva historia' },
        { section: 'Historias', button: /^Editar /, dialog: 'Editar historia' },
        { section: 'Historias', button: /^Vista previa de /, dialog: 'Vista previa' },
        { section: 'Historias', button: /^Eliminar /, dialog: 'Eliminar historia' },
      ]);
    });

    test('administración: marcas, categorías, un pedido (detalle, cancelar, crear uno paso a paso) y la pregunta antes de salir, axe no encuentra nada', async ({
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
      await expectAdminDialogsClean(page, phone, [
        { section: 'Marcas', button: 'Nueva marca', dialog: 'Nueva marca' },
        { section: 'Marcas', button: /^Editar /, dialog: 'Editar marca' },
        { section: 'Categorías', button: 'Nueva categoría', dialog: 'Nueva categoría' },
        { section: 'Categorías', button: /^Eliminar /, dialog: 'Eliminar categoría' },
        { section: 'Pedidos', button: `Ver pedido #${shortId}`, dialog: /Pedido/ },
        { section: 'Pedidos', button: `Cancelar pedido #${shortId}`, dialog: 'Cancelar pedido' },
        { section: 'Pedidos', button: 'Crear pedido', dialog: 'Crear pedido' },
      ]);

      // 'Crear pedido' step by step: the customer, the product search's suggestions, the lines, the payment and
      // the order created.
      await openAdminSection(page, 'Pedidos', { phone });
      await page.getByRole('button', { name: 'Crear pedido' }).click();
      const create = page.getByRole('dialog', { name: 'Crear pedido' });
      await create.getByLabel('Nombre').fill('Carmen');
      await create.getByLabel('Apellido').fill('Huamán');
      await create.getByLabel('Email').fill(`carmen.${Date.now()}@correo.pe`);
      await create.getByLabel('Celular').fill('912345678');
      await create.getByRole('button', { name: 'Siguiente' }).click();
      await create.getByRole('combobox', { name: 'Buscar productos' }).fill('dylan');
      const suggestion = create
        .getByRole('listbox', { name: 'Buscar productos' })
        .getByRole('option', { name: 'Dylan Blue EDT 100 ml' });
      await expect(suggestion).toBeVisible();
      expect(await violations(page), 'Crear pedido, sugerencias').toEqual([]);
      await suggestion.click();
      await expect(create.getByRole('list', { name: 'Productos del pedido' }).getByRole('listitem')).toHaveCount(1);
      expect(await violations(page), 'Crear pedido, productos').toEqual([]);
      await create.getByRole('button', { name: 'Siguiente' }).click();
      await create.getByRole('radio', { name: 'Yape' }).check();
      expect(await violations(page), 'Crear pedido, pago').toEqual([]);
      await create.getByRole('button', { name: 'Crear pedido' }).click();
      await expect(create.getByRole('heading', { name: /^Pedido #[a-z2-7]{6} creado$/ })).toBeVisible();
      expect(await violations(page), 'Crear pedido, creado').toEqual([]);
      await page.reload();

      // The question before dropping what was typed: 'Confirmar salida' over a form with something in it.
      await openAdminSection(page, 'Marcas', { phone });
      await page.getByRole('button', { name: 'Nueva marca' }).click();
      await page.getByRole('dialog', { name: 'Nueva marca' }).getByLabel('Nombre').fill('Marca a medias');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('alertdialog', { name: 'Confirmar salida' })).toBeVisible();
      expect(await violations(page), 'Confirmar salida').toEqual([]);
    });
  });
}
