import { MAX_PRODUCT_IMAGES } from '../catalog/product-form';
import { domainError, err, ok, type DomainError, type Result } from '../shared/result';

/**
 * Where the admin's catalogue pictures are stored (admin-and-stories.md §6 and §9):
 * product photos `products/{timestamp}-{index}-{file}`, brand logos
 * `brands/{timestamp}-{file}` and the store's wallet QR codes
 * `store/{timestamp}-{file}`; story pictures `stories/{timestamp}-image-{file}`.
 * `{file}` is the uploaded file's name made safe
 * (lower case, no accents, letters, digits and dashes) with the extension of
 * the re-encoded content, never the one the file claimed.
 */
export const CATALOGUE_IMAGE_PURPOSES = ['product', 'brand', 'wallet-qr', 'story'] as const;
export type CatalogueImagePurpose = (typeof CATALOGUE_IMAGE_PURPOSES)[number];

export const CATALOGUE_IMAGE_PREFIXES: { readonly [P in CatalogueImagePurpose]: string } = {
  product: 'products/',
  brand: 'brands/',
  'wallet-qr': 'store/',
  story: 'stories/',
};

export const CATALOGUE_IMAGE_MESSAGES = {
  purposeInvalid: 'Indica para qué es la imagen: product, brand, wallet-qr o story',
  indexInvalid: `La posición de la imagen debe ser un número entre 0 y ${MAX_PRODUCT_IMAGES - 1}`,
  notUploaded: 'Una de las imágenes no se subió correctamente. Súbela de nuevo.',
} as const;

/** The longest `{file}` part kept; longer names are cut. */
const MAX_NAME_LENGTH = 60;
const FALLBACK_NAME = 'imagen';

export type CatalogueImageRequestError = DomainError<'IMAGE_PURPOSE_INVALID' | 'IMAGE_INDEX_INVALID'>;

export interface CatalogueImageTarget {
  readonly purpose: CatalogueImagePurpose;
  /** The product photo's place in the gallery (0 = main); 0 for logos and QR codes. */
  readonly index: number;
}

/** The form fields sent with an upload (`purpose`, and `index` for product photos) as a target, or why not. */
export function catalogueImageTarget(
  purpose: unknown,
  index: unknown,
): Result<CatalogueImageTarget, CatalogueImageRequestError> {
  const chosen = CATALOGUE_IMAGE_PURPOSES.find((candidate) => candidate === purpose);
  if (!chosen) return err(domainError('IMAGE_PURPOSE_INVALID', CATALOGUE_IMAGE_MESSAGES.purposeInvalid));
  if (chosen !== 'product') return ok({ purpose: chosen, index: 0 });
  const text = index === undefined || index === null || index === '' ? '0' : String(index);
  const position = /^\d{1,2}$/.test(text) ? Number(text) : NaN;
  if (!(position >= 0 && position < MAX_PRODUCT_IMAGES)) {
    return err(domainError('IMAGE_INDEX_INVALID', CATALOGUE_IMAGE_MESSAGES.indexInvalid));
  }
  return ok({ purpose: chosen, index: position });
}

/** 'Ñandú Eau de Parfum (1).JPG' → 'nandu-eau-de-parfum-1': the extension goes, the content decides the new one. */
export function sanitizedFileName(fileName: string | null | undefined, fallback = FALLBACK_NAME): string {
  const base = (fileName ?? '').split(/[\\/]/).pop() ?? '';
  const stem = base.includes('.') ? base.slice(0, base.lastIndexOf('.')) : base;
  const safe = stem
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_NAME_LENGTH)
    .replace(/-+$/, '');
  return safe || fallback;
}

/** The storage key of a new upload, e.g. `products/1764000000000-0-nandu.webp`. */
export function catalogueImageKey(
  target: CatalogueImageTarget,
  at: Date,
  fileName: string | null | undefined,
  extension: string,
): string {
  const prefix = CATALOGUE_IMAGE_PREFIXES[target.purpose];
  const index = target.purpose === 'product' ? `${target.index}-` : target.purpose === 'story' ? 'image-' : '';
  return `${prefix}${at.getTime()}-${index}${sanitizedFileName(fileName)}.${extension}`;
}

const KEY_PATTERNS: { readonly [P in CatalogueImagePurpose]: RegExp } = {
  product: /^products\/\d{13}-\d-[a-z0-9-]{1,60}\.(jpg|png|webp)$/,
  brand: /^brands\/\d{13}-[a-z0-9-]{1,60}\.(jpg|png|webp)$/,
  'wallet-qr': /^store\/\d{13}-[a-z0-9-]{1,60}\.(jpg|png|webp)$/,
  story: /^stories\/\d{13}-image-[a-z0-9-]{1,60}\.(jpg|png|webp)$/,
};

/**
 * Whether a key sent by a form is one the upload route could have made for
 * this purpose (right folder, safe name, image extension). Whether it was
 * really uploaded is the storage's answer.
 */
export function isCatalogueImageKey(key: string, purpose: CatalogueImagePurpose): boolean {
  return KEY_PATTERNS[purpose].test(key);
}
