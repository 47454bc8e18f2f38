import { setOnSale, setPrice, setStock, stockOf } from './support/database';
import { expectNothingOver, reachableControls } from './support/layout';
import { moveOrderByApi, placeOrderByApi } from './support/orders';
import { expect, test } from './support/test';

const REPRICED = 'Sauvage EDT 100 ml';
const SHORT = 'Trésor EDP 100 ml';
const OFF_SALE = 'Dylan Blue EDT 100 ml';

test("'Volver a comprar' en un teléfono de 320×568: el pedido completado vuelve al carrito a los precios de hoy, sin lo que ya no se vende", async ({
  page,
  request: shop,
}) => {
  await page.setViewportSize({ width: 320, height: 568 });
  const orderId = await placeOrderByApi(shop, [
    { name: REPRICED, quantity: 2 },
    { name: SHORT, quantity: 2 },
    { name: OFF_SALE, quantity: 1 },
  ]);
  await moveOrderByApi(orderId, 'COMPLETED');

  // Since the order: a new price, one unit left of another product, and one taken off sale.
  const stockBefore = await stockOf(SHORT);
  const priceBefore = await setPrice(REPRICED, 61234);
  try {
    await setStock(SHORT, 1);
    await setOnSale(OFF_SALE, false);

    await page.goto(`/order/${orderId}`);
    const buyAgain = page.getByRole('button', { name: 'Volver a comprar' });
    await expect(buyAgain).toBeVisible();
    // On a small phone the button is on the first view and nothing (the floating chat) lies over it.
    await expect(page.getByRole('button', { name: 'Chat de WhatsApp', exact: true })).toBeVisible();
    const { checked, covered } = await reachableControls(page.locator('body'));
    expect(checked).toContain('Volver a comprar');
    expect(covered).toEqual([]);

    // 'Mis pedidos' (this browser remembers the order it opened) offers it on the order's card too.
    await page.goto('/my-orders');
    const listed = page.getByRole('button', { name: `Volver a comprar: pedido #${orderId.slice(-6)}` });
    await listed.scrollIntoViewIfNeeded();
    const inList = await reachableControls(page.locator('body'));
    expect(inList.checked).toContain(`Volver a comprar: pedido #${orderId.slice(-6)}`);
    expect(inList.covered).toEqual([]);

    await page.goto(`/order/${orderId}`);
    await buyAgain.click();

    const cart = page.getByRole('dialog', { name: 'Carrito de compras' });
    const repriced = cart.getByRole('article', { name: REPRICED });
    await expect(repriced).toContainText('S/ 612.34');
    await expect(repriced.locator('output')).toHaveText('2');
    const cut = cart.getByRole('article', { name: SHORT });
    await expect(cut.locator('output')).toHaveText('1');
    await expect(cut).toContainText('Solo queda 1 unidad: ajustamos la cantidad.');
    await expect(cart.getByRole('article', { name: OFF_SALE })).toHaveCount(0);
    // One note at the top of the open cart, inside it (read with it, by a screen reader too): what was added and,
    // a line each, what was left out. No toast: at 320 px one lay over the cart's title and close button for 10 s.
    const note = cart.getByRole('alert');
    await expect(note.getByText('Agregamos 2 productos a tu carrito', { exact: true })).toBeVisible();
    await expect(note.getByRole('listitem')).toHaveText([
      `Solo queda 1 unidad de ${SHORT}`,
      `Ya no está disponible: ${OFF_SALE}`,
    ]);
    await expect(page.getByLabel('Notificaciones (F8)')).toHaveCount(0);
    await expectNothingOver(page, {
      'el título del carrito': cart.getByRole('heading', { name: 'Carrito de compras' }),
      'Cerrar carrito': cart.getByRole('button', { name: 'Cerrar carrito' }),
      'Finalizar compra': cart.getByRole('button', { name: 'Finalizar compra' }),
    });
    // The browser's cart holds the two lines (product and quantity only).
    const stored = JSON.parse((await page.evaluate<string | null>("localStorage.getItem('shopping-cart')")) ?? '[]');
    expect((stored as { quantity: number }[]).map((line) => line.quantity)).toEqual([2, 1]);
  } finally {
    await setOnSale(OFF_SALE, true);
    await setPrice(REPRICED, priceBefore);
    await setStock(SHORT, stockBefore);
  }
});
