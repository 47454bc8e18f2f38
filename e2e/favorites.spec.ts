import { setPrice, setStock, stockOf } from './support/database';
import { reachableControls } from './support/layout';
import { signUpThroughApi } from './support/sign-up';
import { expect, test } from './support/test';

const PRODUCT = 'Sauvage EDT 100 ml';

test("'Mis favoritos' en un teléfono de 320×568: el corazón pide iniciar sesión, el favorito aparece con el precio de hoy y cuánto bajó, va al carrito y se quita", async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 568 });
  const email = `favoritos.${Date.now()}-${Math.floor(Math.random() * 1e6)}@correo.pe`;
  const password = 'Aroma-Nocturno-2026';
  await signUpThroughApi(page.request, email, password);
  const stockBefore = await stockOf(PRODUCT);
  const priceBefore = await setPrice(PRODUCT, 45_600);
  try {
    await setStock(PRODUCT, 5);
    await page.goto('/');
    const topBar = page.getByRole('banner');
    await topBar.getByRole('button', { name: 'Buscar productos' }).click();
    await page.getByRole('combobox', { name: 'Buscar productos' }).fill('sauvage');
    await page.getByRole('listbox', { name: 'Buscar productos' }).getByRole('option', { name: PRODUCT }).click();
    await expect(page.getByRole('heading', { level: 1, name: PRODUCT })).toBeVisible();

    // A guest's heart opens the sign-in on the same page; once signed in, the product is a favourite.
    const heart = page.getByRole('button', { name: 'Agregar a favoritos', exact: true });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    const dialog = page.getByRole('dialog', { name: 'Iniciar Sesión' });
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Contraseña', { exact: true }).fill(password);
    await dialog.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Quitar de favoritos', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // From the phone's menu to 'Mis favoritos', at the price of the moment.
    await topBar.getByRole('button', { name: 'Abrir menú' }).click();
    await page.getByRole('dialog', { name: 'Menú' }).getByRole('link', { name: 'Mis favoritos' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mis favoritos' })).toBeVisible();
    const list = page.getByRole('list', { name: 'Mis favoritos' });
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list).toContainText('S/ 456.00');

    // The shop lowers the price: the list shows today's, and how much less than the day it was hearted.
    await setPrice(PRODUCT, 39_900);
    await page.reload();
    await expect(list).toContainText('S/ 399.00');
    await expect(list).not.toContainText('S/ 456.00');
    await expect(list).toContainText('Bajó S/ 57.00 desde que lo guardaste');
    // On a small phone the card's buttons are below the fold: scrolled to, nothing (the chat) lies over them.
    await list.getByRole('button', { name: `Quitar: ${PRODUCT}` }).scrollIntoViewIfNeeded();
    const { checked, covered } = await reachableControls(page.locator('main'));
    expect(checked).toEqual(expect.arrayContaining([`Añadir al carrito: ${PRODUCT}`, `Quitar: ${PRODUCT}`]));
    expect(covered).toEqual([]);

    await list.getByRole('button', { name: `Añadir al carrito: ${PRODUCT}` }).click();
    await expect(topBar.getByRole('button', { name: 'Carrito, 1 producto' })).toBeVisible();

    await list.getByRole('button', { name: `Quitar: ${PRODUCT}` }).click();
    await expect(page.getByText('Aún no tienes favoritos')).toBeVisible();
  } finally {
    await setPrice(PRODUCT, priceBefore);
    await setStock(PRODUCT, stockBefore);
  }
});
