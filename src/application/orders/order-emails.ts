import { INVOICE_TYPE_LABELS } from '../../domain/checkout/invoice';
import { isWallet, paymentMethodLabel } from '../../domain/checkout/payment-method';
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

/** How this order will be paid, with the store's current accounts. */
function paymentInstructions(order: Order, settings: StoreSettings): string {
  const method = order.paymentMethod;
  const amount = order.totals.total.format();
  if (isWallet(method)) {
    const wallet = settings.wallets.find((w) => w.method === method);
    const to = wallet ? ` al número ${wallet.number} (${wallet.holder})` : '';
    return `Cómo pagar: cuando confirmemos tu pedido, paga ${amount} con ${paymentMethodLabel(method)}${to}; en la página del pedido verás el código QR.`;
  }
  if (method === 'transferencia') {
    const accounts = settings.bankAccounts.map(
      (a) => `${a.bank} — ${a.holder}: cuenta ${a.accountNumber}${a.cci ? `, CCI ${a.cci}` : ''}`,
    );
    return [`Cómo pagar: transfiere ${amount} a una de nuestras cuentas:`, ...accounts].join('\n');
  }
  if (method === 'izipay')
    return `Cómo pagar: te enviaremos un link de pago de Izipay por ${amount}; aparecerá en la página del pedido.`;
  return `Total a pagar: ${amount}.`;
}

/** To the customer, as soon as the order is placed. */
export function orderPlacedEmail(order: Order, settings: StoreSettings, siteOrigin: string): MailMessage {
  const id = shortOrderId(order.id);
  const mail = plainMail(order.customer.email, `Recibimos tu pedido #${id}`, [
    `Hola ${order.customer.firstName}, gracias por tu compra. Tu pedido #${id} ha sido registrado y en breve nuestro equipo lo procesará.`,
    ...summary(order),
    paymentInstructions(order, settings),
    `Sigue tu pedido, sube la foto de tu comprobante de pago y consulta las instrucciones en:\n${orderLink(siteOrigin, order.id)}`,
    `¿Dudas? Escríbenos por WhatsApp al +${settings.whatsappNumber} (${settings.supportHours}).`,
  ]);
  // Anyone placing an order chooses this address: the outbox's ceilings apply (mail-ceilings.ts).
  return { ...mail, category: 'order-customer' };
}

/** To each administrator, so the shop sees a new order without watching the admin screen. */
export function newOrderEmailForShop(order: Order, to: string, siteOrigin: string): MailMessage {
  const { customer } = order;
  const mail = plainMail(to, `Nuevo pedido #${shortOrderId(order.id)} — ${order.totals.total.format()}`, [
    `Nuevo pedido de ${customer.firstName} ${customer.lastName} (${customer.email}, celular ${customer.phone}, ${customer.documentType} ${customer.documentNumber}).`,
    ...summary(order),
    `Ver el pedido: ${orderLink(siteOrigin, order.id)}`,
  ]);
  return { ...mail, category: 'order-shop' };
}
