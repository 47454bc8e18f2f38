import { expect, test } from '@playwright/test';
import { Client } from 'pg';
import { E2E_DATABASE_URL, graphql, signInAsNewAdmin } from './support/admin';

const PRODUCT = 'Sauvage EDT 100 ml';

async function setStock(productName: string, stock: number): Promise<void> {
  const client = new Client({ connectionString: E2E_DATABASE_URL });
  await client.connect();
  try {
    const { rowCount } = await client.query('UPDATE products SET stock = $1 WHERE name = $2', [stock, productName]);
    expect(rowCount).toBe(1);
  } finally {
    await client.end();
  }
}

/**
 * Issue 9's journey: a guest browses, fills the cart, checks out paying with Yape; the order page shows it
 * pending; another browser cannot list it; when the shop processes it (an admin, through the API) the open
 * page shows the Yape instructions without a reload.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('un invitado compra con Yape y ve su pedido cambiar en vivo', async ({ page, browser, playwright }) => {
  await setStock(PRODUCT, 20);
  await page.goto('/');

  // Browse → product → cart.
  await page.getByRole('banner').first().getByRole('button', { name: 'Buscar productos' }).click();
  await page.getByRole('combobox', { name: 'Buscar productos' }).fill('sauvage');
  await page.getByRole('listbox', { name: 'Buscar productos' }).getByRole('option', { name: PRODUCT }).click();
  await expect(page.getByRole('heading', { level: 1, name: PRODUCT })).toBeVisible();
  await page.getByRole('button', { name: `Añadir al carrito: ${PRODUCT}` }).click();
  await page.getByRole('banner').first().getByRole('button', { name: 'Carrito, 1 producto' }).click();
  await page
    .getByRole('dialog', { name: 'Carrito de compras' })
    .getByRole('button', { name: 'Finalizar compra' })
    .click();

  // Checkout, step 1: who orders.
  await expect(page).toHaveURL(/\/checkout$/);
  const summary = page.getByRole('region', { name: 'Resumen de tu Orden' });
  await expect(summary).toContainText(PRODUCT);
  await page.getByLabel('Nombre').fill('Lucía');
  await page.getByLabel('Apellido').fill('Quispe');
  await page.getByLabel('Email').fill(`lucia.${Date.now()}@correo.pe`);
  await page.getByLabel('Número de documento').fill('45678912');
  await page.getByLabel('Celular').fill('987654321');
  await page.getByRole('button', { name: 'Siguiente' }).click();

  // Step 2: delivery and payment.
  await page.getByRole('radio', { name: /Yape/ }).check();
  await page.getByRole('button', { name: 'Siguiente' }).click();

  // Step 3: place it.
  await page.getByRole('button', { name: 'Realizar pedido' }).click();
  await expect(page.getByText('Pedido registrado correctamente')).toBeVisible();
  await expect(page).toHaveURL(/\/my-orders$/);

  // My orders lists it; its page says it is pending.
  const card = page.getByRole('article').filter({ hasText: PRODUCT }).first();
  await expect(card).toBeVisible();
  const shortId = (
    (await card
      .getByText(/#[a-z2-7]{6}/)
      .first()
      .textContent()) ?? ''
  )
    .replace(/.*#/, '')
    .trim();
  expect(shortId).toMatch(/^[a-z2-7]{6}$/);
  const remembered = JSON.parse(
    (await page.evaluate<string | null>("localStorage.getItem('esencia-orders')")) ?? '[]',
  ) as string[];
  const orderId = remembered.find((id) => id.endsWith(shortId))!;
  expect(orderId).toMatch(/^[a-z2-7]{32}$/);
  await page.goto(`/order/${orderId}`);
  await expect(
    page.getByText('Su solicitud de pedido ha sido registrada. En breve nuestro equipo procesará su pedido.'),
  ).toBeVisible();

  // Another browser knows nothing of it.
  const other = await browser.newContext();
  try {
    const stranger = await other.newPage();
    await stranger.goto('/my-orders');
    await expect(stranger.getByRole('heading', { level: 1, name: 'Mis Pedidos' })).toBeVisible();
    await expect(stranger.getByText('No hay pedidos en esta categoría')).toBeVisible();
    await expect(stranger.getByText(`#${shortId}`)).toHaveCount(0);
  } finally {
    await other.close();
  }

  // The shop processes it through the admin API; the open page changes without a reload.
  const admin = await playwright.request.newContext({ baseURL: new URL(page.url()).origin });
  try {
    await signInAsNewAdmin(admin);
    const changed = await graphql<{ changeOrderStatus: { __typename: string } }>(
      admin,
      'mutation ($id: ID!) { changeOrderStatus(orderId: $id, status: PROCESSING) { __typename } }',
      { id: orderId },
    );
    expect(changed.changeOrderStatus.__typename).toBe('Order');
  } finally {
    await admin.dispose();
  }
  await expect(page.getByText('El pedido ahora está en proceso.', { exact: true })).toBeVisible();
  await expect(page.getByText(/Realice el pago de S\/ [\d,.]+ con Yape escaneando el código QR\./)).toBeVisible();
  await expect(page.getByRole('img', { name: /QR/ }).first()).toBeVisible();
});
