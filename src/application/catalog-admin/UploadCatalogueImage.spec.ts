import { CATALOGUE_IMAGE_MESSAGES } from '../../domain/media/catalogue-image';
import { IMAGE_UPLOAD_MESSAGES, MAX_UPLOAD_BYTES } from '../../domain/media/image-upload';
import type { ImageProcessor } from '../ports/image-processor';
import { TestClock } from '../testing/in-memory-identity';
import { InMemoryFileStorage } from '../testing/in-memory-product-writes';
import { UploadCatalogueImage } from './UploadCatalogueImage';

const NOW = new Date('2026-11-22T15:00:00Z');

/** Recognises 'PNG…' as a PNG and 'HUGE…' as a decompression bomb; anything else is not an image. */
const images: ImageProcessor = {
  normalizeUpload: async (content) => {
    const text = content.toString();
    if (text.startsWith('PNG')) {
      return {
        ok: true,
        image: { content: Buffer.from('clean'), contentType: 'image/png', extension: 'png', width: 10, height: 10 },
      };
    }
    return { ok: false, reason: text.startsWith('HUGE') ? 'TOO_MANY_PIXELS' : 'NOT_AN_IMAGE' };
  },
  fitJpeg: async () => null,
};

function setup() {
  const storage = new InMemoryFileStorage();
  return { storage, upload: new UploadCatalogueImage(images, storage, new TestClock(NOW)) };
}

describe('UploadCatalogueImage', () => {
  it('stores the re-encoded image under products/{timestamp}-{index}-{name} with the content’s extension', async () => {
    const { storage, upload } = setup();
    const result = await upload.execute({
      content: Buffer.from('PNG data'),
      purpose: 'product',
      index: '2',
      fileName: 'Mi Foto Ñandú.jpg',
    });
    const key = `products/${NOW.getTime()}-2-mi-foto-nandu.png`;
    expect(result).toEqual({
      ok: true,
      value: { key, url: `/files/${key}`, contentType: 'image/png', width: 10, height: 10 },
    });
    expect(storage.files.get(key)).toEqual({ content: Buffer.from('clean'), contentType: 'image/png' });
  });

  it('never overwrites an earlier upload of the same name in the same millisecond', async () => {
    const { upload } = setup();
    const send = () =>
      upload.execute({ content: Buffer.from('PNG'), purpose: 'product', index: '0', fileName: 'a.png' });
    expect(await send()).toMatchObject({ ok: true, value: { key: `products/${NOW.getTime()}-0-a.png` } });
    expect(await send()).toMatchObject({ ok: true, value: { key: `products/${NOW.getTime() + 1}-0-a.png` } });
  });

  it('stores brand logos, wallet QR codes and story pictures in their folders', async () => {
    const { upload } = setup();
    const brand = await upload.execute({
      content: Buffer.from('PNG'),
      purpose: 'brand',
      index: undefined,
      fileName: 'Dior.png',
    });
    const qr = await upload.execute({
      content: Buffer.from('PNG'),
      purpose: 'wallet-qr',
      index: undefined,
      fileName: null,
    });
    expect(brand).toMatchObject({ ok: true, value: { key: `brands/${NOW.getTime()}-dior.png` } });
    expect(qr).toMatchObject({ ok: true, value: { key: `store/${NOW.getTime()}-imagen.png` } });
    const story = await upload.execute({
      content: Buffer.from('PNG'),
      purpose: 'story',
      index: undefined,
      fileName: 'Promo Navidad.jpg',
    });
    expect(story).toMatchObject({ ok: true, value: { key: `stories/${NOW.getTime()}-image-promo-navidad.png` } });
  });

  it('refuses what is not an image, a bomb, an empty or oversize file, and a bad purpose or index', async () => {
    const { storage, upload } = setup();
    const attempt = (content: Buffer, purpose: unknown = 'product', index: unknown = '0') =>
      upload.execute({ content, purpose, index, fileName: 'x.png' });
    expect(await attempt(Buffer.from('hola'))).toMatchObject({
      ok: false,
      error: { message: IMAGE_UPLOAD_MESSAGES.notAnImage },
    });
    expect(await attempt(Buffer.from('HUGE'))).toMatchObject({ ok: false, error: { code: 'IMAGE_TOO_MANY_PIXELS' } });
    expect(await attempt(Buffer.alloc(0))).toMatchObject({ ok: false, error: { code: 'IMAGE_MISSING' } });
    expect(await attempt(Buffer.alloc(MAX_UPLOAD_BYTES + 1))).toMatchObject({
      ok: false,
      error: { code: 'IMAGE_TOO_LARGE', message: IMAGE_UPLOAD_MESSAGES.tooLarge },
    });
    expect(await attempt(Buffer.from('PNG'), 'historia')).toMatchObject({
      ok: false,
      error: { message: CATALOGUE_IMAGE_MESSAGES.purposeInvalid },
    });
    expect(await attempt(Buffer.from('PNG'), 'product', '5')).toMatchObject({
      ok: false,
      error: { code: 'IMAGE_INDEX_INVALID' },
    });
    expect(storage.files.size).toBe(0);
  });
});
