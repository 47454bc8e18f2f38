import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { openAdminSection, signInAsNewAdminInUi } from './support/admin-ui';
import { setStock } from './support/database';
import { fillGuestCheckout, placedGuestOrder } from './support/guest-checkout';

/**
 * Issue 24's journey: the shop holds a Yape order's units for 2 hours (/admin/settings). A guest reaches the
 * checkout's last step; meanwhile the admin raises the product's price. 'Realizar pedido' stores nothing and
 * shows the new total ('Algunos precios han cambiado…'); the guest confirms again and is charged what was
 * shown. The order page says until when the units are held, and the product's stock movements list the hold.
 */
const PRODUCT = 'Phantom EDT 100 ml';
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;

const noChat = "localStorage.setItem('chatWidgetHiddenUntil', String(Date.now() + 3600000))";

/** A toast (or any text) shown exactly so. */
const text = (page: Page, value: string) => page.getByText(value, { exact: true });

/** 'Reserva de stock' in /admin/settings: Yape's hours set and saved. */
async function holdYapeFor(page: Page, hours: string): Promise<void> {
  await openAdminSection(page, 'Configuración', { phone: false });
  const holds = page.getByRole('group', { name: 'Reserva de stock' });
  await holds.getByRole('textbox', { name: 'Yape (horas)' }).fill(hours);
  await page.getByRole('button', { name: 'Guardar configuración' }).click();
  await expect(text(page, 'Configuración guardada')).toBeVisible();
  await expect(holds.getByRole('textbox', { name: 'Yape (horas)' })).toHaveValue(hours);
}

test('con la reserva de Yape activa, un precio que cambia antes de «Realizar pedido» se muestra y se confirma de nuevo; el pedido dice hasta cuándo reserva', async ({
  page,
  browser,
}) => {
  await setStock(PRODUCT, 10);
  await page.addInitScript(noChat);
  await signInAsNewAdminInUi(page, { phone: false });
  await holdYapeFor(page, '2');

  const guestContext = await browser.newContext(PHONE);
  try {
    const guest = await guestContext.newPage();
    await guest.addInitScript(noChat);
    await fillGuestCheckout(guest, { search: 'phantom', product: PRODUCT, payment: /Yape/ });
    const summary = guest.getByRole('region', { name: 'Resumen de tu Orden' });
    const total = summary.locator('dt:text-is("Total") + dd');
    const shownFirst = (await total.textContent()) ?? '';
    expect(shownFirst).toMatch(/^S\/ [\d,.]+$/);

    // Meanwhile the admin raises its price by S/ 40.
    await openAdminSection(page, 'Productos', { phone: false });
    await page.getByRole('textbox', { name: 'Buscar productos' }).fill('phantom');
    await page.getByRole('button', { name: `Editar ${PRODUCT}` }).click();
    const form = page.getByRole('dialog', { name: /Editar producto/ });
    const price = form.getByLabel('Precio original (S/)');
    const oldPrice = Number((await price.inputValue()).replace(',', '.'));
    await price.fill(String(oldPrice + 40));
    await form.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(text(page, 'Producto actualizado con éxito')).toBeVisible();

    // The guest's first 'Realizar pedido' stores nothing and shows the new total.
    await guest.getByRole('button', { name: 'Realizar pedido' }).click();
    await expect(summary.getByText('Algunos precios han cambiado. Por favor, revisa tu orden.')).toBeVisible();
    await expect(total).not.toHaveText(shownFirst);
    const shownAgain = (await total.textContent()) ?? '';
    await expect(guest).toHaveURL(/\/checkout$/);

    // Confirmed again: placed, for the total shown the second time.
    await guest.getByRole('button', { name: 'Realizar pedido' }).click();
    const { orderId, shortId } = await placedGuestOrder(guest, PRODUCT);
    await guest.goto(`/order/${orderId}`);
    await expect(guest.getByRole('article', { name: `Pedido #${shortId}` })).toContainText(shownAgain);
    await expect(guest.getByRole('note')).toHaveText(
      /^Tus productos están reservados hasta el \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} \(hora de Lima\), mientras confirmamos tu pedido\./,
    );

    // The product's stock movements: the hold, newest first, with the order's link.
    await page.getByRole('button', { name: `Movimientos de stock de ${PRODUCT}` }).click();
    const ledger = page.getByRole('dialog', { name: 'Movimientos de stock' });
    const newest = ledger.getByRole('row').nth(1);
    await expect(newest).toContainText('Reserva de un pedido');
    await expect(newest).toContainText('+1 reservadas');
    await expect(newest.getByRole('link', { name: `Ver el pedido #${shortId}` })).toBeVisible();
    await ledger.getByRole('button', { name: 'Cerrar' }).first().click();
    await expect(ledger).toBeHidden();
  } finally {
    await guestContext.close();
  }

  // Back to the spec's behaviour for the journeys after this one.
  await holdYapeFor(page, '0');
});
