import type { PaymentMethod } from '../checkout/payment-method';
import type { OrderStatus } from './order-status';
import {
  canAttachReceipt,
  isReceiptKey,
  RECEIPT_MESSAGES,
  receiptPath,
  receiptStorageKey,
  receiptUploadPath,
} from './payment-receipt';

describe('payment receipts', () => {
  it.each<[OrderStatus, PaymentMethod, boolean]>([
    // Pending: nothing to pay yet (the shop confirms the order first).
    ['pending', 'yape', false],
    ['pending', 'transferencia', false],
    ['processing', 'yape', true],
    ['processing', 'plin', true],
    ['processing', 'transferencia', true],
    // Izipay's link is confirmed by Izipay.
    ['processing', 'izipay', false],
    ['processing', 'efectivo', false],
    ['completed', 'yape', false],
    ['cancelled', 'transferencia', false],
  ])('a %s order paid with %s takes a receipt: %s', (status, paymentMethod, expected) => {
    expect(canAttachReceipt({ status, paymentMethod })).toBe(expected);
  });

  it('says why in Spanish', () => {
    expect(RECEIPT_MESSAGES.notAllowed).toBe(
      'Solo puedes adjuntar el comprobante de un pedido en proceso que pagas con Yape, Plin o transferencia',
    );
    expect(RECEIPT_MESSAGES.orderNotFound).toBe('Pedido no encontrado');
    expect(RECEIPT_MESSAGES.sent).toBe('Comprobante enviado');
    expect(RECEIPT_MESSAGES.missing).toBe('Este pedido aún no tiene comprobante');
  });

  it('stores each upload under the order, named by its instant and format', () => {
    const at = new Date('2026-11-22T15:00:00.123Z');
    expect(receiptStorageKey('abc123', at, 'jpg')).toBe('order-receipts/abc123/1795359600123.jpg');
    expect(receiptStorageKey('abc123', at, 'webp')).toBe('order-receipts/abc123/1795359600123.webp');
  });

  it.each([
    ['order-receipts/abc/1.jpg', true],
    ['ORDER-RECEIPTS/abc/1.jpg', true],
    ['Order-Receipts/abc', true],
    ['order-receipts', true],
    ['order-receiptsx/abc.jpg', false],
    ['order-images/1-abc.jpg', false],
    ['products/order-receipts/a.jpg', false],
  ])('%s is a receipt key: %s', (key, expected) => {
    expect(isReceiptKey(key)).toBe(expected);
  });

  it('is read and uploaded at the order’s own address, versioned by the photo', () => {
    expect(receiptUploadPath('abc123')).toBe('/api/orders/abc123/receipt');
    expect(receiptPath('abc123', 'order-receipts/abc123/1795359600123.jpg')).toBe(
      '/api/orders/abc123/receipt?v=1795359600123',
    );
  });
});
