import { holdsStock } from '../../../domain/order/stock-hold';
import type { FileStorage } from '../../../application/ports/file-storage';
import { discountBadge } from '../../../domain/catalog/promotion-display';
import { INVOICE_TYPE_LABELS } from '../../../domain/checkout/invoice';
import { paymentMethodLabel, SHIPPING_METHOD_LABEL } from '../../../domain/checkout/payment-method';
import { itemCount, lineTotal, type Order, type OrderLine } from '../../../domain/order/order';
import { orderStatusLabel } from '../../../domain/order/order-messages';
import type { OrderStatus as DomainStatus } from '../../../domain/order/order-status';
import { normalizePaymentLink } from '../../../domain/order/payment-link';
import { receiptPath } from '../../../domain/order/payment-receipt';
import { orderLink, shortOrderId } from '../../../domain/order/short-id';
import type { PaymentMethod as DomainPaymentMethod } from '../../../domain/checkout/payment-method';
import { Money } from '../types/money.type';
import * as gql from '../types/order.types';

/** The domain's values as the schema's enums: a value added to the domain without one here is a type error. */
const STATUSES: { readonly [S in DomainStatus]: gql.OrderStatus } = {
  pending: gql.OrderStatus.PENDING,
  processing: gql.OrderStatus.PROCESSING,
  completed: gql.OrderStatus.COMPLETED,
  cancelled: gql.OrderStatus.CANCELLED,
};
const PAYMENT_METHODS: { readonly [M in DomainPaymentMethod]: gql.PaymentMethod } = {
  yape: gql.PaymentMethod.YAPE,
  plin: gql.PaymentMethod.PLIN,
  transferencia: gql.PaymentMethod.TRANSFERENCIA,
  izipay: gql.PaymentMethod.IZIPAY,
  efectivo: gql.PaymentMethod.EFECTIVO,
};

/** A domain order → GraphQL. Every label and amount comes from the domain and the stored order. */
export class OrderPresenter {
  constructor(private readonly storage: FileStorage) {}

  order(order: Order, siteOrigin: string): gql.Order {
    const { customer, invoice, totals } = order;
    return Object.assign(new gql.Order(), {
      id: order.id,
      shortId: shortOrderId(order.id),
      link: orderLink(siteOrigin, order.id),
      status: STATUSES[order.status],
      statusLabel: orderStatusLabel(order.status),
      customer: Object.assign(new gql.OrderCustomer(), {
        ...customer,
        fullName: `${customer.firstName} ${customer.lastName}`,
      }),
      invoice: Object.assign(new gql.OrderInvoice(), {
        type: invoice.type,
        label: INVOICE_TYPE_LABELS[invoice.type],
        ruc: invoice.type === 'factura' ? invoice.ruc : null,
        businessName: invoice.type === 'factura' ? invoice.businessName : null,
      }),
      shippingMethod: order.shippingMethod,
      shippingMethodLabel: SHIPPING_METHOD_LABEL[order.shippingMethod],
      paymentMethod: PAYMENT_METHODS[order.paymentMethod],
      paymentMethodLabel: paymentMethodLabel(order.paymentMethod),
      lines: order.lines.map((line) => this.line(line)),
      itemCount: itemCount(order),
      subtotal: Money.from(totals.subtotal),
      shipping: Money.from(totals.shipping),
      commission: Money.from(totals.commission),
      total: Money.from(totals.total),
      paymentLink: order.paymentLink ? normalizePaymentLink(order.paymentLink) : null,
      hasReceipt: order.receiptKey !== null,
      receiptUrl: order.receiptKey ? receiptPath(order.id, order.receiptKey) : null,
      stockHeldUntil: holdsStock(order) ? order.stockHold!.until : null,
      createdAt: order.createdAt,
      updatedAt: order.updatedAt,
    });
  }

  private line(line: OrderLine): gql.OrderLine {
    const { snapshot } = line;
    return Object.assign(new gql.OrderLine(), {
      productId: line.productId,
      quantity: line.quantity,
      name: snapshot.name,
      brandName: snapshot.brandName,
      imageUrl: snapshot.imageKey ? this.storage.publicUrl(snapshot.imageKey) : null,
      unitPrice: Money.from(line.unitPrice),
      originalUnitPrice: Money.from(snapshot.originalPrice),
      lineTotal: Money.from(lineTotal(line)),
      discountApplied: snapshot.discountApplied,
      discountBadge: snapshot.discountApplied ? discountBadge(snapshot.promotion) : null,
    });
  }
}
