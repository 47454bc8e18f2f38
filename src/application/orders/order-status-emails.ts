import { isWallet, paymentMethodLabel } from '../../domain/checkout/payment-method';
import type { Order } from '../../domain/order/order';
import { paymentLinkEmailDue, statusEmailFor, type OrderStatusEmailKind } from '../../domain/order/order-status-emails';
import { orderLink, shortOrderId } from '../../domain/order/short-id';
import type { StoreSettings } from '../../domain/store/store-settings';
import { plainMail, type MailParagraph } from '../mail/plain-mail';
import type { FileStorage } from '../ports/file-storage';
import type { MailMessage } from '../ports/mail';
import type { StoreSettingsRepository } from '../ports/store';
import type { Transaction } from '../ports/unit-of-work';
import { questionsParagraph } from './order-emails';

/** What every order e-mail needs besides the order: the store's settings, its origin and its pictures' URLs. */
interface MailContext {
  readonly settings: StoreSettings;
  readonly siteOrigin: string;
  /** An absolute URL of a stored picture (storage URLs may be paths on the store's own origin). */
  readonly pictureUrl: (key: string) => string;
}

/** How to pay the order now that the shop is processing it, with the store's current accounts. */
function howToPay(order: Order, { settings, pictureUrl }: MailContext): MailParagraph[] {
  const method = order.paymentMethod;
  const amount = order.totals.total.format();
  const receipt = 'Cuando pagues, sube la foto de tu comprobante en la página del pedido.';
  if (isWallet(method)) {
    const wallet = settings.wallets.find((w) => w.method === method);
    if (!wallet) return [`Paga ${amount} con ${paymentMethodLabel(method)}; el número está en la página del pedido.`];
    return [
      `Paga ${amount} con ${paymentMethodLabel(method)} al número ${wallet.number} (${wallet.holder})${wallet.qrImageKey ? ' o escanea este código QR:' : '.'}`,
      ...(wallet.qrImageKey
        ? [{ imageUrl: pictureUrl(wallet.qrImageKey), alt: `Código QR de ${paymentMethodLabel(method)}` }]
        : []),
      receipt,
    ];
  }
  if (method === 'transferencia') {
    const accounts = settings.bankAccounts.map(
      (a) => `${a.bank} — ${a.holder}: cuenta ${a.accountNumber}${a.cci ? `, CCI ${a.cci}` : ''}`,
    );
    return [[`Transfiere ${amount} a una de nuestras cuentas:`, ...accounts].join('\n'), receipt];
  }
  if (method === 'izipay') {
    return order.paymentLink
      ? [`Paga ${amount} con tarjeta en tu link de pago de Izipay:\n${order.paymentLink}`]
      : [
          `En breve te enviaremos el link de pago de Izipay por ${amount}: te llegará por correo y aparecerá en la página del pedido.`,
        ];
  }
  return [`Total a pagar: ${amount}.`];
}

const SUBJECTS: { readonly [K in OrderStatusEmailKind]: (id: string) => string } = {
  processing: (id) => `Tu pedido #${id} está en proceso`,
  paymentLink: (id) => `Tu link de pago del pedido #${id}`,
  completed: (id) => `Tu pedido #${id} está completado`,
  cancelled: (id) => `Tu pedido #${id} fue cancelado`,
};

function body(kind: OrderStatusEmailKind, order: Order, context: MailContext): MailParagraph[] {
  const id = shortOrderId(order.id);
  const hello = `Hola ${order.customer.firstName},`;
  switch (kind) {
    case 'processing':
      return [`${hello} confirmamos tu pedido #${id} y ya lo estamos preparando.`, ...howToPay(order, context)];
    case 'paymentLink':
      return [
        `${hello} ya puedes pagar ${order.totals.total.format()} de tu pedido #${id} en este link de pago:\n${order.paymentLink}`,
      ];
    case 'completed':
      return [`${hello} tu pedido #${id} está completado. ¡Gracias por comprar en ${context.settings.storeName}!`];
    case 'cancelled':
      return [
        `${hello} tu pedido #${id} fue cancelado. Si ya pagaste o crees que es un error, escríbenos y lo vemos contigo.`,
      ];
  }
}

/** The e-mail of one kind about the order, linking to its page. */
export function orderStatusEmail(kind: OrderStatusEmailKind, order: Order, context: MailContext): MailMessage {
  const { settings, siteOrigin } = context;
  const subject = SUBJECTS[kind](shortOrderId(order.id));
  return plainMail({ to: order.customer.email, subject, storeName: settings.storeName }, [
    ...body(kind, order, context),
    `Mira tu pedido en:\n${orderLink(siteOrigin, order.id)}`,
    questionsParagraph(settings),
  ]);
}

/**
 * Queues the e-mails that follow an order's changes, in the change's transaction (ChangeOrderStatus,
 * SetPaymentLink), each kind only while the store's settings have it on. Caused by an admin, so no ceiling.
 */
export class OrderStatusMail {
  constructor(
    private readonly settings: StoreSettingsRepository,
    private readonly storage: Pick<FileStorage, 'publicUrl'>,
  ) {}

  /** The order (as it is now) moved to its status. */
  async statusChanged(tx: Transaction, order: Order, siteOrigin: string, at: Date): Promise<void> {
    const context = await this.context(siteOrigin);
    const kind = statusEmailFor(order.status, context.settings.orderStatusEmails);
    if (kind) await tx.mailOutbox.enqueue(orderStatusEmail(kind, order, context), at);
  }

  /** The order's payment link was `before`; it is the order's now. */
  async paymentLinkSet(tx: Transaction, order: Order, before: string | null, siteOrigin: string, at: Date) {
    const context = await this.context(siteOrigin);
    if (!paymentLinkEmailDue(before, order.paymentLink, context.settings.orderStatusEmails)) return;
    await tx.mailOutbox.enqueue(orderStatusEmail('paymentLink', order, context), at);
  }

  private async context(siteOrigin: string): Promise<MailContext> {
    return {
      settings: await this.settings.get(),
      siteOrigin,
      pictureUrl: (key) => new URL(this.storage.publicUrl(key), siteOrigin).href,
    };
  }
}
