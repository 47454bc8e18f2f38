import { expect, test } from './support/test';
import { graphql, signInAsNewAdmin } from './support/admin';
import { setStock } from './support/database';
import { placeGuestOrder } from './support/guest-checkout';
import { latestMail } from './support/outbox';

const PRODUCT = 'Sauvage EDT 100 ml';

/**
 * Issue 9's journey: a guest browses, fills the cart, checks out paying with Yape and lands on the order's page,
 * pending, paid once the shop confirms it (the e-mail says the same); another browser cannot list it; when the shop
 * processes it (an admin, through the API) the open page shows the Yape instructions and the receipt upload without
 * a reload.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('un invitado compra con Yape y ve su pedido cambiar en vivo', async ({ page, browser, playwright }) => {
  await setStock(PRODUCT, 20);

  // Browse → product → cart → the three checkout steps → my-orders lists it.
  const email = `lucia.${Date.now()}@correo.pe`;
  const { orderId, shortId } = await placeGuestOrder(page, {
    search: 'sauvage',
    product: PRODUCT,
    payment: /Yape/,
    email,
  });

  // Its page (where the checkout landed) says it is pending and that it is paid once the shop confirms it; nothing
  // to upload yet. The confirmation e-mail tells the same (issue 27: it said to transfer at once).
  await expect(
    page.getByText('Su solicitud de pedido ha sido registrada. En breve nuestro equipo procesará su pedido.'),
  ).toBeVisible();
  const nextStep = page.getByText(/^Cuando confirmemos tu pedido verás en la página del pedido cómo pagar/);
  await expect(nextStep).toContainText('No necesitas pagar todavía.');
  await expect(page.getByRole('button', { name: 'Subir comprobante' })).toHaveCount(0);
  await expect
    .poll(() => latestMail(email, `Recibimos tu pedido #${shortId}`))
    .toContain((await nextStep.textContent()) ?? '');

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
  // Now there is something to pay: the receipt's photo can be sent.
  await expect(page.getByRole('button', { name: 'Subir comprobante' })).toBeVisible();
});
