import { domainError, err, ok, type DomainError, type Result } from '../shared/result';
import type { OrderStatus } from './order-status';

export const PAYMENT_LINK_NOT_EDITABLE_MESSAGE =
  'Solo se puede actualizar el enlace de pago cuando la orden está en proceso';
export const PAYMENT_LINK_UPDATED_MESSAGE = 'Enlace de pago actualizado correctamente';

export type PaymentLinkError = DomainError<'PAYMENT_LINK_NOT_EDITABLE'>;

/** The payment link can be edited only while the order is processing. Returns the link to store. */
export function updatePaymentLink(
  order: { readonly status: OrderStatus },
  link: string,
): Result<string, PaymentLinkError> {
  if (order.status !== 'processing') {
    return err(domainError('PAYMENT_LINK_NOT_EDITABLE', PAYMENT_LINK_NOT_EDITABLE_MESSAGE, { status: order.status }));
  }
  return ok(normalizePaymentLink(link));
}

const HAS_SCHEME = /^[a-z][a-z\d+.-]*:\/\//i;

/** A link typed without a scheme ('pago.izipay.pe/abc') gets https:// so it opens as a web address. */
export function normalizePaymentLink(link: string): string {
  const trimmed = link.trim();
  if (!trimmed || HAS_SCHEME.test(trimmed)) return trimmed;
  return `https://${trimmed}`;
}
