import { isWallet, paymentMethodLabel, type PaymentMethod } from '../checkout/payment-method';
import type { Money } from '../money/money';
import type { OrderStatus } from './order-status';
import { normalizePaymentLink } from './payment-link';
import { shortOrderId } from './short-id';

export const CUSTOMER_MESSAGES = {
  pending: 'Su solicitud de pedido ha sido registrada. En breve nuestro equipo procesará su pedido.',
  responseTime: 'Tiempo estimado de respuesta: 30min - 1hora',
  paymentLinkPending: 'Su link de pago se está generando, pronto estará disponible.',
  /** The spec's 'link listo', capitalised: it starts its line, like every other message (issue 27). */
  paymentLinkReady: 'Link listo',
  /** The end of every pending order's next step: the spec pays once the shop has processed (confirmed) the order. */
  noPaymentYet: 'No necesitas pagar todavía.',
  payButton: 'Realizar pago',
  paymentCompleted: 'Pago completado con éxito.',
  delivered: 'Pedido entregado con éxito.',
  thanks: '¡Gracias por su compra!',
  cancelled: 'Este pedido ha sido cancelado.',
} as const;

const M = CUSTOMER_MESSAGES;

/** How the customer pays a processing order. */
export type PaymentInstructions =
  | {
      readonly kind: 'wallet';
      readonly method: 'yape' | 'plin';
      /** Shown next to the wallet's QR image, account holder and number. */
      readonly text: string;
      readonly amount: Money;
    }
  | { readonly kind: 'transfer'; readonly text: string; readonly amount: Money }
  | { readonly kind: 'payment-link-pending'; readonly text: string }
  | { readonly kind: 'payment-link-ready'; readonly text: string; readonly url: string; readonly buttonLabel: string }
  | { readonly kind: 'none' };

export type CustomerOrderMessage =
  | {
      readonly status: 'pending';
      readonly text: string;
      /** What comes next and how the order will be paid (`paymentAfterConfirmation`). */
      readonly nextStep: string;
    }
  | { readonly status: 'processing'; readonly payment: PaymentInstructions; readonly responseTime: string }
  | { readonly status: 'completed'; readonly text: string; readonly thanks: string }
  | {
      readonly status: 'cancelled';
      readonly text: string;
      /** The payment section is dimmed. */ readonly dimmed: true;
    };

export interface OrderForCustomer {
  readonly id: string;
  readonly status: OrderStatus;
  readonly paymentMethod: PaymentMethod;
  /** linkPago; empty or null until the store generates it. */
  readonly paymentLink: string | null;
  readonly total: Money;
}

/** What the order card tells the customer for each status and payment method. */
export function customerOrderMessage(order: OrderForCustomer): CustomerOrderMessage {
  switch (order.status) {
    case 'pending':
      return {
        status: 'pending',
        text: M.pending,
        nextStep: paymentAfterConfirmation(order.paymentMethod, order.total),
      };
    case 'processing':
      return { status: 'processing', payment: paymentInstructions(order), responseTime: M.responseTime };
    case 'completed':
      return {
        status: 'completed',
        text: order.paymentMethod === 'efectivo' ? M.delivered : M.paymentCompleted,
        thanks: M.thanks,
      };
    case 'cancelled':
      return { status: 'cancelled', text: M.cancelled, dimmed: true };
  }
}

/**
 * A pending order's next step, the same words on its page and in the e-mail that confirms it was placed: the shop
 * confirms (processes) it first, then the order's page shows how to pay and, for a payment the shopper makes
 * (Yape, Plin, a transfer), takes the receipt's photo (`canAttachReceipt`).
 */
export function paymentAfterConfirmation(method: PaymentMethod, amount: Money): string {
  const total = amount.format();
  if (isWallet(method)) {
    return `Cuando confirmemos tu pedido verás en la página del pedido cómo pagar ${total} con ${paymentMethodLabel(method)} (código QR y número) y podrás subir ahí la foto de tu comprobante. ${M.noPaymentYet}`;
  }
  if (method === 'transferencia') {
    return `Cuando confirmemos tu pedido verás en la página del pedido nuestras cuentas para transferir ${total} y podrás subir ahí la foto de tu comprobante. ${M.noPaymentYet}`;
  }
  if (method === 'izipay') {
    return `Cuando confirmemos tu pedido tendrás en la página del pedido el link de pago de Izipay por ${total}. ${M.noPaymentYet}`;
  }
  return `Pagarás ${total} en efectivo al recibir tu pedido.`;
}

function paymentInstructions(order: OrderForCustomer): PaymentInstructions {
  const method = order.paymentMethod;
  const amount = order.total;
  if (isWallet(method)) {
    const text = `Realice el pago de ${amount.format()} con ${paymentMethodLabel(method)} escaneando el código QR.`;
    return { kind: 'wallet', method, text, amount };
  }
  if (method === 'transferencia') {
    const text =
      `Transfiera ${amount.format()} a una de nuestras cuentas y envíe la captura del comprobante ` +
      `junto con el número de pedido #${shortOrderId(order.id)} a nuestro WhatsApp.`;
    return { kind: 'transfer', text, amount };
  }
  if (method === 'izipay') {
    const link = normalizePaymentLink(order.paymentLink ?? '');
    if (!link) return { kind: 'payment-link-pending', text: M.paymentLinkPending };
    return { kind: 'payment-link-ready', text: M.paymentLinkReady, url: link, buttonLabel: M.payButton };
  }
  return { kind: 'none' };
}
