/**
 * The folders uploads are stored under (admin-and-stories.md, section 9): a
 * form may only point at a file of its own folder, so a brand cannot take an
 * order's receipt as its logo.
 */
export type UploadFolder = 'products' | 'brands' | 'store';

const MAX_KEY_BYTES = 1024;

/**
 * Whether `key` is a well-formed storage key inside `folder`
 * (`brands/1732290000000-dior.webp`): `/`-separated non-empty segments, never
 * `.` or `..`, no backslash or control characters, at most 1024 bytes.
 * Whether the file exists is the storage's answer, not this rule's.
 */
export function isKeyInFolder(key: string, folder: UploadFolder): boolean {
  if (!key.startsWith(`${folder}/`)) return false;
  if (new TextEncoder().encode(key).length > MAX_KEY_BYTES) return false;
  // eslint-disable-next-line no-control-regex
  if (key.includes('\\') || /[\u0000-\u001f\u007f]/.test(key)) return false;
  return key.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}
