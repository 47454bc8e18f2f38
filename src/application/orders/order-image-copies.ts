import { ORDER_IMAGE_BOX, ORDER_IMAGE_QUALITY, orderImageKey } from '../../domain/order/order-image';
import type { Clock } from '../ports/clock';
import type { FileStorage } from '../ports/file-storage';
import type { ImageProcessor } from '../ports/image-processor';
import type { OrderImageSnapshots, ProductPicture } from '../ports/orders';

export interface OrderImageDeps {
  readonly snapshots: OrderImageSnapshots;
  readonly storage: FileStorage;
  readonly images: ImageProcessor;
  readonly clock: Clock;
}

/**
 * The order's copies of its products' main pictures (400×400 JPEG), by product
 * id: made once per product and picture and shared by every order that bought
 * it with that picture, so they survive the product's images being replaced or
 * deleted. One read for the existing copies; null where the source is missing
 * or unreadable (the order shows the placeholder).
 */
export async function orderImageCopies(
  deps: OrderImageDeps,
  pictures: readonly ProductPicture[],
): Promise<Map<string, string | null>> {
  const made = await deps.snapshots.findMany(pictures);
  const copies = new Map<string, string | null>(made.map((copy) => [copy.productId, copy.copyKey]));
  for (const { productId, sourceKey } of pictures) {
    if (!copies.has(productId)) copies.set(productId, await makeCopy(deps, productId, sourceKey));
  }
  return copies;
}

async function makeCopy(deps: OrderImageDeps, productId: string, sourceKey: string): Promise<string | null> {
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
