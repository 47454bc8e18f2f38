import sharp from 'sharp';
import { LocalFileStorage } from '../../infrastructure/storage/local-file-storage';
import { fixedClock, startTestStore, type TestStore } from '../testing/test-store';
import { metaContent, writeTestWebBuild } from '../testing/web-build';

const NOW = '2026-11-22T15:00:00Z';
const IMAGE_KEY = 'stories/1764000000000-image-navidad.png';

/** `/?story={id}` as WhatsApp's link preview reads it (no JavaScript): the story's own title, text and picture. */
describe('HTTP: the link preview of a shared story', () => {
  let api: TestStore;

  beforeAll(async () => {
    const webDir = writeTestWebBuild();
    api = await startTestStore({ clock: fixedClock(NOW), webDir });
    const picture = await sharp({ create: { width: 90, height: 160, channels: 3, background: '#b03060' } })
      .png()
      .toBuffer();
    await new LocalFileStorage(api.filesDir).put(IMAGE_KEY, picture, 'image/png');
  });
  afterAll(() => api.stop());

  async function story(title: string, description: string, state: 'visible' | 'off' | 'expired'): Promise<string> {
    const [{ id }] = await api.store.dataSource.query(
      `INSERT INTO stories (title, description, image_key, active, expires_at)
       VALUES ($1, $2, $3, $4, now() + $5::interval) RETURNING id`,
      [title, description, IMAGE_KEY, state !== 'off', state === 'expired' ? '-1 minute' : '20 hours'],
    );
    return id as string;
  }
  const page = async (query: string) => {
    const response = await fetch(`${api.url}/${query}`);
    return { status: response.status, html: await response.text() };
  };

  it('carries the visible story’s og:title, og:description and absolute og:image (a JPEG through /files)', async () => {
    const id = await story('Navidad en Esencia', 'Sauvage con 20 % de descuento hasta el domingo.', 'visible');

    const { status, html } = await page(`?story=${id}`);

    expect(status).toBe(200);
    expect(html).toContain('<title>Navidad en Esencia — Esencia</title>');
    expect(metaContent(html, 'og:title')).toBe('Navidad en Esencia');
    expect(metaContent(html, 'og:description')).toBe('Sauvage con 20 % de descuento hasta el domingo.');
    expect(metaContent(html, 'description')).toBe('Sauvage con 20 % de descuento hasta el domingo.');
    expect(metaContent(html, 'og:url')).toBe(`${api.url}/?story=${id}`);
    const image = metaContent(html, 'og:image')!;
    expect(image).toBe(`${api.url}/files/${IMAGE_KEY}?w=1280&amp;fmt=jpeg`);
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    // Stories last 24 hours: shared, never indexed.
    expect(metaContent(html, 'robots')).toBe('noindex');

    const picture = await fetch(image.replace('&amp;', '&'));
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/jpeg');
  });

  it('escapes what the admin wrote', async () => {
    const id = await story('</title><script>alert(1)</script>', 'Texto "con" comillas', 'visible');
    const { html } = await page(`?story=${id}`);
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(metaContent(html, 'og:description')).toBe('Texto &quot;con&quot; comillas');
  });

  it.each([
    ['switched off', 'off'],
    ['expired, before the scheduler switched it off', 'expired'],
  ] as const)('gives the start page’s own head for a story %s', async (_case, state) => {
    const id = await story('Historia oculta', 'No debe verse', state);
    const { status, html } = await page(`?story=${id}`);
    expect(status).toBe(200);
    expect(html).toContain('<title>Esencia — Perfumería</title>');
    expect(html).not.toContain('Historia oculta');
    expect(metaContent(html, 'og:url')).toBe(`${api.url}/`);
    expect(metaContent(html, 'og:image')).toBe(`${api.url}/og-image.png`);
  });

  it.each([['00000000-0000-4000-8000-000000000000'], ['no-es-un-id'], ['']])(
    'gives the start page’s own head for ?story=%s',
    async (id) => {
      const { status, html } = await page(`?story=${encodeURIComponent(id)}`);
      expect(status).toBe(200);
      expect(html).toContain('<title>Esencia — Perfumería</title>');
      expect(metaContent(html, 'og:title')).toBe('Esencia — Perfumería');
    },
  );
});
