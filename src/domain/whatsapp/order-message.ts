import { paymentMethodLabel, type PaymentMethod } from '../checkout/payment-method';
import type { Money } from '../money/money';
import { orderStatusLabel } from '../order/order-messages';
import type { OrderStatus } from '../order/order-status';
import { IZIPAY_COMMISSION_PERCENT, paymentCommission } from '../order/order-totals';
import { shortOrderId } from '../order/short-id';
import { customerBlock, productsBlock, type MessageCustomer, type MessageLine } from './message-parts';
import { whatsAppLink } from './whatsapp-link';

export interface OrderForWhatsApp {
  readonly id: string;
  readonly status: OrderStatus;
  readonly customer: MessageCustomer;
  readonly lines: readonly MessageLine[];
  readonly paymentMethod: PaymentMethod;
  readonly subtotal: Money;
  readonly shipping: Money;
  readonly total: Money;
}

/** The follow-up message a customer sends about an existing order. */
export function orderWhatsAppMessage(order: OrderForWhatsApp): string {
  const commission = paymentCommission(order.subtotal, order.paymentMethod);
  return [
    `Hola, quisiera hacer seguimiento a mi pedido #${shortOrderId(order.id)}`,
    `Estado: ${orderStatusLabel(order.status)}`,
    '',
    ...customerBlock(order.customer),
    '',
    ...productsBlock(order.lines),
    '',
    `Método de pago: ${paymentMethodLabel(order.paymentMethod)}`,
    `Subtotal: ${order.subtotal.format()}`,
    ...(order.shipping.isZero() ? [] : [`Envío: ${order.shipping.format()}`]),
    ...(commission.isZero() ? [] : [`Comisión Izipay (${IZIPAY_COMMISSION_PERCENT}%): ${commission.format()}`]),
    `Total: ${order.total.format()}`,
  ].join('\n');
}

export function orderWhatsAppLink(storeNumber: string, order: OrderForWhatsApp): string {
  return whatsAppLink(storeNumber, orderWhatsAppMessage(order));
}
