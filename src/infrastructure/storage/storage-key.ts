/** A storage key refused by every `FileStorage` adapter (local disk and S3 alike). */
export class InvalidStorageKeyError extends Error {
  override readonly name = 'InvalidStorageKeyError';

  constructor(
    readonly key: string,
    reason: string,
  ) {
    super(`Clave de almacenamiento no válida (${reason}): ${JSON.stringify(key)}`);
  }
}

/** S3's own limit on key length, in UTF-8 bytes. */
export const MAX_STORAGE_KEY_BYTES = 1024;

/**
 * The one rule for storage keys: relative paths such as `products/123-0-ñandú.webp`, with `/`-separated
 * non-empty segments, never `.` or `..`, no leading or trailing `/`, no backslash or control characters.
 * Any other character (spaces, tildes, ñ) is allowed. Throws InvalidStorageKeyError.
 */
export function assertValidStorageKey(key: string): void {
  if (typeof key !== 'string' || key === '') throw new InvalidStorageKeyError(String(key), 'vacía');
  if (Buffer.byteLength(key, 'utf8') > MAX_STORAGE_KEY_BYTES) {
    throw new InvalidStorageKeyError(key, `más de ${MAX_STORAGE_KEY_BYTES} bytes`);
  }
  if (key.startsWith('/')) throw new InvalidStorageKeyError(key, 'empieza por /');
  if (key.includes('\\')) throw new InvalidStorageKeyError(key, 'contiene \\');
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(key)) throw new InvalidStorageKeyError(key, 'contiene caracteres de control');
  for (const segment of key.split('/')) {
    if (segment === '') throw new InvalidStorageKeyError(key, 'tiene un tramo vacío');
    if (segment === '.' || segment === '..') throw new InvalidStorageKeyError(key, `contiene "${segment}"`);
  }
}

/** The key as a URL path: each segment percent-encoded (spaces, ñ, tildes), the slashes kept. */
export function encodeStorageKey(key: string): string {
  return key.split('/').map(encodeURIComponent).join('/');
}
