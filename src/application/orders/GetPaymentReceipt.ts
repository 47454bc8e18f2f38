import { orderNotFound } from '../../domain/order/order-messages';
import { RECEIPT_MESSAGES } from '../../domain/order/payment-receipt';
import { domainError, err, ok, type DomainError, type Result } from '../../domain/shared/result';
import type { FileStorage } from '../ports/file-storage';
import type { OrderRepository } from '../ports/orders';

export type StoredReceipt = NonNullable<Awaited<ReturnType<FileStorage['get']>>>;
export type GetPaymentReceiptError = DomainError<'ORDER_NOT_FOUND' | 'RECEIPT_NOT_FOUND'>;

/**
 * The order's payment receipt photo, for whoever holds the order's link (the
 * customer, and the admins, who see every order). Receipts are never public
 * files: this is the only way to read one.
 */
export class GetPaymentReceipt {
  constructor(
    private readonly orders: OrderRepository,
    private readonly storage: FileStorage,
  ) {}

  async execute(orderId: string): Promise<Result<StoredReceipt, GetPaymentReceiptError>> {
    const order = await this.orders.findById(orderId.trim());
    if (!order) return err(orderNotFound());
    const file = order.receiptKey ? await this.storage.get(order.receiptKey) : null;
    if (!file) return err(domainError('RECEIPT_NOT_FOUND', RECEIPT_MESSAGES.missing));
    return ok(file);
  }
}
