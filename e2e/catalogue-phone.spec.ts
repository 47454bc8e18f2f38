import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { graphql } from './support/admin';
import { signUpThroughApi } from './support/sign-up';

/**
 * The catalogue on a 390 px phone and by keyboard: nothing overflows or is cut, the image of a card
 * stays clear, and focus follows the navigation. Layout is measured in the real browser.
 */
test.use({ viewport: { width: 390, height: 844 } });

test.beforeEach(async ({ page }) => {
  // The chat widget opens by itself after 500 ms; these journeys are about the catalogue.
  // (Scripts run in the page, given as text: the e2e files are type-checked without the DOM library.)
  await page.addInitScript("localStorage.setItem('chatWidgetHiddenUntil', String(Date.now() + 3600000))");
});

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth');
}

test.describe('Catálogo en un teléfono y con teclado', () => {
  test('tarjetas: el stock y las etiquetas caben, la imagen queda libre, la próxima promoción muestra su descuento', async ({
    page,
  }) => {
    await page.goto('/promotions');
    const cards = page.getByRole('list', { name: 'Productos en promoción' }).getByRole('article');
    await expect(cards.first()).toBeVisible();
    expect(await horizontalOverflow(page)).toBe(0);

    const problems = await cards.evaluateAll((articles) =>
      articles.flatMap((article) => {
        const found: string[] = [];
        const frame = article.getBoundingClientRect();
        const media = article.querySelector('img, [data-placeholder]')!.getBoundingClientRect();
        for (const element of article.querySelectorAll('[data-level], p[data-variant]')) {
          const box = element.getBoundingClientRect();
          if (box.left < frame.left - 0.5 || box.right > frame.right + 0.5)
            found.push(`cortado: ${element.textContent}`);
          if (element.matches('p[data-variant]') && box.top < media.bottom)
            found.push(`sobre la imagen: ${element.textContent}`);
        }
        return found;
      }),
    );
    expect(problems).toEqual([]);

    const upcoming = page.locator('p[data-variant="upcoming"]').first();
    await expect(upcoming).toHaveText(
      /^Próximamente en promoción-(\d+%|S\/\d+(\.\d{2})?) desde el \d{2}\/\d{2}\/\d{4}$/,
    );
  });

  test('carrusel de inicio: sus controles ocupan dos filas como mucho', async ({ page }) => {
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Productos destacados' });
    await expect(carousel.getByRole('button', { name: 'Pausar' })).toBeVisible();
    const controls = carousel.getByRole('button', {
      name: /^(Pausar|Producto anterior|Producto siguiente|Ir al producto)/,
    });
    expect(await controls.count()).toBeGreaterThan(3);
    const rows = await controls.evaluateAll(
      (buttons) =>
        // One row per vertical centre (the row's items are centred on it).
        new Set(
          buttons.map((button) => {
            const box = button.getBoundingClientRect();
            return Math.round((box.top + box.bottom) / 2 / 8);
          }),
        ).size,
    );
    expect(rows).toBeLessThanOrEqual(2);
    expect(await horizontalOverflow(page)).toBe(0);
  });

  test('visor de imágenes: la imagen ocupa el ancho, el título se ve entero, Escape vuelve a la ficha', async ({
    page,
  }) => {
    await page.goto('/web-products');
    await page.getByRole('list', { name: 'Productos' }).getByRole('link').first().click();
    const opener = page.getByRole('button', { name: /^Ampliar imagen/ });
    await opener.focus();
    await page.keyboard.press('Enter');

    const viewer = page.getByRole('dialog');
    const image = viewer.getByRole('img');
    await expect(image).toBeVisible();
    const imageBox = (await image.boundingBox())!;
    const viewerBox = (await viewer.boundingBox())!;
    expect(imageBox.width).toBeGreaterThan(300);
    // No tall empty box around it.
    expect(viewerBox.height).toBeLessThan(imageBox.height + 200);
    const title = viewer.getByRole('heading');
    expect(await title.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);

    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('teclado: cada página nueva recibe el foco en su título', async ({ page }) => {
    await page.goto('/web-products');
    const card = page.getByRole('list', { name: 'Productos' }).getByRole('link').first();
    const visible = (await card.textContent())?.trim() ?? '';
    // The card's link is named by what it shows (the product's name); price and stock describe it.
    await expect(card).toHaveAccessibleName(visible);
    await expect(card).toHaveAccessibleDescription(/Precio S\/ \d+\.\d{2}[.,]/);
    await card.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: visible })).toBeFocused();

    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Productos' })).toBeFocused();

    await page.getByRole('button', { name: 'Categorías' }).focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: 'Catálogo' });
    const menuBox = (await menu.boundingBox())!;
    expect(menuBox.x).toBe(0);
    expect(menuBox.width).toBe(390);
    await menu.getByRole('link', { name: 'Promociones' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Promociones' })).toBeFocused();
  });

  test('una página más allá del final ofrece volver a la primera', async ({ page }) => {
    await page.goto('/web-products?page=99');
    await expect(page.getByText('No hay productos en esta página.')).toBeVisible();
    await page.getByRole('button', { name: 'Volver a la primera página' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/web-products$/);
    await expect(page.getByRole('list', { name: 'Productos' }).getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Productos' })).toBeFocused();
  });

  // A first load scrolls to the anchor whenever it appears, even when it rendered before RouteFocus's effect ran
  // (the browser's own fragment scroll happened before React drew the page).
  test('marca: logo y nombre, y un #ancla lleva a sus productos bajo la barra superior', async ({ page }) => {
    await page.goto('/');
    const brandLink = page.getByRole('region', { name: 'Marcas' }).getByRole('link').first();
    const href = (await brandLink.getAttribute('href'))!.split('?')[0]!;
    await page.goto(`${href}#productos`);

    const title = page.getByRole('heading', { level: 1 });
    await expect(title).toBeVisible();
    expect(await title.evaluate((heading) => heading.closest('header')!.querySelectorAll('p').length)).toBe(0);
    const list = page.locator('#productos');
    // Scrolled to the anchor: its top just below the sticky bar, or as far as a short page can scroll.
    const position = async () => {
      const barBottom = await page.getByRole('banner').evaluate((bar) => bar.getBoundingClientRect().bottom);
      const top = await list.evaluate((element) => element.getBoundingClientRect().top);
      const { scrollY, maxScroll } = await page.evaluate<{ scrollY: number; maxScroll: number }>(
        '({ scrollY: window.scrollY, maxScroll: document.documentElement.scrollHeight - window.innerHeight })',
      );
      return {
        belowBar: top >= barBottom - 1,
        atAnchor: top - barBottom < 40 || scrollY >= maxScroll - 1,
        scrolled: scrollY > 0,
      };
    };
    await expect.poll(position).toEqual({ belowBar: true, atAnchor: true, scrolled: true });
  });

  test('/profile no se desborda hacia el costado', async ({ page }) => {
    const email = `telefono.${Date.now()}@correo.pe`;
    const password = 'Aroma-Nocturno-2026';
    await signUpThroughApi(page.request, email, password);
    const signedIn = await graphql<{ signIn: { status: string } }>(
      page.request,
      'mutation ($e: String!, $p: String!) { signIn(email: $e, password: $p) { ... on SignInOutcome { status } } }',
      { e: email, p: password },
    );
    expect(signedIn.signIn.status).toBe('SIGNED_IN');

    await page.goto('/profile');
    await expect(page.getByRole('button', { name: 'Cerrar sesión en todos los dispositivos' })).toBeVisible();
    expect(await horizontalOverflow(page)).toBe(0);
  });
});
