import { isWallet, type PaymentMethod } from '../checkout/payment-method';
import { ORDER_NOT_FOUND_MESSAGE } from './order-messages';
import type { OrderStatus } from './order-status';

/**
 * The photo of a payment (Yape, Plin, a transfer) the customer adds to the
 * order page. Only once there is something to pay and before the shop closes
 * the order: the shop confirms (processes) the order first, then asks for the
 * payment (the spec's order story). Stored apart from the public files, under
 * `order-receipts/`, and shown only to the order's holders and the admins.
 */
export const RECEIPTS_PREFIX = 'order-receipts/';

export const RECEIPT_MESSAGES = {
  orderNotFound: ORDER_NOT_FOUND_MESSAGE,
  notAllowed: 'Solo puedes adjuntar el comprobante de un pedido en proceso que pagas con Yape, Plin o transferencia',
  missing: 'Este pedido aún no tiene comprobante',
  sent: 'Comprobante enviado',
  failed: 'No se pudo enviar el comprobante. Intenta de nuevo.',
} as const;

/**
 * Whether a receipt may be added or replaced now: while the order is processing (its page shows how to pay) and
 * paid by the shopper's own transfer or wallet; an Izipay payment link is confirmed by Izipay itself.
 */
export function canAttachReceipt(order: {
  readonly status: OrderStatus;
  readonly paymentMethod: PaymentMethod;
}): boolean {
  const paidByShopper = isWallet(order.paymentMethod) || order.paymentMethod === 'transferencia';
  return order.status === 'processing' && paidByShopper;
}

/** `order-receipts/{orderId}/{milliseconds}.{ext}`: a new key for every upload, so a replaced photo is never served stale. */
export function receiptStorageKey(orderId: string, at: Date, extension: string): string {
  return `${RECEIPTS_PREFIX}${orderId}/${at.getTime()}.${extension}`;
}

/**
 * Where the order's holders (and the admins) see the receipt: the order's own address, with the photo's
 * instant as a version so a replaced photo shows at once.
 */
export function receiptPath(orderId: string, receiptKey: string): string {
  const version = receiptKey.slice(receiptKey.lastIndexOf('/') + 1).replace(/\.[a-z]+$/i, '');
  return `/api/orders/${encodeURIComponent(orderId)}/receipt?v=${encodeURIComponent(version)}`;
}

/** Where the photo is uploaded (`POST`, multipart field `file`). */
export const receiptUploadPath = (orderId: string): string => `/api/orders/${encodeURIComponent(orderId)}/receipt`;

/**
 * Whether a storage key is a receipt or the receipts' folder (never served as a public file). Letter case is
 * ignored: on a case-insensitive disk `ORDER-RECEIPTS/…` would read the same file.
 */
export function isReceiptKey(key: string): boolean {
  const lower = key.toLowerCase();
  return lower === RECEIPTS_PREFIX.slice(0, -1) || lower.startsWith(RECEIPTS_PREFIX);
}
