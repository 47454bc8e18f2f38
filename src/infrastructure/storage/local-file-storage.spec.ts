import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LocalFileStorage } from './local-file-storage';
import { InvalidStorageKeyError } from './storage-key';
import { describeFileStorageContract } from './testing/file-storage-contract';

let parent: string;
let root: string;

describeFileStorageContract('LocalFileStorage', {
  async setUp() {
    // The root is a sub-folder, so a write that escaped it would land in `parent`, where the test looks.
    parent = await mkdtemp(path.join(tmpdir(), 'esencia-local-storage-'));
    root = path.join(parent, 'files');
    return { storage: new LocalFileStorage(root), publicBase: '/files' };
  },
  tearDown: () => rm(parent, { recursive: true, force: true }),
});

describe('LocalFileStorage on disk', () => {
  let dir: string;
  let storage: LocalFileStorage;

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'esencia-local-storage-'));
    storage = new LocalFileStorage(path.join(dir, 'files'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('writes nothing outside its root for traversal keys', async () => {
    for (const key of ['../escape.txt', 'products/../../escape.txt', `/${path.join(dir, 'absolute.txt')}`]) {
      await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toBeInstanceOf(InvalidStorageKeyError);
    }

    expect(existsSync(path.join(dir, 'files'))).toBe(false);
    expect(await readdir(dir)).toEqual([]);
  });

  it('refuses keys ending in .type, its own content-type sidecar', async () => {
    await storage.put('products/x.png', Buffer.from('png'), 'image/png');

    await expect(storage.get('products/x.png.type')).rejects.toBeInstanceOf(InvalidStorageKeyError);
    await expect(storage.put('products/x.png.type', Buffer.from('text/html'), 'text/plain')).rejects.toBeInstanceOf(
      InvalidStorageKeyError,
    );
    expect((await storage.get('products/x.png'))!.contentType).toBe('image/png');
  });

  it('keeps files under the configured root, at their key path', async () => {
    await storage.put('products/Ñandú 1.svg', Buffer.from('<svg/>'), 'image/svg+xml');

    expect(existsSync(path.join(dir, 'files', 'products', 'Ñandú 1.svg'))).toBe(true);
  });
});
