import { expect, test } from './support/test';

/** The store settings installed with the database (migration StoreSettings1764400000000). */
const STORE = { phone: '+51 987 654 321', email: 'ventas@esencia.pe', whatsapp: '51987654321' };

test.describe('Páginas informativas', () => {
  test('del pie de página a las preguntas frecuentes: búsqueda, categorías y respuesta', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Preguntas frecuentes' }).click();

    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Preguntas Frecuentes' })).toBeVisible();
    await expect(page).toHaveTitle('Preguntas Frecuentes — Esencia');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2 }).getByRole('button')).toHaveCount(6);

    const searchBox = page.getByRole('textbox', { name: 'Buscar en las preguntas frecuentes' });
    await searchBox.fill('INTERNACIONALES');
    await expect(main.getByRole('heading', { level: 2 }).getByRole('button')).toHaveText([
      '¿Hacen envíos internacionales?',
    ]);
    await searchBox.fill('perfume lunar');
    await expect(page.getByText('No se encontraron preguntas que coincidan con tu búsqueda.')).toBeVisible();
    await searchBox.fill('');

    await page.getByRole('group', { name: 'Categorías' }).getByRole('button', { name: 'Envíos' }).click();
    await expect(main.getByRole('heading', { level: 2 }).getByRole('button')).toHaveCount(2);
    await page.getByRole('button', { name: '¿Cuánto tarda en llegar mi pedido?' }).click();
    await expect(page.getByRole('region', { name: '¿Cuánto tarda en llegar mi pedido?' })).toContainText(
      'Otras provincias (Estándar): 3-5 días',
    );

    await page.getByRole('link', { name: 'Contáctanos' }).click();
    await expect(page).toHaveURL(/\/contacto$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Contáctanos' })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Teléfono' })).toContainText(STORE.phone);
    await expect(page.getByRole('article', { name: 'Email' })).toContainText(STORE.email);
  });

  test('pago y envío muestran las cuentas, lo que cobra el checkout y los plazos de la tienda', async ({ page }) => {
    await page.goto('/pago-info');
    await expect(page.getByRole('heading', { level: 1, name: 'Métodos de pago' })).toBeVisible();
    await expect(page.getByRole('article', { name: 'BCP' })).toContainText('191-2345678-0-12');
    await expect(page.getByRole('article', { name: 'Yape' }).last()).toContainText('987654321');

    await page.getByRole('contentinfo').getByRole('link', { name: 'Información de envío' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Información de envío' })).toBeVisible();
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(6);
    // The checkout's rule (issue 27: the table said Lima S/ 10.00 while the checkout charged S/ 15 below S/ 200).
    await expect(
      page.getByText('Los pedidos desde S/ 200.00 no pagan envío; los demás pagan S/ 15.00.', { exact: true }),
    ).toBeVisible();
    await expect(rows.nth(1)).toHaveText(/^Lima\s*Estándar\s*1-2 días$/);
    await expect(rows.nth(5)).toHaveText(/^Otras provincias\s*Estándar\s*3-5 días$/);
  });

  test('el chat se abre solo, envía el mensaje a wa.me y se oculta por 2 minutos', async ({ page, context }) => {
    // wa.me is outside the test network: answer it here and look at the address the shop opened.
    await context.route('https://wa.me/**', (route) => route.fulfill({ status: 200, body: 'WhatsApp' }));
    await page.goto('/nosotros');
    await expect(page.getByRole('heading', { level: 1, name: 'Nosotros' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Testimonios de clientes' })).toBeVisible();

    const chat = page.getByRole('region', { name: 'Chat de WhatsApp' });
    await expect(chat).toBeVisible();
    // The chat's own hours, as on the contact page's chat card (issue 27: it showed the general hours).
    await expect(chat).toContainText('Todos los días 8am-10pm, respuesta en 2-5 minutos');
    await chat.getByRole('textbox', { name: 'Mensaje' }).fill('Hola, ¿tienen Sauvage?');
    const popup = page.waitForEvent('popup');
    await chat.getByRole('button', { name: 'Enviar' }).click();
    expect((await popup).url()).toBe(`https://wa.me/${STORE.whatsapp}?text=Hola%2C%20%C2%BFtienen%20Sauvage%3F`);

    await expect(page.getByRole('button', { name: 'Chat de WhatsApp' })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Nosotros' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Chat de WhatsApp' })).toHaveCount(0);
  });
});
