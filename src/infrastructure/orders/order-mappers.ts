import type { PromotionType } from '../../domain/catalog/promotion';
import type { DocumentType } from '../../domain/checkout/document-type';
import type { Invoice } from '../../domain/checkout/invoice';
import type { PaymentMethod, ShippingMethod } from '../../domain/checkout/payment-method';
import { Money } from '../../domain/money/money';
import type { Order, OrderLine } from '../../domain/order/order';
import type { OrderOrigin } from '../../domain/order/order-totals';
import type { OrderStatus } from '../../domain/order/order-status';
import type { OrderLineRecord, OrderRecord } from '../database/schemas/order-records';

export function toOrderRecord(order: Order): Omit<OrderRecord, 'idempotencyKey' | 'idempotencyFingerprint'> {
  const { customer, totals, invoice } = order;
  return {
    id: order.id,
    status: order.status,
    origin: order.origin,
    firstName: customer.firstName,
    lastName: customer.lastName,
    email: customer.email,
    documentType: customer.documentType,
    documentNumber: customer.documentNumber,
    phone: customer.phone,
    shippingMethod: order.shippingMethod,
    paymentMethod: order.paymentMethod,
    invoiceType: invoice.type,
    invoiceRuc: invoice.type === 'factura' ? invoice.ruc : null,
    invoiceBusinessName: invoice.type === 'factura' ? invoice.businessName : null,
    subtotalCents: totals.subtotal.cents,
    shippingCents: totals.shipping.cents,
    commissionCents: totals.commission.cents,
    totalCents: totals.total.cents,
    paymentLink: order.paymentLink,
    accountId: order.accountId,
    receiptKey: order.receiptKey,
    holdUntil: order.stockHold?.until ?? null,
    holdState: order.stockHold?.state ?? null,
    createdAt: order.createdAt,
    updatedAt: order.updatedAt,
  };
}

export function toLineRecords(order: Order): OrderLineRecord[] {
  return order.lines.map((line, position) => ({
    orderId: order.id,
    position,
    productId: line.productId,
    quantity: line.quantity,
    unitPriceCents: line.unitPrice.cents,
    productName: line.snapshot.name,
    brandName: line.snapshot.brandName,
    imageKey: line.snapshot.imageKey,
    originalPriceCents: line.snapshot.originalPrice.cents,
    isPromoted: line.snapshot.promotion.isPromoted,
    promotionType: line.snapshot.promotion.type,
    discount: line.snapshot.promotion.discount,
    promotionStart: line.snapshot.promotion.startDate,
    promotionEnd: line.snapshot.promotion.endDate,
    discountApplied: line.snapshot.discountApplied,
  }));
}

function toLine(record: OrderLineRecord): OrderLine {
  return {
    productId: record.productId,
    quantity: record.quantity,
    unitPrice: Money.fromCents(record.unitPriceCents),
    snapshot: {
      name: record.productName,
      brandName: record.brandName,
      imageKey: record.imageKey,
      originalPrice: Money.fromCents(record.originalPriceCents),
      promotion: {
        isPromoted: record.isPromoted,
        type: record.promotionType as PromotionType,
        discount: record.discount,
        startDate: record.promotionStart,
        endDate: record.promotionEnd,
      },
      discountApplied: record.discountApplied,
    },
  };
}

function toInvoice(record: OrderRecord): Invoice {
  return record.invoiceType === 'factura' && record.invoiceRuc && record.invoiceBusinessName
    ? { type: 'factura', ruc: record.invoiceRuc, businessName: record.invoiceBusinessName }
    : { type: 'boleta' };
}

/** `lines` must be the order's lines sorted by position. */
export function toOrder(record: OrderRecord, lines: readonly OrderLineRecord[]): Order {
  return {
    id: record.id,
    status: record.status as OrderStatus,
    origin: record.origin as OrderOrigin,
    customer: {
      firstName: record.firstName,
      lastName: record.lastName,
      email: record.email,
      documentType: record.documentType as DocumentType,
      documentNumber: record.documentNumber,
      phone: record.phone,
    },
    shippingMethod: record.shippingMethod as ShippingMethod,
    paymentMethod: record.paymentMethod as PaymentMethod,
    invoice: toInvoice(record),
    lines: lines.map(toLine),
    totals: {
      subtotal: Money.fromCents(record.subtotalCents),
      shipping: Money.fromCents(record.shippingCents),
      commission: Money.fromCents(record.commissionCents),
      total: Money.fromCents(record.totalCents),
    },
    paymentLink: record.paymentLink,
    accountId: record.accountId,
    receiptKey: record.receiptKey,
    stockHold: record.holdUntil && record.holdState ? { until: record.holdUntil, state: record.holdState } : null,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
}
