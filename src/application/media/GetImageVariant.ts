import { parseImageVariant, type ImageVariant, type ImageVariantError } from '../../domain/media/responsive-image';
import { domainError, err, ok, type DomainError, type Result } from '../../domain/shared/result';
import type { FileStorage } from '../ports/file-storage';
import type { ImageResizer } from '../ports/image-resizer';

export type StoredFile = NonNullable<Awaited<ReturnType<FileStorage['get']>>>;

export type ImageVariantFailure = ImageVariantError | DomainError<'IMAGE_NOT_FOUND' | 'IMAGE_NOT_CONVERTIBLE'>;

/** Variants are kept in the same storage under this prefix, so each one is rendered once. */
export const VARIANTS_PREFIX = '_variants/';

const NOT_FOUND = domainError('IMAGE_NOT_FOUND', 'Imagen no encontrada.');
const NOT_CONVERTIBLE = domainError('IMAGE_NOT_CONVERTIBLE', 'Este archivo no se puede convertir en imagen.');

/**
 * One responsive variant of a stored image (`/files/<key>?w=640&fmt=webp`): an
 * allowed width and format only, rendered from the original the first time
 * and then served from storage. Storage keys never change content (a new
 * upload gets a new key), so a stored variant never goes stale.
 */
export class GetImageVariant {
  /** Variants being rendered right now, so simultaneous first requests render once. */
  private readonly rendering = new Map<string, Promise<ImageVariantFailure | null>>();

  constructor(
    private readonly storage: FileStorage,
    private readonly resizer: ImageResizer,
  ) {}

  async execute(
    key: string,
    query: { readonly w?: unknown; readonly fmt?: unknown },
  ): Promise<Result<StoredFile, ImageVariantFailure>> {
    const variant = parseImageVariant(query);
    if (!variant.ok) return variant;
    if (key.startsWith(VARIANTS_PREFIX)) return err(NOT_FOUND);
    const storedKey = variantKey(key, variant.value);

    const stored = await this.read(storedKey);
    if (stored) return ok(stored);
    const failure = await this.renderOnce(key, storedKey, variant.value);
    if (failure) return err(failure);
    const rendered = await this.read(storedKey);
    return rendered ? ok(rendered) : err(NOT_FOUND);
  }

  private renderOnce(key: string, storedKey: string, variant: ImageVariant): Promise<ImageVariantFailure | null> {
    let running = this.rendering.get(storedKey);
    if (!running) {
      running = this.render(key, storedKey, variant).finally(() => this.rendering.delete(storedKey));
      this.rendering.set(storedKey, running);
    }
    return running;
  }

  private async render(key: string, storedKey: string, variant: ImageVariant): Promise<ImageVariantFailure | null> {
    const original = await this.read(key);
    if (!original) return NOT_FOUND;
    const resized = await this.resizer.resize(original.body, variant);
    if (!resized) return NOT_CONVERTIBLE;
    await this.storage.put(storedKey, resized.content, resized.contentType);
    return null;
  }

  /** A key the storage refuses (e.g. `../`) is simply not found. */
  private async read(key: string): Promise<StoredFile | null> {
    try {
      return await this.storage.get(key);
    } catch {
      return null;
    }
  }
}

/** `products/a.jpg` at 640px in WebP → `_variants/products/a.jpg/640.webp`. */
export function variantKey(key: string, variant: ImageVariant): string {
  return `${VARIANTS_PREFIX}${key}/${variant.width}.${variant.format === 'jpeg' ? 'jpg' : 'webp'}`;
}
