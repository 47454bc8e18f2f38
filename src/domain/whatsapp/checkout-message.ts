import type { Money } from '../money/money';
import { customerBlock, productsBlock, type MessageCustomer, type MessageLine } from './message-parts';
import { whatsAppLink } from './whatsapp-link';

export interface CheckoutForWhatsApp {
  readonly customer: MessageCustomer;
  readonly lines: readonly MessageLine[];
  readonly subtotal: Money;
  readonly total: Money;
}

/** The message sent from checkout: customer info, products, subtotal and total. */
export function checkoutWhatsAppMessage(checkout: CheckoutForWhatsApp): string {
  return [
    'Hola, quisiera realizar el siguiente pedido',
    '',
    ...customerBlock(checkout.customer),
    '',
    ...productsBlock(checkout.lines),
    '',
    `Subtotal: ${checkout.subtotal.format()}`,
    `Total: ${checkout.total.format()}`,
  ].join('\n');
}

export function checkoutWhatsAppLink(storeNumber: string, checkout: CheckoutForWhatsApp): string {
  return whatsAppLink(storeNumber, checkoutWhatsAppMessage(checkout));
}
