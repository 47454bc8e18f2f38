import { ORDER_IMAGE_BOX, ORDER_IMAGE_QUALITY, orderImageKey } from '../../domain/order/order-image';
import type { Clock } from '../ports/clock';
import type { FileStorage } from '../ports/file-storage';
import type { ImageProcessor } from '../ports/image-processor';
import type { OrderImageSnapshots } from '../ports/orders';

export interface OrderImageDeps {
  readonly snapshots: OrderImageSnapshots;
  readonly storage: FileStorage;
  readonly images: ImageProcessor;
  readonly clock: Clock;
}

/**
 * The order's copy of a product picture (400×400 JPEG): made once per product
 * and picture and shared by every order that bought it with that picture, so
 * it survives the product's images being replaced or deleted. null when the
 * source is missing or unreadable (the order shows the placeholder).
 */
export async function orderImageCopy(
  deps: OrderImageDeps,
  productId: string,
  sourceKey: string,
): Promise<string | null> {
  const existing = await deps.snapshots.find(productId, sourceKey);
  if (existing) return existing;
  const source = await deps.storage.get(sourceKey);
  if (!source) return null;
  const copy = await deps.images.fitJpeg(source.body, ORDER_IMAGE_BOX, Math.round(ORDER_IMAGE_QUALITY * 100));
  if (!copy) return null;
  const key = orderImageKey(deps.clock.now(), productId);
  await deps.storage.put(key, copy.content, copy.contentType);
  const kept = await deps.snapshots.record(productId, sourceKey, key);
  // Two first orders of the same picture raced: keep the copy recorded first.
  if (kept !== key) await deps.storage.delete(key);
  return kept;
}
