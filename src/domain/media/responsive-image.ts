import { domainError, err, ok, type DomainError, type Result } from '../shared/result';

/**
 * Responsive product and brand images. The server renders a stored image at a
 * few fixed widths (`/files/<key>?w=640&fmt=webp`) and the pages list them in a
 * `srcset`, so a phone downloads a small WebP and a wide screen a large one.
 * Only these widths exist: nobody can make the server render arbitrary sizes.
 */
export const IMAGE_VARIANT_WIDTHS = [320, 640, 960, 1280] as const;
export type ImageVariantWidth = (typeof IMAGE_VARIANT_WIDTHS)[number];

/** WebP for pages; JPEG for link previews (WhatsApp and Facebook do not all show WebP or SVG). */
export const IMAGE_VARIANT_FORMATS = ['webp', 'jpeg'] as const;
export type ImageVariantFormat = (typeof IMAGE_VARIANT_FORMATS)[number];

export interface ImageVariant {
  readonly width: ImageVariantWidth;
  readonly format: ImageVariantFormat;
}

export type ImageVariantError = DomainError<'IMAGE_WIDTH_NOT_ALLOWED' | 'IMAGE_FORMAT_NOT_ALLOWED'>;

export const IMAGE_WIDTH_NOT_ALLOWED_MESSAGE = `Ancho de imagen no permitido. Use ${listInSpanish(IMAGE_VARIANT_WIDTHS)}.`;
export const IMAGE_FORMAT_NOT_ALLOWED_MESSAGE = `Formato de imagen no permitido. Use ${listInSpanish(IMAGE_VARIANT_FORMATS)}.`;

/** The image shown by link previews (og:image): large enough for every network, in a format they all read. */
export const LINK_PREVIEW_IMAGE: ImageVariant = { width: 1280, format: 'jpeg' };

/**
 * `sizes` of the product page's main image: the whole width on phones, one of the two columns of the
 * 1200px page beside the details from 860px. The gallery and the page head's preload use this same
 * value, so the browser picks the same file for both and downloads it once.
 */
export const PRODUCT_GALLERY_SIZES = '(min-width: 1240px) 580px, (min-width: 860px) 50vw, 100vw';

/**
 * `sizes` of a home carousel slide's picture: the whole width on phones, 420px beside the details from 720px.
 * The slide and the start page's preload (the first slide's picture) use this same value.
 */
export const CAROUSEL_SLIDE_SIZES = '(min-width: 720px) 420px, 100vw';

/** `sizes` of a product card in the catalogue grid: two columns on phones, about 280px on wider screens. */
export const PRODUCT_CARD_SIZES = '(max-width: 480px) 50vw, 280px';

/** Where the server serves stored files; only these URLs have variants. */
const STORED_FILES_PREFIX = '/files/';

/** Reads `?w=…&fmt=…`: an allowed width (required) and an allowed format (WebP when absent). */
export function parseImageVariant(query: {
  readonly w?: unknown;
  readonly fmt?: unknown;
}): Result<ImageVariant, ImageVariantError> {
  const width = IMAGE_VARIANT_WIDTHS.find((allowed) => String(allowed) === query.w);
  if (width === undefined) return err(domainError('IMAGE_WIDTH_NOT_ALLOWED', IMAGE_WIDTH_NOT_ALLOWED_MESSAGE));
  if (query.fmt === undefined) return ok({ width, format: 'webp' });
  const format = IMAGE_VARIANT_FORMATS.find((allowed) => allowed === query.fmt);
  if (format === undefined) return err(domainError('IMAGE_FORMAT_NOT_ALLOWED', IMAGE_FORMAT_NOT_ALLOWED_MESSAGE));
  return ok({ width, format });
}

/**
 * Whether the server renders variants of this image: stored files (`/files/…`, relative or absolute),
 * except SVG, which is already sharp at every size and usually smaller than any bitmap of it.
 */
export function hasImageVariants(url: string): boolean {
  const path = pathOf(url);
  return path !== null && path.startsWith(STORED_FILES_PREFIX) && !/\.svg$/i.test(path);
}

/** The URL of one variant of a stored image (the server converts SVG too, e.g. for link previews). */
export function imageVariantUrl(url: string, variant: ImageVariant): string {
  const hash = url.indexOf('#');
  const base = hash === -1 ? url : url.slice(0, hash);
  return `${base}${base.includes('?') ? '&' : '?'}w=${variant.width}&fmt=${variant.format}`;
}

/** One WebP per allowed width, as an `srcset` value; undefined for images without variants. */
export function imageSrcSet(url: string): string | undefined {
  if (!hasImageVariants(url)) return undefined;
  return IMAGE_VARIANT_WIDTHS.map((width) => `${imageVariantUrl(url, { width, format: 'webp' })} ${width}w`).join(', ');
}

/** The path of a relative (`/files/a.png`) or absolute (`https://…/files/a.png`) URL; null for data: and the like. */
function pathOf(url: string): string | null {
  const path = url.replace(/[?#][\s\S]*$/, '');
  if (path.startsWith('/')) return path.startsWith('//') ? null : path;
  const absolute = /^https?:\/\/[^/]+(\/.*)?$/i.exec(path);
  return absolute ? (absolute[1] ?? '/') : null;
}

/** 'a, b o c' (the lists here always have two or more items). */
function listInSpanish(items: readonly (string | number)[]): string {
  return `${items.slice(0, -1).join(', ')} o ${items[items.length - 1]}`;
}
