import { createReadStream } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rename, rm, stat, writeFile, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage } from '../../application/ports/file-storage';
import { assertValidStorageKey, encodeStorageKey, InvalidStorageKeyError } from './storage-key';

const CONTENT_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.mp3': 'audio/mpeg',
  '.wav': 'audio/wav',
  '.aac': 'audio/aac',
};

/**
 * Files on local disk under one root (./data/files by default), served by the
 * app at `/files/<key>`. Keys are storage paths such as `products/123-0-x.svg`.
 */
export class LocalFileStorage implements FileStorage {
  private readonly root: string;

  constructor(
    root: string,
    private readonly publicBase = '/files',
  ) {
    this.root = path.resolve(root);
  }

  async put(key: string, content: Buffer, contentType: string): Promise<void> {
    const file = this.resolve(key);
    await mkdir(path.dirname(file), { recursive: true });
    // Keep the declared type beside the file so it is served back unchanged. Each is written to a
    // temporary name and renamed, so a reader never sees half a file (e.g. an image variant being cached).
    await writeAtomically(`${file}.type`, contentType);
    await writeAtomically(file, content);
  }

  async get(key: string): Promise<{ body: NodeJS.ReadableStream; contentType: string; size: number } | null> {
    const file = this.resolve(key);
    try {
      const info = await stat(file);
      if (!info.isFile()) return null;
      const contentType = await readFile(`${file}.type`, 'utf8').catch(
        () => CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
      );
      return { body: createReadStream(file), contentType, size: info.size };
    } catch {
      return null;
    }
  }

  async delete(key: string): Promise<void> {
    const file = this.resolve(key);
    await rm(file, { force: true });
    await rm(`${file}.type`, { force: true });
  }

  /** Every file under the root whose key starts with `prefix`, sorted; the `.type` sidecars and temporaries are not keys. */
  async list(prefix: string): Promise<string[]> {
    const keys: string[] = [];
    const walk = async (folder: string, relative: string): Promise<void> => {
      const entries = await readdir(folder, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [];
        throw error;
      });
      for (const entry of entries) {
        const key = relative ? `${relative}/${entry.name}` : entry.name;
        if (entry.isDirectory()) {
          // Only folders that can hold a key with the prefix are read.
          if (key.startsWith(prefix) || prefix.startsWith(`${key}/`)) await walk(path.join(folder, entry.name), key);
        } else if (entry.isFile() && key.startsWith(prefix) && !isSidecar(entry.name)) {
          keys.push(key);
        }
      }
    };
    await walk(this.root, '');
    return keys.sort();
  }

  publicUrl(key: string): string {
    return `${this.publicBase}/${encodeStorageKey(key)}`;
  }

  /**
   * Refuses invalid keys (assertValidStorageKey: `..`, leading `/`…) and, as a second guard, anything that
   * would still resolve outside the root; `.type` is this adapter's own sidecar suffix.
   */
  private resolve(key: string): string {
    assertValidStorageKey(key);
    const file = path.resolve(this.root, key);
    if (!file.startsWith(this.root + path.sep)) throw new InvalidStorageKeyError(key, 'fuera de la carpeta');
    if (key.endsWith('.type')) throw new InvalidStorageKeyError(key, 'termina en .type');
    return file;
  }
}

/** The content-type sidecar (`x.png.type`) and a write in progress (`x.png.<12 hex>.tmp`). */
function isSidecar(name: string): boolean {
  return name.endsWith('.type') || /\.[0-9a-f]{12}\.tmp$/.test(name);
}

async function writeAtomically(file: string, content: Buffer | string): Promise<void> {
  const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await writeFile(temporary, content);
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}
