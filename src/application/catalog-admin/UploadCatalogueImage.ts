import {
  catalogueImageKey,
  catalogueImageTarget,
  type CatalogueImageRequestError,
} from '../../domain/media/catalogue-image';
import { checkUploadSize, imageUploadError, type ImageUploadError } from '../../domain/media/image-upload';
import { err, ok, type Result } from '../../domain/shared/result';
import type { Clock } from '../ports/clock';
import type { FileStorage } from '../ports/file-storage';
import type { ImageProcessor } from '../ports/image-processor';
import { isStored } from './product-input';

export interface CatalogueImageUpload {
  readonly content: Buffer;
  /** The form's `purpose`: 'product', 'brand', 'wallet-qr' or 'story'. */
  readonly purpose: unknown;
  /** The form's `index` (product photos only, 0–4). */
  readonly index: unknown;
  /** The name the file had on the admin's device; only a safe version of it goes into the key. */
  readonly fileName: string | null;
}

export interface UploadedCatalogueImage {
  readonly key: string;
  readonly url: string;
  readonly contentType: string;
  readonly width: number;
  readonly height: number;
}

export type UploadCatalogueImageError = ImageUploadError | CatalogueImageRequestError;

/**
 * A picture for the catalogue (product photo, brand logo, wallet QR code),
 * uploaded by an admin before saving the form that uses it: checked by its
 * content (JPEG, PNG or WebP, never by its name), decoded with a pixel
 * budget, re-encoded without metadata and stored under the spec's path. The
 * form then sends the key; responsive WebP variants are rendered on demand by
 * the /files route (GetImageVariant).
 */
export class UploadCatalogueImage {
  constructor(
    private readonly images: ImageProcessor,
    private readonly storage: FileStorage,
    private readonly clock: Clock,
  ) {}

  async execute(upload: CatalogueImageUpload): Promise<Result<UploadedCatalogueImage, UploadCatalogueImageError>> {
    const target = catalogueImageTarget(upload.purpose, upload.index);
    if (!target.ok) return target;
    const size = checkUploadSize(upload.content.length);
    if (!size.ok) return size;
    const normalized = await this.images.normalizeUpload(upload.content);
    if (!normalized.ok) return err(imageUploadError.rejected(normalized.reason));
    const { image } = normalized;
    const key = await this.freeKey((at) => catalogueImageKey(target.value, at, upload.fileName, image.extension));
    await this.storage.put(key, image.content, image.contentType);
    return ok({
      key,
      url: this.storage.publicUrl(key),
      contentType: image.contentType,
      width: image.width,
      height: image.height,
    });
  }

  /**
   * A key no file has yet: two uploads of the same name in the same
   * millisecond (a product's photos sent together) never overwrite each other.
   */
  private async freeKey(keyAt: (at: Date) => string): Promise<string> {
    const now = this.clock.now().getTime();
    for (let offset = 0; ; offset++) {
      const key = keyAt(new Date(now + offset));
      if (!(await isStored(this.storage, key))) return key;
    }
  }
}
