import { INVOICE_TYPE_LABELS } from '../../domain/checkout/invoice';
import { paymentMethodLabel } from '../../domain/checkout/payment-method';
import { CUSTOMER_MESSAGES, paymentAfterConfirmation } from '../../domain/order/customer-message';
import { lineTotal, type Order } from '../../domain/order/order';
import { IZIPAY_COMMISSION_PERCENT } from '../../domain/order/order-totals';
import { orderLink, shortOrderId } from '../../domain/order/short-id';
import type { StoreSettings } from '../../domain/store/store-settings';
import { plainMail } from '../mail/plain-mail';
import type { MailMessage } from '../ports/mail';

/** The order's lines and totals, as both e-mails list them. */
function summary(order: Order): string[] {
  const { subtotal, shipping, commission, total } = order.totals;
  return [
    order.lines
      .map(
        (line) => `${line.quantity} × ${line.snapshot.name} (${line.snapshot.brandName}): ${lineTotal(line).format()}`,
      )
      .join('\n'),
    [
      `Subtotal: ${subtotal.format()}`,
      `Envío: ${shipping.isZero() ? 'Gratis' : shipping.format()}`,
      ...(commission.isZero() ? [] : [`Comisión Izipay (${IZIPAY_COMMISSION_PERCENT}%): ${commission.format()}`]),
      `Total: ${total.format()}`,
      `Método de pago: ${paymentMethodLabel(order.paymentMethod)}`,
      `Comprobante: ${INVOICE_TYPE_LABELS[order.invoice.type]}${order.invoice.type === 'factura' ? ` (RUC ${order.invoice.ruc}, ${order.invoice.businessName})` : ''}`,
    ].join('\n'),
  ];
}

/** The last paragraph of every e-mail to the customer about an order: where to ask. */
export function questionsParagraph(settings: StoreSettings): string {
  return `¿Dudas? Escríbenos por WhatsApp al +${settings.whatsappNumber} (${settings.supportHours}).`;
}

/**
 * To the customer, as soon as the order is placed. It tells the order page's story (issue 27): the shop confirms the
 * order first, then the page shows how to pay and takes the receipt; nothing to pay yet, so no accounts here (the
 * order's page has them, from the store's current settings, once it is processing).
 */
export function orderPlacedEmail(order: Order, settings: StoreSettings, siteOrigin: string): MailMessage {
  const id = shortOrderId(order.id);
  const mail = plainMail(
    { to: order.customer.email, subject: `Recibimos tu pedido #${id}`, storeName: settings.storeName },
    [
      `Hola ${order.customer.firstName}, gracias por tu compra. ${CUSTOMER_MESSAGES.pending}`,
      ...summary(order),
      paymentAfterConfirmation(order.paymentMethod, order.totals.total),
      `Tu pedido #${id} está aquí; guarda el enlace para seguirlo:\n${orderLink(siteOrigin, order.id)}`,
      questionsParagraph(settings),
    ],
  );
  // Anyone placing an order chooses this address: the outbox's ceilings apply (mail-ceilings.ts).
  return { ...mail, category: 'order-customer' };
}

/** To each administrator, so the shop sees a new order without watching the admin screen. */
export function newOrderEmailForShop(order: Order, to: string, storeName: string, siteOrigin: string): MailMessage {
  const { customer } = order;
  const subject = `Nuevo pedido #${shortOrderId(order.id)} — ${order.totals.total.format()}`;
  const mail = plainMail({ to, subject, storeName }, [
    `Nuevo pedido de ${customer.firstName} ${customer.lastName} (${customer.email}, celular ${customer.phone}, ${customer.documentType} ${customer.documentNumber}).`,
    ...summary(order),
    `Ver el pedido: ${orderLink(siteOrigin, order.id)}`,
  ]);
  return { ...mail, category: 'order-shop' };
}
