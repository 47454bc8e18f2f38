/**
 * Each order line keeps its own copy of the product's main picture (spec:
 * resized to fit 400×400, JPEG at quality 0.8, under order-images/).
 */
export const ORDER_IMAGE_BOX = { width: 400, height: 400 } as const;
export const ORDER_IMAGE_QUALITY = 0.8;

/** The spec's path: order-images/{timestamp}-{productID}.jpg. */
export function orderImageKey(at: Date, productId: string): string {
  return `order-images/${at.getTime()}-${productId}.jpg`;
}
