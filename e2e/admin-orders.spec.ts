import { readFile } from 'node:fs/promises';
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { openAdminSection, signInAsNewAdminInUi } from './support/admin-ui';
import { setStock, stockOf } from './support/database';
import { placeGuestOrder } from './support/guest-checkout';

/**
 * Issue 11's journey: a guest orders on a phone, paying with Izipay; the shop (an admin, through the
 * /admin/orders screen) processes the order, gives it a payment link and completes it. The guest's open
 * order page follows every change without a reload, and completing takes the units from the stock.
 * Then the admin registers an order for a customer ('Crear pedido') whose link opens the customer's page.
 */
const GUEST_PRODUCT = 'Invictus EDT 100 ml';
const ASSISTED_PRODUCT = 'Dylan Blue EDT 100 ml';
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;

const noChat = "localStorage.setItem('chatWidgetHiddenUntil', String(Date.now() + 3600000))";

/** A toast (or any text) shown exactly so. */
const text = (page: Page, value: string) => page.getByText(value, { exact: true });

test('el pedido de un invitado pasa por proceso, link de pago y completado en vivo; un pedido asistido abre su página', async ({
  page,
  browser,
}) => {
  const run = Date.now();
  const paymentLink = `pago.izipay.pe/e2e-${run}`;
  await setStock(GUEST_PRODUCT, 10);
  await setStock(ASSISTED_PRODUCT, 10);

  // The guest orders two units with Izipay and keeps the order's page open.
  const guestContext = await browser.newContext(PHONE);
  try {
    const guest = await guestContext.newPage();
    await guest.addInitScript(noChat);
    const { orderId, shortId } = await placeGuestOrder(guest, {
      search: 'invictus',
      product: GUEST_PRODUCT,
      quantity: 2,
      payment: /Izipay/,
      email: `rosa.${run}@correo.pe`,
    });
    await guest.goto(`/order/${orderId}`);
    await expect(
      text(guest, 'Su solicitud de pedido ha sido registrada. En breve nuestro equipo procesará su pedido.'),
    ).toBeVisible();

    // The admin finds it on /admin/orders.
    await page.addInitScript(noChat);
    await signInAsNewAdminInUi(page, { phone: false });
    await openAdminSection(page, 'Pedidos', { phone: false });
    await page.getByLabel('Buscar pedidos').fill(shortId);
    const row = page
      .getByRole('table', { name: 'Pedidos' })
      .getByRole('row')
      .filter({ hasText: `#${shortId}` });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Pendiente');
    await expect(row).toContainText('Izipay');

    // Process: the guest's page says so and waits for the payment link.
    await row.getByRole('button', { name: `Procesar pedido #${shortId}` }).click();
    await expect(text(page, `Orden ${shortId} actualizada a En Proceso`)).toBeVisible();
    await expect(row).toContainText('En Proceso');
    await expect(text(guest, 'El pedido ahora está en proceso.')).toBeVisible();
    await expect(text(guest, 'Su link de pago se está generando, pronto estará disponible.')).toBeVisible();

    // The payment link (no scheme: https:// is added); the guest's page offers 'Realizar pago'.
    await row.getByRole('button', { name: `Ver pedido #${shortId}` }).click();
    const details = page.getByRole('dialog', { name: `Pedido #${shortId}` });
    await expect(details.getByRole('region', { name: 'Productos' })).toContainText(GUEST_PRODUCT);
    await details.getByRole('textbox', { name: 'Link de pago' }).fill(paymentLink);
    await details.getByRole('button', { name: 'Guardar link de pago' }).click();
    await expect(text(page, 'Enlace de pago actualizado correctamente')).toBeVisible();
    await expect(details.getByRole('textbox', { name: 'Link de pago' })).toHaveValue(`https://${paymentLink}`);
    await expect(text(guest, 'El link de pago ya está disponible.')).toBeVisible();
    await expect(text(guest, 'Link listo')).toBeVisible();
    await expect(guest.getByRole('link', { name: /^Realizar pago/ })).toHaveAttribute('href', `https://${paymentLink}`);

    // Complete: the stock falls by the two units, the guest's page shows it completed.
    await details.getByRole('button', { name: `Completar pedido #${shortId}` }).click();
    await expect(text(page, `Orden ${shortId} actualizada a Completada`)).toBeVisible();
    await expect(text(guest, '¡El pedido ha sido completado!')).toBeVisible();
    await expect(text(guest, 'Pago completado con éxito.')).toBeVisible();
    expect(await stockOf(GUEST_PRODUCT)).toBe(8);
    await expect(details.getByRole('list', { name: 'Historial de estados' }).getByRole('listitem')).toHaveCount(2);

    // Closing asks first.
    await details.getByRole('button', { name: 'Cerrar' }).first().click();
    await page.getByRole('alertdialog', { name: 'Confirmar salida' }).getByRole('button', { name: 'Salir' }).click();
    await expect(details).toBeHidden();
    await expect(row).toContainText('Completada');

    // 'Exportar CSV' downloads the list as the screen filters it (the search: this order), for the accountant.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Exportar CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('pedidos.csv');
    const csv = (await readFile(await download.path())).toString('utf8');
    expect(csv.startsWith('\uFEFFFecha,Pedido,Estado,Cliente,')).toBe(true);
    const exported = csv.split('\r\n').slice(1, -1);
    expect(exported).toEqual([expect.stringContaining(`,#${shortId},Completada,`)]);
    expect(exported[0]).toContain(',Izipay,');

    // An assisted order: customer → products → payment; its link opens the customer's order page.
    await page.getByRole('button', { name: 'Crear pedido' }).click();
    const create = page.getByRole('dialog', { name: 'Crear pedido' });
    await create.getByLabel('Nombre').fill('Carmen');
    await create.getByLabel('Apellido').fill('Huamán');
    await create.getByLabel('Email').fill(`carmen.${run}@correo.pe`);
    await create.getByLabel('Celular').fill('912345678');
    await create.getByRole('button', { name: 'Siguiente' }).click();
    await create.getByRole('combobox', { name: 'Buscar productos' }).fill('dylan');
    await create
      .getByRole('listbox', { name: 'Buscar productos' })
      .getByRole('option', { name: ASSISTED_PRODUCT })
      .click();
    await expect(create.getByRole('list', { name: 'Productos del pedido' }).getByRole('listitem')).toHaveCount(1);
    await create.getByRole('button', { name: 'Siguiente' }).click();
    await create.getByRole('radio', { name: 'Yape' }).check();
    await create.getByRole('button', { name: 'Crear pedido' }).click();
    const created = create.getByRole('heading', { name: /^Pedido #[a-z2-7]{6} creado$/ });
    await expect(created).toBeVisible();
    const assistedShortId = ((await created.textContent()) ?? '').replace(/^Pedido #|\s*creado$/g, '');
    const link = await create.getByLabel('Link del pedido').inputValue();
    expect(link).toMatch(new RegExp(`^${new URL(page.url()).origin}/order/[a-z2-7]{26}${assistedShortId}$`));

    const customer = await guestContext.newPage();
    await customer.goto(link);
    await expect(customer.getByText(`#${assistedShortId}`).first()).toBeVisible();
    await expect(customer.getByText(ASSISTED_PRODUCT).first()).toBeVisible();
    await expect(
      text(customer, 'Su solicitud de pedido ha sido registrada. En breve nuestro equipo procesará su pedido.'),
    ).toBeVisible();
  } finally {
    await guestContext.close();
  }
});
