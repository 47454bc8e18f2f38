import { expect, test } from './support/test';
import { openAdminSection, signInAsNewAdminInUi } from './support/admin-ui';
import { setStock, withDatabase } from './support/database';
import { latestMail } from './support/outbox';

/**
 * Issue 26's journey for 'Avísame cuando vuelva': a guest asks on a sold-out product's page, confirms from the
 * e-mailed link; the shop owner sees who waits on the products screen and adds a unit with '+'; the notice with
 * the product's link is in the outbox, once.
 */
test.beforeEach(async ({ page }) => {
  // The chat widget opens by itself; this journey is about the product page.
  await page.addInitScript("localStorage.setItem('chatWidgetHiddenUntil', String(Date.now() + 3600000))");
});

test('una invitada pide el aviso de un producto agotado, lo confirma; la dueña repone y le llega el aviso', async ({
  page,
  browser,
}) => {
  const email = `aviso.${Date.now()}@correo.pe`;
  const product = await withDatabase(async (client) => {
    const { rows } = await client.query<{ id: string; name: string; stock: number }>(
      `SELECT p.id, p.name, p.stock FROM products p JOIN brands b ON b.id = p.brand_id
       WHERE p.active AND b.active AND p.held = 0 AND NOT p.is_promoted ORDER BY p.name DESC LIMIT 1`,
    );
    return rows[0]!;
  });
  await setStock(product.name, 0);

  try {
    // The guest, on the sold-out product's page.
    await page.goto(`/product/${product.id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    const offer = page.getByRole('form', { name: `Avísame cuando vuelva: ${product.name}` });
    await offer.getByLabel('Tu email').fill(email);
    await offer.getByRole('button', { name: 'Avísame cuando vuelva' }).click();
    await expect(page.getByText('Te enviamos un correo: abre el enlace para confirmar el aviso.')).toBeVisible();

    // The confirmation link from the e-mail.
    await expect.poll(() => latestMail(email, 'Confirma tu aviso'), { timeout: 15_000 }).not.toBeNull();
    const confirmation = (await latestMail(email, 'Confirma tu aviso'))!;
    const link = /https?:\/\/\S+\/avisame\/\S+/.exec(confirmation)![0];
    await page.goto(new URL(link).pathname);
    await page.getByRole('button', { name: 'Confirmar aviso' }).click();
    await expect(page.getByText('Aviso confirmado: te escribiremos cuando vuelva a estar disponible.')).toBeVisible();

    // The shop owner sees who waits, and adds a unit.
    const admin = await browser.newContext();
    const adminPage = await admin.newPage();
    await signInAsNewAdminInUi(adminPage, { phone: false });
    await openAdminSection(adminPage, 'Productos', { phone: false });
    await adminPage.getByRole('textbox', { name: 'Buscar productos' }).fill(product.name);
    const row = adminPage.getByRole('row', { name: new RegExp(product.name) });
    await expect(row.getByText('1 persona espera este producto')).toBeVisible();
    await row.getByRole('button', { name: `Agregar una unidad de ${product.name}` }).click();
    await expect(row.getByText('1 persona espera este producto')).toBeHidden();
    await admin.close();

    // The notice, with the product's link, is in the outbox.
    await expect.poll(() => latestMail(email, '¡Volvió!'), { timeout: 15_000 }).not.toBeNull();
    const notice = (await latestMail(email, '¡Volvió!'))!;
    expect(notice).toContain(`/product/${product.id}`);
    expect(notice).toContain(`"${product.name}" ya está disponible de nuevo a S/`);
  } finally {
    await setStock(product.name, product.stock);
  }
});
