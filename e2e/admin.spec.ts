import { expect, test } from './support/test';
import { signInAsNewAdminInStorefront, signInAsNewAdminInUi } from './support/admin-ui';

/**
 * The owner's first sign-in: `npm run admin:create` (the real CLI, against the
 * running e2e store's embedded PostgreSQL) prints a temporary password; signing
 * in with it leads to 'Cambiar Contraseña' before anything else, then to the
 * admin area.
 */
test('un administrador nuevo cambia su contraseña temporal y entra al panel', async ({ page }) => {
  const banner = page.getByRole('banner');
  await signInAsNewAdminInUi(page, {
    phone: false,
    // Not signed in yet: the admin area is still hidden.
    onNewPassword: () => expect(banner.getByRole('link', { name: 'Admin', exact: true })).toHaveCount(0),
  });
  await expect(page).toHaveURL(/\/admin$/);
  const sidebar = page.getByRole('navigation', { name: 'Administración' });
  await expect(sidebar.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  await expect(sidebar.locator('[aria-disabled="true"]')).toHaveText([
    'ClientesPróximamente',
    'ReportesPróximamente',
    'UsuariosPróximamente',
  ]);
  await expect(page.getByRole('button', { name: 'Menú de administración' })).toBeHidden();
});

test('el panel se carga aparte de la tienda, y en el teléfono su barra lateral es un menú', async ({ page }) => {
  // The admin layout and sections are their own chunks: the storefront never asks for them.
  const adminChunks: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/(AdminLayout|adminSections|UnderConstructionPage|ComingSoonPage)-/.test(request.url())) {
      adminChunks.push(request.url());
    }
  });

  await signInAsNewAdminInStorefront(page, { phone: false });
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Admin', exact: true })).toBeVisible();
  expect(adminChunks).toEqual([]);

  await page.goto('/admin/products');
  await expect(page.getByRole('heading', { level: 1, name: 'Productos' })).toBeVisible();
  expect(adminChunks.length).toBeGreaterThan(0);
  await expect(page.getByRole('navigation', { name: 'Ruta de navegación' })).toContainText('Admin›Productos');

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('navigation', { name: 'Administración' })).toBeHidden();
  await page.getByRole('button', { name: 'Menú de administración' }).click();
  const menu = page.getByRole('dialog', { name: 'Administración' });
  await expect(menu.getByRole('link', { name: 'Productos' })).toHaveAttribute('aria-current', 'page');
  await menu.getByRole('link', { name: 'Pedidos' }).click();
  await expect(menu).toBeHidden();
  await expect(page).toHaveURL(/\/admin\/orders$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pedidos' })).toBeFocused();
});

/**
 * The 'Admin' link stays where it is while the greeting menu's chunk arrives after signing in. Its placeholder was
 * 7.5rem wide and the greeting ('Hola, duena.…') wider, so the link jumped left when the chunk came: a click aimed
 * at it as the chunk landed hit the bar beside it, and nothing opened (the accessibility journey's admin test
 * failed so on a loaded machine: no Dashboard within 10 s). The chunk is held here to see the bar before it.
 */
test("el enlace 'Admin' no se mueve cuando llega el menú del saludo", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  await page.route(/\/assets\/AccountMenu-[\w-]+\.js$/, async (route) => {
    asked = true;
    await held;
    await route.continue();
  });

  await signInAsNewAdminInStorefront(page, { phone: false });
  const banner = page.getByRole('banner').first();
  const admin = banner.getByRole('link', { name: 'Admin', exact: true });
  await expect(admin).toBeVisible();
  await expect.poll(() => asked, 'el chunk del menú se pidió').toBe(true);
  const before = await admin.boundingBox();

  release();
  await expect(banner.getByRole('button', { name: /^Hola, duena\./ })).toHaveAttribute('aria-haspopup', 'menu');
  expect(await admin.boundingBox(), "el enlace 'Admin' en su sitio").toEqual(before);
  await admin.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});
