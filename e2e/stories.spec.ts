import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import sharp from 'sharp';
import { openAdminSection, signInAsNewAdminInUi } from './support/admin-ui';
import { withDatabase } from './support/database';
import { signUpInDialog } from './support/sign-up';

/**
 * Issue 12's journey, on phones: the shop owner publishes a story with a picture, audio and a linked
 * product; a shopper opens its link (/?story={id}), it plays and moves on to the next story; the shopper
 * likes it after signing up from the viewer and adds its product to the cart; once the owner
 * force-expires it, the link says it is no longer available.
 */
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
test.use(PHONE);

// Only in the store's pages: the blank page a new tab starts on has no storage to write to.
const hideChat =
  "if (location.protocol.startsWith('http')) localStorage.setItem('chatWidgetHiddenUntil', String(Date.now() + 3600000))";

test.beforeEach(async ({ page }) => {
  await page.addInitScript(hideChat);
});

type Upload = { name: string; mimeType: string; buffer: Buffer };

/** A real PNG of one colour. */
async function png(name: string, background: string): Promise<Upload> {
  const buffer = await sharp({ create: { width: 720, height: 1280, channels: 3, background } })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

/** `seconds` of silence as an 8 kHz, 8-bit mono WAV (recognised by its RIFF/WAVE bytes). */
function wav(name: string, seconds: number): Upload {
  const samples = 8000 * seconds;
  const buffer = Buffer.alloc(44 + samples, 128);
  buffer.write('RIFF', 0, 'ascii');
  buffer.writeUInt32LE(36 + samples, 4);
  buffer.write('WAVE', 8, 'ascii');
  buffer.write('fmt ', 12, 'ascii');
  buffer.writeUInt32LE(16, 16);
  buffer.writeUInt16LE(1, 20);
  buffer.writeUInt16LE(1, 22);
  buffer.writeUInt32LE(8000, 24);
  buffer.writeUInt32LE(8000, 28);
  buffer.writeUInt16LE(1, 32);
  buffer.writeUInt16LE(8, 34);
  buffer.write('data', 36, 'ascii');
  buffer.writeUInt32LE(samples, 40);
  return { name, mimeType: 'audio/wav', buffer };
}

async function chooseFile(page: Page, button: Locator, file: Upload) {
  const chooser = page.waitForEvent('filechooser');
  await button.click();
  await (await chooser).setFiles(file);
}

const toast = (page: Page, text: string) => page.getByText(text, { exact: true });

interface StoryForm {
  title: string;
  description: string;
  image: Upload;
  audio?: Upload;
  product?: string;
}

async function createStory(page: Page, form: StoryForm) {
  await page.getByRole('button', { name: 'Nueva historia' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nueva historia' });
  await dialog.getByLabel('Título').fill(form.title);
  await dialog.getByLabel('Descripción').fill(form.description);
  await chooseFile(page, dialog.getByRole('button', { name: 'Subir imagen' }), form.image);
  if (form.audio) await chooseFile(page, dialog.getByRole('button', { name: 'Subir audio' }), form.audio);
  await dialog.getByLabel('Duración (segundos)').fill('3');
  if (form.product) {
    await dialog.getByRole('combobox', { name: 'Buscar producto' }).fill(form.product);
    await page.getByRole('listbox', { name: 'Buscar producto' }).getByRole('option', { name: form.product }).click();
    await expect(dialog.getByRole('button', { name: 'Quitar producto' })).toBeVisible();
  }
  await dialog.getByRole('button', { name: 'Crear historia' }).click();
  await expect(dialog).toBeHidden();
  // The first story's toast may still be on screen when the second one's appears.
  await expect(toast(page, 'Historia creada con éxito').last()).toBeVisible();
}

async function storyId(title: string): Promise<string> {
  return withDatabase(async (client) => {
    const { rows } = await client.query<{ id: string }>('SELECT id FROM stories WHERE title = $1', [title]);
    expect(rows).toHaveLength(1);
    return rows[0]!.id;
  });
}

test('la dueña publica una historia con imagen, audio y producto; el comprador la ve avanzar, le da like tras registrarse y compra; al expirar, el enlace avisa', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const run = Date.now();
  const nextTitle = `Envío gratis ${run}`;
  const title = `Colección de otoño ${run}`;
  // A product on sale (active, of an active brand, in stock, without promotion) to link.
  const product = await withDatabase(async (client) => {
    const { rows } = await client.query<{ name: string }>(
      `SELECT p.name FROM products p JOIN brands b ON b.id = p.brand_id
        WHERE p.active AND b.active AND p.archived_at IS NULL AND p.stock >= 3 AND NOT p.is_promoted
        ORDER BY p.name LIMIT 1`,
    );
    expect(rows).toHaveLength(1);
    return rows[0]!.name;
  });

  // The owner, on her phone: two stories; the second (newest, first in the viewer) has audio and the product.
  await signInAsNewAdminInUi(page, { phone: true });
  await openAdminSection(page, 'Historias', { phone: true });
  await createStory(page, {
    title: nextTitle,
    description: 'Solo este fin de semana.',
    image: await png('envio gratis.png', '#1d3557'),
  });
  await createStory(page, {
    title,
    description: 'Fragancias cálidas para las noches frescas.',
    image: await png('otono.png', '#8c1c3a'),
    audio: wav('musica otono.wav', 5),
    product,
  });
  const id = await storyId(title);
  const nextId = await storyId(nextTitle);

  // A shopper on another phone opens the shared link.
  const shopperContext = await browser.newContext({ ...PHONE, baseURL: test.info().project.use.baseURL });
  await shopperContext.addInitScript(hideChat);
  const shopper = await shopperContext.newPage();
  await shopper.goto(`/?story=${id}`);
  const viewer = shopper.getByRole('dialog', { name: 'Historias' });
  await expect(viewer.getByRole('heading', { level: 2, name: title })).toBeVisible();
  const picture = viewer.getByRole('img', { name: title });
  await expect(picture).toHaveAttribute('src', /\/files\/stories\/\d{13}-image-otono\.\w+/);
  await expect.poll(() => picture.evaluate((image: { naturalWidth: number }) => image.naturalWidth)).toBeGreaterThan(0);
  // It plays: the bar moves and the audio runs (silently until a tap).
  const bar = viewer.getByRole('progressbar', { name: /^Historia 1 de \d+$/ });
  await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
  const audio = viewer.locator('audio');
  await expect(audio).toHaveAttribute('src', /\/files\/stories\/\d{13}-audio-musica-otono\.wav$/);
  await expect.poll(() => audio.evaluate((element: { currentTime: number }) => element.currentTime)).toBeGreaterThan(0);
  // At 100 % the next story opens, and the link follows it.
  await expect(viewer.getByRole('heading', { level: 2, name: nextTitle })).toBeVisible({ timeout: 10_000 });
  await expect(shopper).toHaveURL(new RegExp(`\\?story=${nextId}$`));
  await viewer.getByRole('button', { name: 'Pausar' }).click();

  // Back to the first one, paused, to like it: a guest is asked to sign in, and signs up from there.
  await viewer.getByRole('button', { name: 'Historia anterior' }).click();
  await expect(viewer.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await viewer.getByRole('button', { name: 'Pausar' }).click();
  await expect(shopper).toHaveURL(new RegExp(`\\?story=${id}$`));
  await viewer.getByRole('button', { name: /^Me gusta/ }).click();
  await expect(toast(shopper, 'Debes iniciar sesión para dar like')).toBeVisible();
  const signIn = shopper.getByRole('dialog', { name: 'Iniciar Sesión' });
  await signIn.getByRole('button', { name: 'Regístrate' }).click();
  const email = `comprador.${run}@correo.pe`;
  await signUpInDialog(shopper, { email, password: 'Aroma-Nocturno-2026' });

  const like = viewer.getByRole('button', { name: /^Me gusta/ });
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toContainText('1');
  // The like shows at once (optimistic): the server's write lands a moment later.
  const stored = () =>
    withDatabase(async (client) => {
      const { rows } = await client.query<{ likes: number; views: number }>(
        'SELECT likes, views FROM stories WHERE id = $1',
        [id],
      );
      return rows[0];
    });
  await expect.poll(async () => (await stored())?.likes).toBe(1);
  expect((await stored())?.views).toBeGreaterThanOrEqual(1);

  // The linked product goes to the cart.
  const card = viewer.getByRole('region', { name: 'Producto de la historia' });
  await expect(card).toContainText(product);
  await card.getByRole('button', { name: 'Agregar al carrito' }).click();
  await expect(toast(shopper, 'Producto añadido al carrito')).toBeVisible();
  await viewer.getByRole('button', { name: 'Cerrar historias' }).click();
  await expect(shopper).toHaveURL(/\/$/);
  await expect(shopper.getByRole('banner').getByRole('button', { name: 'Carrito, 1 producto' })).toBeVisible();

  // The owner force-expires it: the link now says so.
  await page.getByRole('button', { name: `Forzar expiración de ${title} (acción de prueba)` }).click();
  await expect(toast(page, 'Historia expirada')).toBeVisible();
  await shopper.goto(`/?story=${id}`);
  await expect(viewer.getByText('Esta historia ya no está disponible')).toBeVisible();
  await viewer.getByRole('button', { name: 'Ver historias disponibles' }).click();
  await expect(viewer.getByRole('heading', { level: 2, name: nextTitle })).toBeVisible();
  await shopperContext.close();
});
