import type { PaymentMethod } from '@esencia/domain/checkout/payment-method';
import type { InvoiceType } from '@esencia/domain/checkout/invoice';
import { Money } from '@esencia/domain/money/money';
import { canSendByWhatsApp } from '@esencia/domain/order/order-list';
import type { OrderStatus } from '@esencia/domain/order/order-status';
import { orderWhatsAppLink } from '@esencia/domain/whatsapp/order-message';
import type { OrderCardOrder, OrderCardStorePayment } from '@esencia/ui-kit';
import type { OrderFieldsFragment } from './orderFields.generated';
import type { OrderStatus as GraphQLOrderStatus } from '../gql/graphql';
import type { StoreSettings } from '../storeSettings/useStoreSettings';
import { socialNetworkName } from '../storeSettings/socialNetworks';

/** The domain's status ('pending') of the GraphQL enum value ('PENDING'). */
export function orderStatusOf(status: GraphQLOrderStatus): OrderStatus {
  return status.toLowerCase() as OrderStatus;
}

/** The domain's payment method ('yape') of the GraphQL enum value ('YAPE'). */
export function paymentMethodOf(method: string): PaymentMethod {
  return method.toLowerCase() as PaymentMethod;
}

/** The GraphQL enum value of a domain status (the `myOrderPage(status)` filter). */
export function graphQLOrderStatus(status: OrderStatus): GraphQLOrderStatus {
  return status.toUpperCase() as GraphQLOrderStatus;
}

/** What the change toasts compare between two looks at an order. */
export function trackedOrder(order: Pick<OrderFieldsFragment, 'id' | 'status' | 'paymentLink'>) {
  return { id: order.id, status: orderStatusOf(order.status), paymentLink: order.paymentLink ?? null };
}

/**
 * The 'Enviar por WhatsApp' link: the domain's order message to the store's number, only for the
 * statuses that offer it (pending, processing) and once the store settings (the number) are known.
 */
export function orderWhatsAppHref(order: OrderFieldsFragment, whatsappNumber: string | null | undefined) {
  const status = orderStatusOf(order.status);
  if (!whatsappNumber || !canSendByWhatsApp(status)) return null;
  return orderWhatsAppLink(whatsappNumber, {
    id: order.id,
    status,
    customer: order.customer,
    lines: order.lines.map((line) => ({
      productName: line.name,
      quantity: line.quantity,
      price: Money.fromCents(line.unitPrice.cents),
    })),
    paymentMethod: paymentMethodOf(order.paymentMethod),
    subtotal: Money.fromCents(order.subtotal.cents),
    shipping: Money.fromCents(order.shipping.cents),
    total: Money.fromCents(order.total.cents),
  });
}

/** The GraphQL order as the kit's OrderCard takes it. */
export function orderCardOrder(order: OrderFieldsFragment, settings: StoreSettings | null): OrderCardOrder {
  return {
    id: order.id,
    status: orderStatusOf(order.status),
    createdAt: order.createdAt,
    paymentMethod: paymentMethodOf(order.paymentMethod),
    paymentLink: order.paymentLink,
    invoice: {
      type: order.invoice.type as InvoiceType,
      ruc: order.invoice.ruc,
      businessName: order.invoice.businessName,
    },
    lines: order.lines.map((line) => ({
      productId: line.productId,
      quantity: line.quantity,
      name: line.name,
      brandName: line.brandName,
      imageUrl: line.imageUrl,
      unitPrice: line.unitPrice,
      originalUnitPrice: line.originalUnitPrice,
      lineTotal: line.lineTotal,
      discountApplied: line.discountApplied,
      discountBadge: line.discountBadge,
    })),
    subtotal: order.subtotal,
    shipping: order.shipping,
    commission: order.commission,
    total: order.total,
    whatsappLink: orderWhatsAppHref(order, settings?.whatsappNumber),
  };
}

/** The store's Yape and Plin accounts, bank accounts and social links for the payment section. */
export function storePayment(settings: StoreSettings | null): OrderCardStorePayment {
  if (!settings) return {};
  const wallet = (method: 'yape' | 'plin') => {
    const found = settings.wallets.find((item) => item.method.toLowerCase() === method);
    return found ? { qrImageUrl: found.qrImageUrl, holder: found.holder, number: found.number } : null;
  };
  return {
    yape: wallet('yape'),
    plin: wallet('plin'),
    bankAccounts: settings.bankAccounts.map((account) => ({
      bank: account.bank,
      holder: account.holder,
      accountNumber: account.accountNumber,
      cci: account.cci ?? '—',
    })),
    socialLinks: settings.socialLinks.map((link) => ({ label: socialNetworkName(link.network), href: link.url })),
  };
}
