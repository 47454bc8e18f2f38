import { domainError, err, ok, type DomainError, type Result } from '../shared/result';

/**
 * Pictures people upload (payment receipts, product photos, brand logos):
 * JPEG, PNG or WebP only, recognised by their content; at most 5 MB; and at
 * most 24 megapixels once decoded, so a tiny file that claims huge dimensions
 * (a "decompression bomb") is refused before it is decoded. The server
 * re-encodes every accepted upload, which drops its metadata (EXIF GPS too).
 */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/**
 * A phone's photo is 12 megapixels by default (its 48–50 MP sensor bins to 12; the full-resolution mode's files
 * are usually over 5 MB anyway) and a screenshot of Yape or Plin 2–3: 24 leaves room for a 6000×4000 camera.
 */
export const MAX_UPLOAD_PIXELS = 24_000_000;

/** The longest side an upload is stored with: a receipt stays legible and a product photo sharp on a 4K screen. */
export const MAX_STORED_SIDE = 2560;

export const UPLOAD_IMAGE_FORMATS = ['jpeg', 'png', 'webp'] as const;
export type UploadImageFormat = (typeof UPLOAD_IMAGE_FORMATS)[number];

/** The file extension and content type a re-encoded upload is stored with. */
export const UPLOAD_IMAGE_FILES: { readonly [F in UploadImageFormat]: { extension: string; contentType: string } } = {
  jpeg: { extension: 'jpg', contentType: 'image/jpeg' },
  png: { extension: 'png', contentType: 'image/png' },
  webp: { extension: 'webp', contentType: 'image/webp' },
};

export const IMAGE_UPLOAD_MESSAGES = {
  missing: 'Selecciona una imagen',
  notAnImage: 'El archivo debe ser una imagen JPG, PNG o WebP',
  /** The spec's wording for a picture over 5 MB (admin-and-stories.md, stories). */
  tooLarge: 'La imagen no puede ser mayor a 5MB',
  tooManyPixels: 'La imagen es demasiado grande',
  busy: 'Estamos procesando muchas imágenes en este momento. Intenta de nuevo en unos segundos.',
} as const;

export type ImageUploadErrorCode =
  'IMAGE_MISSING' | 'IMAGE_NOT_ALLOWED' | 'IMAGE_TOO_LARGE' | 'IMAGE_TOO_MANY_PIXELS' | 'IMAGE_UPLOADS_BUSY';
export type ImageUploadError = DomainError<ImageUploadErrorCode>;

/** Why a decoder refused a file (the port's vocabulary, see application/ports/image-processor.ts). */
export type ImageRejectionReason = 'NOT_AN_IMAGE' | 'TOO_MANY_PIXELS' | 'BUSY';

export const imageUploadError = {
  missing: (): ImageUploadError => domainError('IMAGE_MISSING', IMAGE_UPLOAD_MESSAGES.missing),
  tooLarge: (): ImageUploadError =>
    domainError('IMAGE_TOO_LARGE', IMAGE_UPLOAD_MESSAGES.tooLarge, { maxBytes: MAX_UPLOAD_BYTES }),
  rejected: (reason: ImageRejectionReason): ImageUploadError => {
    switch (reason) {
      case 'TOO_MANY_PIXELS':
        return domainError('IMAGE_TOO_MANY_PIXELS', IMAGE_UPLOAD_MESSAGES.tooManyPixels, {
          maxPixels: MAX_UPLOAD_PIXELS,
        });
      case 'BUSY':
        return domainError('IMAGE_UPLOADS_BUSY', IMAGE_UPLOAD_MESSAGES.busy);
      case 'NOT_AN_IMAGE':
        return domainError('IMAGE_NOT_ALLOWED', IMAGE_UPLOAD_MESSAGES.notAnImage);
    }
  },
};

/**
 * The checks that need only the file's size, before anything reads it: the
 * browser runs them before uploading, the server again on what arrived.
 * `size` is null when no file was sent.
 */
export function checkUploadSize(size: number | null | undefined): Result<number, ImageUploadError> {
  if (size === null || size === undefined || !Number.isFinite(size) || size <= 0)
    return err(imageUploadError.missing());
  if (size > MAX_UPLOAD_BYTES) return err(imageUploadError.tooLarge());
  return ok(size);
}

/** Whether a decoded image's dimensions are within the pixel budget. */
export function withinPixelLimit(width: number, height: number): boolean {
  return width > 0 && height > 0 && width * height <= MAX_UPLOAD_PIXELS;
}

/** The detected format if it is one we accept (sharp's names: 'jpeg', 'png', 'webp', 'gif', 'svg'…). */
export function acceptedUploadFormat(format: string | undefined): UploadImageFormat | null {
  return UPLOAD_IMAGE_FORMATS.find((accepted) => accepted === format) ?? null;
}
