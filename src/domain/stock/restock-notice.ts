import { domainError, type DomainError } from '../shared/result';

/**
 * 'Avísame cuando vuelva' (issue 26): a shopper asks to be told by e-mail when a sold-out product can be ordered
 * again. A signed-in shopper's request counts at once (their own address); a guest's only once they open the
 * link e-mailed to the address they typed, so nobody can sign someone else up. When the product's available
 * stock goes from 0 to more, every counted request gets one notice and ends.
 */

/** A guest's confirmation link works this long; an unconfirmed request is forgotten after it. */
export const RESTOCK_CONFIRMATION_HOURS = 48;

/** The answers to asking and confirming (the storefront's story toast says `confirmed` too), then the refusals. */
export const RESTOCK_NOTICE_MESSAGES = {
  confirmed: 'Listo: te avisaremos por correo cuando vuelva.',
  checkMail: 'Te enviamos un correo: abre el enlace para confirmar el aviso.',
  linkConfirmed: 'Aviso confirmado: te escribiremos cuando vuelva a estar disponible.',
  available: 'Este producto ya está disponible: puedes comprarlo ahora.',
  linkInvalid: 'El enlace para confirmar el aviso no es válido o ya venció. Pide el aviso de nuevo.',
  notFound: 'No encontramos el producto',
} as const;

export type RestockNoticeError =
  DomainError<'PRODUCT_NOT_FOUND'> | DomainError<'PRODUCT_AVAILABLE'> | DomainError<'RESTOCK_LINK_INVALID'>;

export const restockProductNotFound = () => domainError('PRODUCT_NOT_FOUND', RESTOCK_NOTICE_MESSAGES.notFound);
export const productAvailable = () => domainError('PRODUCT_AVAILABLE', RESTOCK_NOTICE_MESSAGES.available);
export const restockLinkInvalid = () => domainError('RESTOCK_LINK_INVALID', RESTOCK_NOTICE_MESSAGES.linkInvalid);

/** Whether a shopper may ask: only while none of the product's units can be ordered. */
export const canAskRestockNotice = (available: number): boolean => available <= 0;

/** The admin's line for a product: '3 personas esperan este producto' (none: null). */
export function waitingLabel(count: number): string | null {
  if (count <= 0) return null;
  return count === 1 ? '1 persona espera este producto' : `${count} personas esperan este producto`;
}
