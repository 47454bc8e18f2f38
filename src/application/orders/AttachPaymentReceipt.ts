import { orderNotFound } from '../../domain/order/order-messages';
import { checkUploadSize, imageUploadError, type ImageUploadError } from '../../domain/media/image-upload';
import { canAttachReceipt, RECEIPT_MESSAGES, receiptStorageKey } from '../../domain/order/payment-receipt';
import { domainError, err, ok, type DomainError, type Result } from '../../domain/shared/result';
import type { Clock } from '../ports/clock';
import type { FileStorage } from '../ports/file-storage';
import type { ImageProcessor } from '../ports/image-processor';
import type { OrderRepository } from '../ports/orders';
import type { Order } from '../../domain/order/order';
import type { UnitOfWork } from '../ports/unit-of-work';

export type AttachPaymentReceiptError = ImageUploadError | DomainError<'ORDER_NOT_FOUND' | 'RECEIPT_NOT_ALLOWED'>;

export interface AttachedReceipt {
  readonly orderId: string;
  readonly receiptKey: string;
  readonly contentType: string;
  readonly width: number;
  readonly height: number;
}

/**
 * The customer's photo of the payment, added to a processing order paid by
 * Yape, Plin or transfer (`canAttachReceipt`) by whoever holds its link (the
 * unguessable id is the permission).
 * The photo is checked by its content and re-encoded without metadata, stored
 * under `order-receipts/` (never public), and replaces the previous one,
 * whose object is then deleted. The row's change and its announcement to the
 * order's open pages commit together.
 */
export class AttachPaymentReceipt {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly orders: OrderRepository,
    private readonly images: ImageProcessor,
    private readonly storage: FileStorage,
    private readonly clock: Clock,
  ) {}

  /**
   * Whether the order takes a receipt now: asked before the photo is received (a file for an order that does
   * not exist or cannot take one is never read), and again by execute with it.
   */
  async check(orderId: string): Promise<Result<Order, AttachPaymentReceiptError>> {
    const order = await this.orders.findById(orderId.trim());
    if (!order) return err(orderNotFound());
    if (!canAttachReceipt(order)) {
      return err(
        domainError('RECEIPT_NOT_ALLOWED', RECEIPT_MESSAGES.notAllowed, {
          status: order.status,
          paymentMethod: order.paymentMethod,
        }),
      );
    }
    return ok(order);
  }

  async execute(orderId: string, content: Buffer): Promise<Result<AttachedReceipt, AttachPaymentReceiptError>> {
    const size = checkUploadSize(content.length);
    if (!size.ok) return size;
    const checked = await this.check(orderId);
    if (!checked.ok) return checked;
    const order = checked.value;
    const normalized = await this.images.normalizeUpload(content);
    if (!normalized.ok) return err(imageUploadError.rejected(normalized.reason));
    const { image } = normalized;

    const now = this.clock.now();
    const key = receiptStorageKey(order.id, now, image.extension);
    await this.storage.put(key, image.content, image.contentType);
    let previous: string | null;
    try {
      previous = await this.uow.run(async (tx) => {
        const replaced = await tx.orders.setReceipt(order.id, key, now);
        await tx.orderChanges.announce(order.id);
        return replaced;
      });
    } catch (error) {
      await this.storage.delete(key).catch(() => undefined);
      throw error;
    }
    // The old photo is no longer referenced; an object left behind by a failed delete is harmless.
    if (previous && previous !== key) await this.storage.delete(previous).catch(() => undefined);
    return ok({
      orderId: order.id,
      receiptKey: key,
      contentType: image.contentType,
      width: image.width,
      height: image.height,
    });
  }
}
