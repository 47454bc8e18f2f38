import { createHash, randomBytes } from 'node:crypto';
import type { FileStorage } from '../../../application/ports/file-storage';
import { InvalidStorageKeyError } from '../storage-key';

/** One adapter under the contract: the storage and the base its publicUrl puts before the encoded key. */
export interface FileStorageSubject {
  readonly storage: FileStorage;
  readonly publicBase: string;
}

export interface FileStorageContractHooks {
  /** Called once before the suite: an empty storage. */
  setUp(): Promise<FileStorageSubject>;
  tearDown(): Promise<void>;
}

/** Keys no adapter may accept: traversal, absolute paths and malformed paths. */
export const REFUSED_KEYS = [
  '',
  '../escape.txt',
  'products/../../escape.txt',
  'products/../x.png',
  '..',
  './x.png',
  '/etc/passwd',
  '/products/x.png',
  'products//x.png',
  'products/',
  'products\\..\\..\\escape.txt',
  'products/x\u0000.png',
  `products/${'a'.repeat(1025)}.png`,
];

/**
 * The behaviour every FileStorage adapter shares (local disk, S3), run by each adapter's spec against a
 * real backend: the same expectations, so the adapters cannot drift apart.
 */
export function describeFileStorageContract(adapter: string, hooks: FileStorageContractHooks): void {
  describe(`${adapter} (FileStorage contract)`, () => {
    let storage: FileStorage;
    let publicBase: string;

    beforeAll(async () => {
      ({ storage, publicBase } = await hooks.setUp());
    });
    afterAll(() => hooks.tearDown());

    it('gives back the exact bytes, content type and size it was given', async () => {
      const bytes = Buffer.from(Array.from({ length: 512 }, (_, i) => i % 256));
      await storage.put('products/round-trip.webp', bytes, 'image/webp');

      const file = await storage.get('products/round-trip.webp');

      expect(file).not.toBeNull();
      expect(file!.contentType).toBe('image/webp');
      expect(file!.size).toBe(512);
      expect((await readAll(file!.body)).bytes.equals(bytes)).toBe(true);
    });

    it('answers null for a key that was never stored, including a folder-like prefix of a stored key', async () => {
      await storage.put('brands/logos/one.svg', Buffer.from('<svg/>'), 'image/svg+xml');

      expect(await storage.get('brands/never-stored.svg')).toBeNull();
      expect(await storage.get('brands/logos')).toBeNull();
    });

    it('replaces the content and the content type on a second put of the same key', async () => {
      await storage.put('products/overwritten.png', Buffer.from('first version, longer'), 'image/png');
      await storage.put('products/overwritten.png', Buffer.from('second'), 'image/jpeg');

      const file = await storage.get('products/overwritten.png');

      expect(file!.contentType).toBe('image/jpeg');
      expect(file!.size).toBe(6);
      expect((await readAll(file!.body)).bytes.toString()).toBe('second');
    });

    it('deletes one key, leaves its neighbours, and deleting a missing key is fine', async () => {
      await storage.put('stories/a.mp3', Buffer.from('a'), 'audio/mpeg');
      await storage.put('stories/b.mp3', Buffer.from('b'), 'audio/mpeg');

      await storage.delete('stories/a.mp3');
      await storage.delete('stories/a.mp3');
      await storage.delete('stories/never-stored.mp3');

      expect(await storage.get('stories/a.mp3')).toBeNull();
      const neighbour = await storage.get('stories/b.mp3');
      expect((await readAll(neighbour!.body)).bytes.toString()).toBe('b');
    });

    it('keeps keys with spaces, ñ and tildes apart and intact', async () => {
      const keys = [
        'products/Ñandú perfume.webp',
        'products/Nandu perfume.webp',
        'marcas/Agua de Colonia — edición.svg',
      ];
      for (const [i, key] of keys.entries()) await storage.put(key, Buffer.from(`file ${i}`), 'image/webp');

      for (const [i, key] of keys.entries()) {
        const file = await storage.get(key);
        expect((await readAll(file!.body)).bytes.toString()).toBe(`file ${i}`);
      }
    });

    it.each(REFUSED_KEYS.map((key) => [JSON.stringify(key).slice(0, 40), key]))(
      'refuses the key %s on put, get and delete',
      async (_label, key) => {
        await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toBeInstanceOf(InvalidStorageKeyError);
        await expect(storage.get(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
        await expect(storage.delete(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
      },
    );

    it('stores nothing for a refused key', async () => {
      await expect(storage.put('products/../traversal.txt', Buffer.from('x'), 'text/plain')).rejects.toThrow(
        'Clave de almacenamiento no válida',
      );

      expect(await storage.get('traversal.txt')).toBeNull();
      expect(await storage.get('products/traversal.txt')).toBeNull();
    });

    it('lists every stored key with a prefix, sorted, and nothing else (no sidecars, no deleted keys)', async () => {
      await storage.put('listing/b/dos.png', Buffer.from('2'), 'image/png');
      await storage.put('listing/a/uno ñandú.webp', Buffer.from('1'), 'image/webp');
      await storage.put('listing/c.svg', Buffer.from('3'), 'image/svg+xml');
      await storage.put('listing-other/x.png', Buffer.from('4'), 'image/png');
      await storage.put('listing/gone.png', Buffer.from('5'), 'image/png');
      await storage.delete('listing/gone.png');

      expect(await storage.list('listing/')).toEqual([
        'listing/a/uno ñandú.webp',
        'listing/b/dos.png',
        'listing/c.svg',
      ]);
      expect(await storage.list('listing/b/')).toEqual(['listing/b/dos.png']);
      expect(await storage.list('nothing-here/')).toEqual([]);
      const all = await storage.list('');
      expect(all).toEqual(expect.arrayContaining(['listing/c.svg', 'listing-other/x.png']));
      expect(all).toEqual([...all].sort());
    });

    it('builds the public URL from its base and the percent-encoded key, slashes kept', () => {
      expect(storage.publicUrl('products/Ñandú perfume 50ml.webp')).toBe(
        `${publicBase}/products/%C3%91and%C3%BA%20perfume%2050ml.webp`,
      );
      expect(storage.publicUrl('a/b?c#d.png')).toBe(`${publicBase}/a/b%3Fc%23d.png`);
    });

    it('streams a large file (6 MB) in chunks, byte for byte', async () => {
      const bytes = randomBytes(6 * 1024 * 1024);
      await storage.put('stories/large.mp3', bytes, 'audio/mpeg');

      const file = await storage.get('stories/large.mp3');
      const { bytes: read, chunks } = await readAll(file!.body);

      expect(file!.size).toBe(bytes.length);
      expect(read.length).toBe(bytes.length);
      expect(sha256(read)).toBe(sha256(bytes));
      expect(chunks).toBeGreaterThan(1);
    }, 30_000);
  });
}

async function readAll(body: NodeJS.ReadableStream): Promise<{ bytes: Buffer; chunks: number }> {
  const parts: Buffer[] = [];
  for await (const chunk of body) parts.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return { bytes: Buffer.concat(parts), chunks: parts.length };
}

function sha256(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}
