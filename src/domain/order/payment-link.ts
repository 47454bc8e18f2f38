import { domainError, err, ok, type DomainError, type Result } from '../shared/result';
import type { PaymentMethod } from '../checkout/payment-method';
import type { OrderStatus } from './order-status';

export const PAYMENT_LINK_NOT_EDITABLE_MESSAGE =
  'Solo se puede actualizar el enlace de pago cuando la orden está en proceso';
/** An order paid by Yape, Plin or transfer has no payment link to set (issue 27: its admin view offered one). */
export const PAYMENT_LINK_ONLY_IZIPAY_MESSAGE = 'Solo los pedidos que se pagan con Izipay llevan link de pago';
export const PAYMENT_LINK_UPDATED_MESSAGE = 'Enlace de pago actualizado correctamente';

export const PAYMENT_LINK_INVALID_MESSAGE =
  'El enlace de pago debe ser una dirección web (http:// o https://), por ejemplo https://pago.izipay.pe/…';
/** Longer than any real payment page address; keeps a pasted text blob out of the order. */
export const PAYMENT_LINK_MAX_LENGTH = 2000;

export type PaymentLinkError = DomainError<'PAYMENT_LINK_NOT_EDITABLE'> | DomainError<'PAYMENT_LINK_INVALID'>;

/** Only Izipay is paid through a link the shop sends. */
export function takesPaymentLink(paymentMethod: PaymentMethod): boolean {
  return paymentMethod === 'izipay';
}

/**
 * The payment link belongs to orders paid by Izipay and can be edited only while the order is processing. Returns
 * the link to store: normalised (https:// added when typed without a scheme),
 * or null when the admin empties the field to take the link away.
 */
export function updatePaymentLink(
  order: { readonly status: OrderStatus; readonly paymentMethod: PaymentMethod },
  link: string,
): Result<string | null, PaymentLinkError> {
  if (!takesPaymentLink(order.paymentMethod)) {
    return err(
      domainError('PAYMENT_LINK_NOT_EDITABLE', PAYMENT_LINK_ONLY_IZIPAY_MESSAGE, {
        paymentMethod: order.paymentMethod,
      }),
    );
  }
  if (order.status !== 'processing') {
    return err(domainError('PAYMENT_LINK_NOT_EDITABLE', PAYMENT_LINK_NOT_EDITABLE_MESSAGE, { status: order.status }));
  }
  if (link.trim() === '') return ok(null);
  return checkPaymentLink(link);
}

/** Any scheme (`javascript:`, `data:`, `https://`…), but not a host followed by a port (`pago.pe:8443/x`). */
const ANY_SCHEME = /^[a-z][a-z\d+.-]*:(?!\d)/i;

/**
 * Only web addresses open from the customer's order page: http or https with
 * a host. `javascript:`, `data:` and the like are refused; a link typed
 * without a scheme gets https://.
 */
export function checkPaymentLink(link: string): Result<string, DomainError<'PAYMENT_LINK_INVALID'>> {
  const invalid = () => err(domainError('PAYMENT_LINK_INVALID', PAYMENT_LINK_INVALID_MESSAGE));
  const trimmed = link.trim();
  if (!trimmed || trimmed.length > PAYMENT_LINK_MAX_LENGTH || /\s/.test(trimmed)) return invalid();
  if (ANY_SCHEME.test(trimmed) && !HAS_SCHEME.test(trimmed)) return invalid();
  const normalized = normalizePaymentLink(trimmed);
  let url: URL;
  try {
    url = new URL(normalized);
  } catch {
    return invalid();
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname || url.username || url.password) {
    return invalid();
  }
  return ok(normalized);
}

const HAS_SCHEME = /^[a-z][a-z\d+.-]*:\/\//i;

/** A link typed without a scheme ('pago.izipay.pe/abc') gets https:// so it opens as a web address. */
export function normalizePaymentLink(link: string): string {
  const trimmed = link.trim();
  if (!trimmed || HAS_SCHEME.test(trimmed)) return trimmed;
  return `https://${trimmed}`;
}
