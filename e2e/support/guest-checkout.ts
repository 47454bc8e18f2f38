import { expect, type Page } from '@playwright/test';

export interface GuestOrder {
  /** The order's full id (its page is /order/{id}). */
  readonly orderId: string;
  /** Its last 6 characters, shown as '#xxxxxx'. */
  readonly shortId: string;
}

export interface GuestCheckout {
  /** What the shopper types in the top bar's search. */
  readonly search: string;
  /** The product's exact name (the option chosen, then the page's heading). */
  readonly product: string;
  /** Units bought (the product page's stepper; 1 by default). */
  readonly quantity?: number;
  /** The payment method's radio card, e.g. /Yape/ or /Izipay/. */
  readonly payment: RegExp;
  /** The guest's e-mail (unique per run by default). */
  readonly email?: string;
  /** Runs on each checkout step once it is filled in, before going on (a journey's checks of that step). */
  readonly onStep?: (step: 1 | 2 | 3) => Promise<void>;
}

/**
 * A guest buys one product through the real storefront: search → product page → cart → the three
 * checkout steps → 'Pedido registrado correctamente' and the order's own page with its link to keep. Returns the
 * order's ids, read from that page's address.
 */
export async function placeGuestOrder(page: Page, order: GuestCheckout): Promise<GuestOrder> {
  await fillGuestCheckout(page, order);
  await order.onStep?.(3);
  await page.getByRole('button', { name: 'Realizar pedido' }).click();
  return placedGuestOrder(page, order.product);
}

/**
 * The guest's way up to the checkout's last step ('Resumen de pago', 'Realizar pedido' not clicked yet):
 * search → product page → cart → who orders → delivery and payment.
 */
export async function fillGuestCheckout(page: Page, order: GuestCheckout): Promise<void> {
  const { product, quantity = 1 } = order;
  await page.goto('/');

  // Browse → product → cart. Up to 1199 px the search opens from its button (the compact top bar).
  if ((page.viewportSize()?.width ?? 0) < 1200) {
    await page.getByRole('banner').first().getByRole('button', { name: 'Buscar productos' }).click();
  }
  await page.getByRole('combobox', { name: 'Buscar productos' }).fill(order.search);
  await page.getByRole('listbox', { name: 'Buscar productos' }).getByRole('option', { name: product }).click();
  await expect(page.getByRole('heading', { level: 1, name: product })).toBeVisible();
  for (let units = 1; units < quantity; units += 1) {
    await page.getByRole('button', { name: 'Aumentar cantidad' }).click();
  }
  await page.getByRole('button', { name: `Añadir al carrito: ${product}` }).click();
  await page
    .getByRole('banner')
    .first()
    .getByRole('button', { name: `Carrito, ${quantity} ${quantity === 1 ? 'producto' : 'productos'}` })
    .click();
  await page
    .getByRole('dialog', { name: 'Carrito de compras' })
    .getByRole('button', { name: 'Finalizar compra' })
    .click();

  // Checkout, step 1: who orders.
  await expect(page).toHaveURL(/\/checkout$/);
  const summary = page.getByRole('region', { name: 'Resumen de tu Orden' });
  await expect(summary).toContainText(product);
  await page.getByLabel('Nombre').fill('Lucía');
  await page.getByLabel('Apellido').fill('Quispe');
  await page.getByLabel('Email').fill(order.email ?? `lucia.${Date.now()}@correo.pe`);
  await page.getByLabel('Número de documento').fill('45678912');
  await page.getByLabel('Celular').fill('987654321');
  await order.onStep?.(1);
  await page.getByRole('button', { name: 'Siguiente' }).click();

  // Step 2: delivery and payment.
  await page.getByRole('radio', { name: order.payment }).check();
  await order.onStep?.(2);
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByRole('button', { name: 'Realizar pedido' })).toBeVisible();
}

/** After 'Realizar pedido': the success toast, /my-orders, and the order's ids read from its card. */
export async function placedGuestOrder(page: Page, product: string): Promise<GuestOrder> {
  // Exact: the toast's live-region announcement ('Notificación …') holds the same words.
  await expect(page.getByText('Pedido registrado correctamente', { exact: true })).toBeVisible();

  // Its own page (issue 27), with the link to keep; the browser remembers it for 'Mis pedidos'.
  await expect(page).toHaveURL(/\/order\/[a-z2-7]{32}$/);
  const orderId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
  const shortId = orderId.slice(-6);
  const placed = page.getByRole('region', { name: '¡Pedido registrado!' });
  await expect(placed.getByRole('textbox', { name: 'Enlace de tu pedido' })).toHaveValue(page.url());
  await expect(page.getByRole('heading', { level: 1, name: `Pedido #${shortId}` })).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: product })).toBeVisible();
  const remembered = JSON.parse(
    (await page.evaluate<string | null>("localStorage.getItem('esencia-orders')")) ?? '[]',
  ) as string[];
  expect(remembered).toContain(orderId);
  return { orderId, shortId };
}
