import { IMAGE_VARIANT_FORMATS, IMAGE_VARIANT_WIDTHS } from '../../domain/media/responsive-image';
import { variantKey } from '../media/GetImageVariant';
import type { FileStorage } from '../ports/file-storage';

/**
 * Deletes images no product uses any more, with every responsive variant the
 * /files route may have rendered from them. Called after the commit that
 * dropped them; a failed delete only leaves an unreferenced file behind.
 * Orders never lose a picture: they hold their own copies under order-images/.
 */
export async function removeStoredImages(storage: FileStorage, keys: readonly string[]): Promise<void> {
  const variants = keys.flatMap((key) =>
    IMAGE_VARIANT_WIDTHS.flatMap((width) => IMAGE_VARIANT_FORMATS.map((format) => variantKey(key, { width, format }))),
  );
  await Promise.all([...keys, ...variants].map((key) => storage.delete(key).catch(() => undefined)));
}
