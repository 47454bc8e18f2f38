import { pipeline, Readable } from 'node:stream';
import type { Response } from 'express';
import type { FileStorage } from '../../application/ports/file-storage';
import { servedContentType, SNIFF_BYTES } from '../../domain/media/stored-file';

/**
 * A stored file opened on its own (not inside a page) runs nothing: an SVG's script, or anything a browser
 * might render, is sandboxed; `style-src` lets an SVG keep its own look.
 */
export const STORED_FILE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

type StoredFile = NonNullable<Awaited<ReturnType<FileStorage['get']>>>;

/**
 * The file's first bytes, and a stream of the whole file (those bytes again, then the rest), so it can be
 * checked before a byte is sent.
 */
async function peek(body: NodeJS.ReadableStream, bytes: number): Promise<{ head: Buffer; whole: Readable }> {
  const iterator = (body as AsyncIterable<Buffer | string>)[Symbol.asyncIterator]();
  const chunks: Buffer[] = [];
  let length = 0;
  let done = false;
  while (length < bytes) {
    const next = await iterator.next();
    if (next.done) {
      done = true;
      break;
    }
    const chunk = Buffer.isBuffer(next.value) ? next.value : Buffer.from(next.value);
    chunks.push(chunk);
    length += chunk.length;
  }
  const read = Buffer.concat(chunks);
  async function* rest(): AsyncGenerator<Buffer> {
    try {
      yield read;
      if (done) return;
      for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
        yield Buffer.isBuffer(next.value) ? next.value : Buffer.from(next.value);
      }
    } finally {
      // Stopped early (the answer closed): the file's stream ends too, and with it its descriptor or S3 connection.
      await iterator.return?.();
    }
  }
  return { head: read.subarray(0, bytes), whole: Readable.from(rest()) };
}

/**
 * Sends a stored file as what its extension and its first bytes agree it is (servedContentType), whatever
 * content type the storage keeps for it; false (nothing sent) when it is not a kind the store writes.
 */
export async function sendStoredFile(
  res: Response,
  key: string,
  file: StoredFile,
  cacheControl: string,
): Promise<boolean> {
  const { head, whole } = await peek(file.body, SNIFF_BYTES);
  const contentType = servedContentType(key, head);
  if (!contentType) {
    whole.destroy();
    (file.body as NodeJS.ReadableStream & { destroy?: () => void }).destroy?.();
    return false;
  }
  res.setHeader('Content-Type', contentType);
  res.setHeader('Content-Length', String(file.size));
  res.setHeader('Cache-Control', cacheControl);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Content-Security-Policy', STORED_FILE_CSP);
  sendBody(res, whole);
  return true;
}

/**
 * Streams a stored file's body as the answer. pipe() would leave the body open when the answer closes first (a
 * client that leaves, or is cut for not reading): a local file's descriptor, or a connection of the S3 client's
 * pool, for the process's life. pipeline ends both whichever ends first; a failed read cuts the answer.
 */
export function sendBody(res: Response, body: NodeJS.ReadableStream): void {
  pipeline(body, res, () => undefined);
}
