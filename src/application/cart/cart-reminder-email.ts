import type { Product } from '../../domain/catalog/product';
import type { CartQuote } from '../../domain/cart/cart-quote';
import { plainMail } from '../mail/plain-mail';
import type { MailMessage } from '../ports/mail';

/** Where the reminder sends the shopper: the checkout, which opens their saved cart once signed in. */
export const CART_REMINDER_PATH = '/checkout';
/** The one-click page that turns reminders off without signing in. */
export const cartReminderUnsubscribePath = (token: string) => `/baja-recordatorios/${encodeURIComponent(token)}`;

export interface CartReminder {
  readonly to: string;
  readonly name: string;
  readonly storeName: string;
  /** The cart as the server prices it now (never a stored price). */
  readonly cart: CartQuote<Product>;
  readonly siteOrigin: string;
  readonly unsubscribeToken: string;
}

/** The one reminder of an abandoned cart: its lines at today's prices, a link to it, and the link to stop them. */
export function cartReminderEmail(reminder: CartReminder): MailMessage {
  const origin = reminder.siteOrigin.replace(/\/+$/, '');
  const hello = reminder.name.trim() ? `Hola ${reminder.name.trim()},` : 'Hola,';
  const lines = reminder.cart.lines.map(
    (line) => `• ${line.product?.name ?? ''} × ${line.quantity}: ${line.lineTotal.format()}`,
  );
  const { to, storeName } = reminder;
  const mail = plainMail({ to, subject: `Tu carrito te espera en ${storeName}`, storeName }, [
    `${hello} dejaste estos productos en tu carrito de ${reminder.storeName}:`,
    [...lines, `Subtotal de hoy: ${reminder.cart.subtotal.format()}`].join('\n'),
    `Los precios son los de hoy y el stock puede agotarse. Retoma tu compra aquí:\n${origin}${CART_REMINDER_PATH}`,
    `Es el único recordatorio que te enviaremos de este carrito. Si no quieres recibir más recordatorios, desactívalos con un clic:\n${origin}${cartReminderUnsubscribePath(reminder.unsubscribeToken)}`,
  ]);
  return { ...mail, category: 'cart-reminder' };
}
