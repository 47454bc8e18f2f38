import { type Page } from '@playwright/test';
import { expect, expectConsoleMessage, test } from './support/test';
import { setStock } from './support/database';
import { signUpThroughApi } from './support/sign-up';

test.describe('Recorrido de la tienda', () => {
  test('del inicio al detalle de un producto', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/Esencia/);
    await expect(page.getByRole('link', { name: 'Esencia, ir al inicio' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Productos destacados' })).toBeVisible();

    await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Productos' }).click();
    await expect(page).toHaveURL(/\/web-products$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Productos' })).toBeVisible();

    const productList = page.getByRole('list', { name: 'Productos' });
    const firstCard = productList.getByRole('listitem').first().getByRole('article');
    const productName = (await firstCard.getByRole('heading').textContent())?.trim() ?? '';
    expect(productName).not.toBe('');

    // The name's link covers the whole card: a click on the picture opens the product too.
    const picture = (await firstCard.getByRole('img').boundingBox())!;
    await page.mouse.click(picture.x + picture.width / 2, picture.y + picture.height / 2);
    await expect(page).toHaveURL(/\/product\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();
    await expect(
      page
        .getByRole('article')
        .getByText(/S\/ \d/)
        .first(),
    ).toBeVisible();
  });

  test('una ruta desconocida muestra la página no encontrada', async ({ page }) => {
    // The server answers the unknown address 404 (for crawlers), and the browser logs that.
    expectConsoleMessage(/status of 404 .*\/esta-ruta-no-existe/);
    await page.goto('/esta-ruta-no-existe');
    await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
    await page.getByRole('link', { name: 'Volver al inicio' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

/**
 * The cart on a phone, against the real server. The test changes a product's stock straight in the e2e
 * store's embedded PostgreSQL (playwright.config.ts: EMBEDDED_POSTGRES_PORT), as an admin would.
 */
const PHONE = { width: 390, height: 844 };
const STOCK_WARNING = 'Algunos productos han sido actualizados por cambios en stock. Por favor, revisa tu carrito.';

const topBar = (page: Page) => page.getByRole('banner').first();

/** Signs in from the phone's ☰ menu. */
async function signInOnPhone(page: Page, email: string, password: string) {
  await topBar(page).getByRole('button', { name: 'Abrir menú' }).click();
  await page.getByRole('dialog', { name: 'Menú' }).getByRole('button', { name: 'Iniciar Sesión' }).click();
  const dialog = page.getByRole('dialog', { name: 'Iniciar Sesión' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Contraseña', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await expect(dialog).toBeHidden();
}

/** Finds a product with the top bar's search and opens it. */
async function searchAndOpen(page: Page, query: string, productName: string) {
  await topBar(page).getByRole('button', { name: 'Buscar productos' }).click();
  await page.getByRole('combobox', { name: 'Buscar productos' }).fill(query);
  await page.getByRole('listbox', { name: 'Buscar productos' }).getByRole('option', { name: productName }).click();
  await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();
}

test.describe('Carrito en el teléfono', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  test("buscar 'lancome', añadir 2, el stock baja a 1: el carrito avisa y recorta la línea", async ({ page }) => {
    const product = 'Trésor EDP 100 ml';
    await setStock(product, 10);
    await page.goto('/');

    // Accents and case do not matter: 'lancome' finds Lancôme's perfumes.
    await searchAndOpen(page, 'lancome', product);
    await page.getByRole('button', { name: 'Aumentar cantidad' }).click();
    await page.getByRole('button', { name: `Añadir al carrito: ${product}` }).click();
    await expect(topBar(page).getByRole('button', { name: 'Carrito, 2 productos' })).toBeVisible();
    await expect(page.getByText('Producto añadido al carrito')).toBeVisible();

    // Someone buys most of the stock meanwhile.
    await setStock(product, 1);
    await topBar(page).getByRole('button', { name: 'Carrito, 2 productos' }).click();
    const cart = page.getByRole('dialog', { name: 'Carrito de compras' });
    await expect(cart.getByRole('alert')).toHaveText(STOCK_WARNING);
    const line = cart.getByRole('article', { name: product });
    await expect(line.getByRole('status')).toHaveText('1');
    await expect(line).toContainText('Solo queda 1 unidad: ajustamos la cantidad.');
    await expect(line.getByRole('button', { name: `Aumentar cantidad de ${product}` })).toBeDisabled();
    await expect(cart).toContainText('Subtotal (1 producto)');

    // The cut cart is what the browser keeps (a reload shows one unit).
    await page.reload();
    await expect(topBar(page).getByRole('button', { name: 'Carrito, 1 producto' })).toBeVisible();
  });

  test('el carrito de una cuenta aparece en otro dispositivo al iniciar sesión', async ({ page, browser }) => {
    const product = 'Idôle EDP 50 ml';
    await setStock(product, 10);
    const email = `carrito.${Date.now()}-${Math.floor(Math.random() * 1e6)}@correo.pe`;
    const password = 'Aroma-Nocturno-2026';
    await signUpThroughApi(page.request, email, password);

    // First phone: sign in, add the product, the account saves it.
    await page.goto('/');
    await signInOnPhone(page, email, password);
    await searchAndOpen(page, 'idole', product);
    const saved = page.waitForResponse(
      (response) => response.url().endsWith('/graphql') && (response.request().postData() ?? '').includes('SaveCart'),
    );
    await page.getByRole('button', { name: `Añadir al carrito: ${product}` }).click();
    await expect(topBar(page).getByRole('button', { name: 'Carrito, 1 producto' })).toBeVisible();
    await saved;

    // Second device: a fresh browser, empty cart until the same account signs in.
    const other = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    try {
      const phone = await other.newPage();
      await phone.goto('/');
      await expect(topBar(phone).getByRole('button', { name: 'Carrito, vacío' })).toBeVisible();
      await signInOnPhone(phone, email, password);
      await expect(topBar(phone).getByRole('button', { name: 'Carrito, 1 producto' })).toBeVisible();
      await topBar(phone).getByRole('button', { name: 'Carrito, 1 producto' }).click();
      await expect(
        phone.getByRole('dialog', { name: 'Carrito de compras' }).getByRole('article', { name: product }),
      ).toBeVisible();

      // Signing out empties this browser's cart.
      await phone.keyboard.press('Escape');
      await topBar(phone).getByRole('button', { name: 'Abrir menú' }).click();
      await phone.getByRole('dialog', { name: 'Menú' }).getByRole('button', { name: 'Cerrar sesión' }).click();
      await expect(topBar(phone).getByRole('button', { name: 'Carrito, vacío' })).toBeVisible();
      const origin = (await other.storageState()).origins.find((entry) => entry.origin.startsWith('http://localhost'));
      expect(origin?.localStorage.find((item) => item.name === 'shopping-cart')).toBeUndefined();
    } finally {
      await other.close();
    }
  });
});
