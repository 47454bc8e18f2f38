import type { Writable } from 'node:stream';

/**
 * The few lines of tar (POSIX ustar with pax headers for long or non-ASCII names) a backup needs, so an
 * archive opens with any `tar xzf` and no library is trusted with the store's data. Regular files only.
 */
const BLOCK = 512;

export class TarFormatError extends Error {
  override readonly name = 'TarFormatError';
}

/** Writes one entry: its header (and a pax header first when the name needs one), its bytes, the padding. */
export async function writeTarEntry(out: Writable, name: string, content: Buffer, mtime: Date): Promise<void> {
  const nameBytes = Buffer.from(name, 'utf8');
  if (nameBytes.length > 100 || /[^\x20-\x7e]/.test(name)) {
    const record = paxRecord('path', name);
    await write(out, header('././@PaxHeader', record.length, mtime, 'x'));
    await write(out, padded(record));
    await write(out, header(asciiFallback(name), content.length, mtime, '0'));
  } else {
    await write(out, header(name, content.length, mtime, '0'));
  }
  await write(out, padded(content));
}

/** The end of the archive: two empty blocks. */
export async function writeTarEnd(out: Writable): Promise<void> {
  await write(out, Buffer.alloc(BLOCK * 2));
}

export interface TarEntry {
  readonly name: string;
  readonly content: Buffer;
}

/**
 * Reads the entries of an uncompressed tar stream in order. Throws TarFormatError on a header whose checksum
 * is wrong, an unsupported entry type, an entry larger than `limit` says for its name (null: a pax header),
 * checked from its header before anything of it is read, or a stream that ends inside an entry or before the
 * end blocks.
 */
export async function* readTar(
  chunks: AsyncIterable<Buffer>,
  limit: (name: string | null) => number = () => Number.MAX_SAFE_INTEGER,
): AsyncGenerator<TarEntry> {
  const reader = new ByteReader(chunks[Symbol.asyncIterator]());
  let paxPath: string | null = null;
  for (;;) {
    const block = await reader.read(BLOCK);
    if (!block) throw new TarFormatError('el archivo termina sin el final de un tar');
    if (block.every((byte) => byte === 0)) return;
    if (checksum(block) !== parseOctal(block.subarray(148, 156))) {
      throw new TarFormatError('una cabecera tar tiene una suma de control incorrecta');
    }
    const size = parseOctal(block.subarray(124, 136));
    const type = String.fromCharCode(block[156] ?? 0);
    if (!Number.isSafeInteger(size) || size < 0) throw new TarFormatError('una cabecera tar tiene un tamaño ilegible');
    const prefix = cString(block.subarray(345, 500));
    const headerName = prefix ? `${prefix}/${cString(block.subarray(0, 100))}` : cString(block.subarray(0, 100));
    const limitName = type === 'x' ? null : (paxPath ?? headerName);
    const maxBytes = limit(limitName);
    if (size > maxBytes) {
      throw new TarFormatError(
        `la entrada ${limitName ?? 'pax'} mide ${size} bytes, más de los ${maxBytes} que admite el formato`,
      );
    }
    const content = await reader.read(size);
    if (!content) throw new TarFormatError('el archivo termina dentro de una entrada');
    const padding = (BLOCK - (size % BLOCK)) % BLOCK;
    if (padding > 0 && !(await reader.read(padding)))
      throw new TarFormatError('el archivo termina dentro de una entrada');
    if (type === 'x') {
      paxPath = parsePax(content).get('path') ?? null;
      continue;
    }
    if (type !== '0' && type !== '\0') throw new TarFormatError(`tipo de entrada tar no admitido (${type})`);
    const name = paxPath ?? headerName;
    paxPath = null;
    yield { name, content };
  }
}

function header(name: string, size: number, mtime: Date, type: '0' | 'x'): Buffer {
  const block = Buffer.alloc(BLOCK);
  block.write(name, 0, 100, 'utf8');
  block.write(octal(0o644, 8), 100, 'ascii');
  block.write(octal(0, 8), 108, 'ascii');
  block.write(octal(0, 8), 116, 'ascii');
  block.write(octal(size, 12), 124, 'ascii');
  block.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136, 'ascii');
  block.write(' '.repeat(8), 148, 'ascii');
  block.write(type, 156, 'ascii');
  block.write('ustar\u000000', 257, 'ascii');
  block.write(octal(checksum(block), 8), 148, 'ascii');
  return block;
}

/** The sum of the header's bytes with its checksum field counted as spaces. */
function checksum(block: Buffer): number {
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : (block[i] ?? 0);
  return sum;
}

/** `width - 1` octal digits and a NUL (sizes up to 8 GiB in a 12-byte field). */
function octal(value: number, width: number): string {
  return `${value.toString(8).padStart(width - 1, '0')}\0`;
}

function parseOctal(field: Buffer): number {
  const text = field
    .toString('ascii')
    .replace(/[\0 ]+$/g, '')
    .trim();
  if (!/^[0-7]*$/.test(text)) return Number.NaN;
  return text === '' ? 0 : parseInt(text, 8);
}

function cString(field: Buffer): string {
  const end = field.indexOf(0);
  return field.subarray(0, end === -1 ? field.length : end).toString('utf8');
}

/** `"<length> <key>=<value>\n"`, the length counting the whole record including its own digits. */
function paxRecord(key: string, value: string): Buffer {
  const body = ` ${key}=${value}\n`;
  const bodyLength = Buffer.byteLength(body, 'utf8');
  const digits = String(bodyLength).length;
  // Adding the digits may add a digit (e.g. 98 + 2 = 100).
  const length = String(bodyLength + digits).length > digits ? bodyLength + digits + 1 : bodyLength + digits;
  return Buffer.from(`${length}${body}`, 'utf8');
}

function parsePax(content: Buffer): Map<string, string> {
  const values = new Map<string, string>();
  let offset = 0;
  while (offset < content.length) {
    const space = content.indexOf(0x20, offset);
    const length = parseInt(content.subarray(offset, space).toString('ascii'), 10);
    if (space === -1 || !Number.isInteger(length) || length <= 0) throw new TarFormatError('cabecera pax ilegible');
    const record = content.subarray(space + 1, offset + length - 1).toString('utf8');
    const equals = record.indexOf('=');
    values.set(record.slice(0, equals), record.slice(equals + 1));
    offset += length;
  }
  return values;
}

/** The name old tar readers show when they ignore the pax header: ASCII, at most 100 bytes. */
function asciiFallback(name: string): string {
  return name.replace(/[^\x20-\x7e]/g, '_').slice(-100);
}

function padded(content: Buffer): Buffer {
  const padding = (BLOCK - (content.length % BLOCK)) % BLOCK;
  return padding === 0 ? content : Buffer.concat([content, Buffer.alloc(padding)]);
}

function write(out: Writable, chunk: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    if (out.write(chunk)) resolve();
    else {
      const onDrain = () => {
        out.off('error', onError);
        resolve();
      };
      const onError = (error: Error) => {
        out.off('drain', onDrain);
        reject(error);
      };
      out.once('drain', onDrain);
      out.once('error', onError);
    }
  });
}

/** Reads exact byte counts from a stream of chunks; null when the stream ends first. */
class ByteReader {
  private buffered: Buffer[] = [];
  private length = 0;

  constructor(private readonly chunks: AsyncIterator<Buffer>) {}

  async read(size: number): Promise<Buffer | null> {
    while (this.length < size) {
      const next = await this.chunks.next();
      if (next.done) return null;
      this.buffered.push(next.value);
      this.length += next.value.length;
    }
    const all = this.buffered.length === 1 ? this.buffered[0]! : Buffer.concat(this.buffered);
    const result = all.subarray(0, size);
    const rest = all.subarray(size);
    this.buffered = rest.length > 0 ? [rest] : [];
    this.length = rest.length;
    return result;
  }
}
