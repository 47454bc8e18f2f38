import { expect, test } from '@playwright/test';

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
    const firstCard = productList.getByRole('listitem').first().getByRole('link');
    const productName = (await firstCard.getByRole('heading').textContent())?.trim() ?? '';
    expect(productName).not.toBe('');

    await firstCard.click();
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
    await page.goto('/esta-ruta-no-existe');
    await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
    await page.getByRole('link', { name: 'Volver al inicio' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
