import { Readable } from 'node:stream';
import type { ImageVariant } from '../../domain/media/responsive-image';
import type { FileStorage } from '../ports/file-storage';
import type { ImageResizer } from '../ports/image-resizer';
import { GetImageVariant, MAX_VARIANTS_RENDERING, variantKey } from './GetImageVariant';

/** Files in a map; keys with `..` are refused the way the disk adapter refuses them. */
function memoryStorage(initial: Record<string, string> = {}) {
  const files = new Map<string, { content: Buffer; type: string }>(
    Object.entries(initial).map(([key, text]) => [key, { content: Buffer.from(text), type: 'x' }]),
  );
  const storage: FileStorage = {
    async put(key, content, contentType) {
      files.set(key, { content, type: contentType });
    },
    async get(key) {
      if (key.includes('..')) throw new Error('Invalid storage key');
      const file = files.get(key);
      return file ? { body: Readable.from([file.content]), contentType: file.type, size: file.content.length } : null;
    },
    async delete(key) {
      files.delete(key);
    },
    list: async (prefix) => [...files.keys()].filter((key) => key.startsWith(prefix)).sort(),
    publicUrl: (key) => `/files/${key}`,
  };
  return { storage, files };
}

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  let out = '';
  for await (const chunk of stream) out += String(chunk);
  return out;
}

/** "Resizes" by describing the request; refuses sources that are not "images". */
function fakeResizer() {
  const calls: ImageVariant[] = [];
  const resizer: ImageResizer = {
    async resize(source, variant) {
      calls.push(variant);
      const original = await text(source);
      if (!original.startsWith('IMG')) return null;
      return { content: Buffer.from(`${original}@${variant.width}.${variant.format}`), contentType: 'image/webp' };
    },
  };
  return { resizer, calls };
}

describe('GetImageVariant', () => {
  it('renders an allowed variant from the original once, then serves it from storage', async () => {
    const { storage, files } = memoryStorage({ 'products/a.jpg': 'IMG-a' });
    const { resizer, calls } = fakeResizer();
    const getVariant = new GetImageVariant(storage, resizer);

    const first = await getVariant.execute('products/a.jpg', { w: '640' });
    if (!first.ok) throw new Error(first.error.message);
    expect(first.value.standIn).toBe(false);
    expect(first.value.file.contentType).toBe('image/webp');
    expect(await text(first.value.file.body)).toBe('IMG-a@640.webp');
    expect(files.has('_variants/products/a.jpg/640.webp')).toBe(true);

    const again = await getVariant.execute('products/a.jpg', { w: '640' });
    expect(again.ok && (await text(again.value.file.body))).toBe('IMG-a@640.webp');
    expect(calls).toEqual([{ width: 640, format: 'webp' }]);
  });

  it('renders once when the first requests for a variant arrive together', async () => {
    const { storage } = memoryStorage({ 'products/a.jpg': 'IMG-a' });
    const { resizer, calls } = fakeResizer();
    const getVariant = new GetImageVariant(storage, resizer);
    const results = await Promise.all([1, 2, 3].map(() => getVariant.execute('products/a.jpg', { w: '320' })));
    expect(results.every((result) => result.ok)).toBe(true);
    expect(calls).toHaveLength(1);
  });

  it('lets the original stand in, unrendered, while MAX_VARIANTS_RENDERING variants are being rendered', async () => {
    const pictures = Array.from({ length: MAX_VARIANTS_RENDERING + 1 }, (_, index) => `products/p${index}.jpg`);
    const { storage, files } = memoryStorage(Object.fromEntries(pictures.map((key) => [key, `IMG-${key}`])));
    const { resizer, calls } = fakeResizer();
    let open: () => void = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    const gated: ImageResizer = { resize: async (source, variant) => (await gate, resizer.resize(source, variant)) };
    const getVariant = new GetImageVariant(storage, gated);

    const rendering = pictures.slice(0, -1).map((key) => getVariant.execute(key, { w: '320' }));
    await new Promise((resolve) => setImmediate(resolve));
    const last = pictures.at(-1)!;
    const standIn = await getVariant.execute(last, { w: '320' });
    if (!standIn.ok) throw new Error(standIn.error.message);
    expect(standIn.value.standIn).toBe(true);
    expect(await text(standIn.value.file.body)).toBe(`IMG-${last}`);
    expect(files.has(variantKey(last, { width: 320, format: 'webp' }))).toBe(false);
    // A variant already being rendered is waited for, not stood in for.
    const joined = getVariant.execute(pictures[0]!, { w: '320' });

    open();
    const done = await Promise.all([...rendering, joined]);
    expect(done.every((result) => result.ok && !result.value.standIn)).toBe(true);
    expect(calls).toHaveLength(MAX_VARIANTS_RENDERING);
    const later = await getVariant.execute(last, { w: '320' });
    expect(later.ok && !later.value.standIn && (await text(later.value.file.body))).toBe(`IMG-${last}@320.webp`);
  });

  it('keeps each width and format apart', () => {
    expect(variantKey('p/a.svg', { width: 320, format: 'webp' })).toBe('_variants/p/a.svg/320.webp');
    expect(variantKey('p/a.svg', { width: 1280, format: 'jpeg' })).toBe('_variants/p/a.svg/1280.jpg');
  });

  it('refuses widths and formats outside the allow-list without touching storage', async () => {
    const { storage, files } = memoryStorage({ 'products/a.jpg': 'IMG-a' });
    const { resizer, calls } = fakeResizer();
    const getVariant = new GetImageVariant(storage, resizer);
    expect(await getVariant.execute('products/a.jpg', { w: '4000' })).toMatchObject({
      ok: false,
      error: { code: 'IMAGE_WIDTH_NOT_ALLOWED' },
    });
    expect(await getVariant.execute('products/a.jpg', { w: '320', fmt: 'gif' })).toMatchObject({
      ok: false,
      error: { code: 'IMAGE_FORMAT_NOT_ALLOWED' },
    });
    expect(calls).toEqual([]);
    expect([...files.keys()]).toEqual(['products/a.jpg']);
  });

  it('answers not found for missing originals, refused keys and variants of variants', async () => {
    const { storage } = memoryStorage({ '_variants/products/a.jpg/320.webp': 'IMG' });
    const { resizer, calls } = fakeResizer();
    const getVariant = new GetImageVariant(storage, resizer);
    for (const key of ['products/none.jpg', '../secret.jpg', '_variants/products/a.jpg/320.webp']) {
      expect(await getVariant.execute(key, { w: '320' })).toEqual({
        ok: false,
        error: { code: 'IMAGE_NOT_FOUND', message: 'Imagen no encontrada.' },
      });
    }
    expect(calls).toEqual([]);
  });

  it('says when a stored file is not an image it can convert', async () => {
    const { storage, files } = memoryStorage({ 'stories/a.mp3': 'ID3…' });
    const getVariant = new GetImageVariant(storage, fakeResizer().resizer);
    expect(await getVariant.execute('stories/a.mp3', { w: '320' })).toEqual({
      ok: false,
      error: { code: 'IMAGE_NOT_CONVERTIBLE', message: 'Este archivo no se puede convertir en imagen.' },
    });
    expect(files.size).toBe(1);
  });
});
