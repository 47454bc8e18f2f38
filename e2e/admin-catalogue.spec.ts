import { readFile } from 'node:fs/promises';
import { type Locator, type Page } from '@playwright/test';
import { expect, expectConsoleMessage, test } from './support/test';
import sharp from 'sharp';
import { openAdminSection, signInAsNewAdminInUi } from './support/admin-ui';
import { withDatabase } from './support/database';

/**
 * Issue 10's journey, on a phone: the shop owner creates a brand with its logo, a category and a
 * product with three pictures and a promotion running today (Lima); the storefront shows it with the
 * discount and serves its picture as WebP through srcset; once the promotion has ended, 'Desactivar
 * promociones expiradas' switches it off.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test.beforeEach(async ({ page }) => {
  // The chat widget opens by itself; this journey is about the catalogue.
  await page.addInitScript("localStorage.setItem('chatWidgetHiddenUntil', String(Date.now() + 3600000))");
});

/** A real PNG of one colour (large enough for the 320 and 640 px WebP variants). */
async function png(name: string, background: string, width = 800, height = 1000) {
  const buffer = await sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

/** Chooses files through the file picker a button opens (the way a person does). */
async function chooseFiles(page: Page, button: Locator, files: Awaited<ReturnType<typeof png>>[]) {
  const chooser = page.waitForEvent('filechooser');
  await button.click();
  await (await chooser).setFiles(files);
}

/** The toast's text, found among the live notifications. */
const toast = (page: Page, text: string) => page.getByText(text, { exact: true });

test('la dueña crea marca, categoría y producto en promoción desde el teléfono; la tienda lo muestra; apaga las promociones expiradas', async ({
  page,
  browser,
}) => {
  const run = Date.now();
  const brandName = `Maison E2E ${run}`;
  const categoryName = `Nicho E2E ${run}`;
  const productName = `Ámbar Nocturno ${run} EDP 50 ml`;

  await signInAsNewAdminInUi(page, { phone: true });

  // A brand with its logo.
  await openAdminSection(page, 'Marcas', { phone: true });
  await page.getByRole('button', { name: 'Nueva marca' }).click();
  const brandDialog = page.getByRole('dialog', { name: 'Nueva marca' });
  await brandDialog.getByLabel('Nombre').fill(brandName);
  await chooseFiles(page, brandDialog.getByRole('button', { name: 'Subir logo' }), [
    await png('logo maison.png', '#8c1c3a', 400, 400),
  ]);
  await expect(brandDialog.getByRole('img', { name: `Logo de ${brandName}` })).toBeVisible();
  await brandDialog.getByRole('button', { name: 'Crear marca' }).click();
  await expect(toast(page, 'Marca creada con éxito')).toBeVisible();
  await expect(brandDialog).toBeHidden();
  const brandCard = page.getByRole('list', { name: 'Marcas' }).getByRole('article', { name: brandName });
  await expect(brandCard).toContainText('Activa');
  const logo = brandCard.getByRole('img', { name: `Logo de ${brandName}` });
  await expect(logo).toHaveAttribute('src', /\/files\/brands\/\d{13}-logo-maison\.\w+$/);
  // The stored logo loads (lazily: once its card is on screen).
  await logo.scrollIntoViewIfNeeded();
  await expect.poll(() => logo.evaluate((image: { naturalWidth: number }) => image.naturalWidth)).toBe(400);

  // A category.
  await openAdminSection(page, 'Categorías', { phone: true });
  await page.getByRole('button', { name: 'Nueva categoría' }).click();
  const categoryDialog = page.getByRole('dialog', { name: 'Nueva categoría' });
  await categoryDialog.getByLabel('Nombre').fill(categoryName);
  await categoryDialog.getByLabel('Descripción').fill('Fragancias de autor para la prueba.');
  await categoryDialog.getByRole('button', { name: 'Crear categoría' }).click();
  await expect(toast(page, 'Categoría creada con éxito')).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Categorías' }).getByRole('article', { name: categoryName }),
  ).toBeVisible();

  // A product with three pictures and a 20 % promotion for today.
  await openAdminSection(page, 'Productos', { phone: true });
  await page.getByRole('button', { name: 'Nuevo producto' }).click();
  const productDialog = page.getByRole('dialog', { name: 'Nuevo producto' });
  await productDialog.getByLabel('Nombre').fill(productName);
  // On a phone the brand is found by typing (a shop may have hundreds): Enter picks the one that matches.
  await productDialog.getByRole('searchbox', { name: 'Filtrar marcas' }).fill(brandName);
  await productDialog.getByRole('searchbox', { name: 'Filtrar marcas' }).press('Enter');
  await expect(productDialog.getByLabel('Marca', { exact: true }).locator('option:checked')).toHaveText(brandName);
  await productDialog.getByLabel('Descripción').fill('Ámbar, **vainilla** y madera de cedro.');
  await productDialog.getByRole('checkbox', { name: categoryName }).check();
  await productDialog.getByLabel('Precio original (S/)').fill('250');
  await productDialog.getByLabel('Stock', { exact: true }).fill('12');
  await chooseFiles(page, productDialog.getByRole('button', { name: 'Agregar imágenes' }), [
    await png('frasco frente.png', '#c9a227'),
    await png('frasco lado.png', '#5b3a29'),
    await png('caja.png', '#1d3557'),
  ]);
  const pictures = productDialog.getByRole('list', { name: 'Imágenes del producto' }).getByRole('listitem');
  await expect(pictures).toHaveCount(3);
  await productDialog.getByRole('checkbox', { name: 'Aplicar promoción' }).check();
  await productDialog.getByLabel('Descuento (%)').fill('20');
  // Single day, today in Lima: what the form proposes.
  const todayInLima = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Lima' }).format(new Date());
  await expect(productDialog.getByLabel('Fecha de la promoción')).toHaveValue(todayInLima);
  await expect(productDialog.getByRole('status', { name: 'Precio final' })).toContainText('S/ 200.00');
  await productDialog.getByRole('button', { name: 'Crear producto' }).click();
  await expect(toast(page, 'Producto creado con éxito')).toBeVisible();
  await expect(productDialog).toBeHidden();
  const productCard = page.getByRole('list', { name: 'Productos' }).getByRole('article', { name: productName });
  // The new product is first, marked 'Nuevo' and on screen (issue 27: it landed somewhere down the list).
  await expect(page.getByRole('list', { name: 'Productos' }).getByRole('article').first()).toHaveAccessibleName(
    productName,
  );
  await expect(productCard.getByText('Nuevo', { exact: true })).toBeInViewport();
  await expect(productCard).toContainText(brandName);
  await expect(productCard).toContainText('-20%');
  await expect(productCard).toContainText('Activa');
  // 25 products a page, by position: a shop finds one by its name, which stays in the address.
  await page.getByRole('textbox', { name: 'Buscar productos' }).fill(productName);
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(productCard).toContainText('Activa');

  // The accountant's stock ledger: the product's own from its dialog, and every product's from the screen; both
  // hold its creation with its 12 units, by this admin.
  const createdLine = new RegExp(
    `^\\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2},${productName},[0-9a-f-]{36},${brandName},Producto creado,12,12,0,0,,[^,@]+@[^,]+$`,
  );
  const downloadedLines = async (link: Locator, fileName: string) => {
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe(fileName);
    const csv = (await readFile(await download.path())).toString('utf8');
    expect(csv.startsWith('\uFEFFFecha,Producto,ID del producto,Marca,Motivo,Cambio,Stock resultante,')).toBe(true);
    return csv.split('\r\n').slice(1, -1);
  };
  await productCard.getByRole('button', { name: `Movimientos de stock de ${productName}` }).click();
  const ledger = page.getByRole('dialog', { name: 'Movimientos de stock' });
  await expect(ledger).toContainText('Producto creado');
  const own = await downloadedLines(ledger.getByRole('link', { name: 'Exportar CSV' }), 'movimientos-de-stock.csv');
  expect(own).toEqual([expect.stringMatching(createdLine)]);
  await ledger.getByRole('button', { name: 'Cerrar' }).first().click();
  await expect(ledger).toBeHidden();
  const every = await downloadedLines(
    page.getByRole('link', { name: 'Exportar movimientos (CSV)' }),
    'movimientos-de-stock.csv',
  );
  expect(every.filter((line) => createdLine.test(line))).toHaveLength(1);
  expect(every.length).toBeGreaterThan(1);

  // The storefront: its page, with the discount and its pictures as WebP variants.
  const webp: string[] = [];
  page.on('response', (response) => {
    if (/\/files\/products\/.*[?&]fmt=webp/.test(response.url()) && response.ok()) {
      if (response.headers()['content-type'] === 'image/webp') webp.push(response.url());
    }
  });
  await page.goto('/');
  await page.getByRole('banner').first().getByRole('button', { name: 'Buscar productos' }).click();
  await page.getByRole('combobox', { name: 'Buscar productos' }).fill(`ambar nocturno ${run}`);
  await page.getByRole('listbox', { name: 'Buscar productos' }).getByRole('option', { name: productName }).click();
  await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();
  const productUrl = page.url();
  const detail = page.getByRole('article', { name: productName });
  await expect(detail.getByText('Descuento -20%', { exact: true })).toBeVisible();
  await expect(detail).toContainText('S/ 200.00');
  await expect(detail.getByRole('button', { name: /^Ver imagen \d de 3$/ })).toHaveCount(3);
  const mainImage = detail.getByRole('button', { name: /^Ampliar imagen/ }).getByRole('img');
  await expect(mainImage).toHaveAttribute('src', /\/files\/products\/\d{13}-0-frasco-frente\.\w+$/);
  await expect(mainImage).toHaveAttribute(
    'srcset',
    /\/files\/products\/\d{13}-0-frasco-frente\.\w+\?w=320&fmt=webp 320w/,
  );
  await expect
    .poll(() => mainImage.evaluate((image: { currentSrc: string }) => image.currentSrc))
    .toMatch(/\/files\/products\/\d{13}-0-frasco-frente\.\w+\?w=\d+&fmt=webp$/);
  await expect.poll(() => webp.some((url) => /\d{13}-0-frasco-frente\.\w+\?w=\d+&fmt=webp$/.test(url))).toBe(true);

  // Its brand's page lists it with the promotion's badge.
  await detail.getByRole('link', { name: brandName }).click();
  await expect(page.getByRole('heading', { level: 1, name: brandName })).toBeVisible();
  await expect(page.getByRole('link', { name: productName })).toHaveAccessibleDescription(/Descuento -20%/);

  // The promotion ends (its dates move into the past) and the bulk switch-off turns it off.
  const expired = await withDatabase(async (client) => {
    const today = `(now() AT TIME ZONE 'America/Lima')::date`;
    const { rowCount } = await client.query(
      `UPDATE products SET promotion_start_date = ${today} - 10, promotion_end_date = ${today} - 3 WHERE name = $1`,
      [productName],
    );
    expect(rowCount).toBe(1);
    const { rows } = await client.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM products WHERE is_promoted AND archived_at IS NULL
         AND promotion_start_date IS NOT NULL AND promotion_end_date < ${today}`,
    );
    return rows[0]!.count;
  });
  expect(expired).toBeGreaterThanOrEqual(1);
  // The search is in the address: the screen opens on it again.
  await page.goto(`/admin/products?q=${encodeURIComponent(productName)}`);
  await expect(page.getByRole('textbox', { name: 'Buscar productos' })).toHaveValue(productName);
  await expect(productCard).toContainText('Expirada');
  await page.getByRole('button', { name: 'Desactivar promociones expiradas' }).click();
  await expect(toast(page, `Se han desactivado ${expired} promociones expiradas`)).toBeVisible();
  await expect(productCard).toContainText('Sin promoción');
  const stored = await withDatabase(async (client) => {
    const { rows } = await client.query<{ is_promoted: boolean; discount: number }>(
      'SELECT is_promoted, discount FROM products WHERE name = $1',
      [productName],
    );
    return rows[0];
  });
  expect(stored).toEqual({ is_promoted: false, discount: 0 });

  // The brand is taken off sale: a shopper who kept the product's link gets the server's answer (null) as
  // 'No encontramos el producto', with nothing of the product.
  await openAdminSection(page, 'Marcas', { phone: true });
  await page.getByRole('button', { name: `Editar ${brandName}` }).click();
  const editBrand = page.getByRole('dialog', { name: 'Editar marca' });
  await editBrand.getByRole('checkbox', { name: /^Activa/ }).uncheck();
  await editBrand.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(toast(page, 'Marca actualizada con éxito')).toBeVisible();
  const shopper = await browser.newPage();
  try {
    // The first HTML of a product nobody may see is a 404, which the browser logs.
    expectConsoleMessage(/status of 404 .*\/product\//);
    await shopper.goto(productUrl);
    await expect(shopper.getByRole('heading', { level: 1, name: 'No encontramos el producto' })).toBeVisible();
    await expect(shopper.getByText(productName)).toHaveCount(0);
  } finally {
    await shopper.close();
  }
});
