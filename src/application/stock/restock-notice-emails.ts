import type { Money } from '../../domain/money/money';
import { RESTOCK_CONFIRMATION_HOURS } from '../../domain/stock/restock-notice';
import { productPageUrl } from '../../domain/whatsapp/product-share';
import { plainMail } from '../mail/plain-mail';
import type { MailMessage } from '../ports/mail';

/** A product as its notice shows it: today's price, the main picture (absolute URL) if it has one. */
export interface RestockedProduct {
  readonly id: string;
  readonly name: string;
  readonly price: Money;
  readonly pictureUrl: string | null;
}

/** To a guest who asked to be told: the link that confirms it was them (nothing is sent before). */
export function restockConfirmationEmail(
  to: string,
  productName: string,
  confirmLink: string,
  storeName: string,
): MailMessage {
  const mail = plainMail({ to, subject: `Confirma tu aviso: ${productName}`, storeName }, [
    `Pediste que te avisemos cuando "${productName}" vuelva a estar disponible. Confirma que este es tu correo abriendo este enlace:\n${confirmLink}`,
    `El enlace vale ${RESTOCK_CONFIRMATION_HOURS} horas. Si no fuiste tú, ignora este correo: no te enviaremos nada.`,
  ]);
  // Anyone can type any address here: the outbox's ceilings apply (mail-ceilings.ts).
  return { ...mail, category: 'restock-confirmation' };
}

/** The one notice: the product is back, with its link, price and picture; the request ends with it. */
export function restockNoticeEmail(
  to: string,
  product: RestockedProduct,
  siteOrigin: string,
  storeName: string,
): MailMessage {
  const link = productPageUrl(siteOrigin, product.id);
  return plainMail({ to, subject: `¡Volvió! ${product.name} ya está disponible`, storeName }, [
    `"${product.name}" ya está disponible de nuevo a ${product.price.format()}.`,
    ...(product.pictureUrl ? [{ imageUrl: product.pictureUrl, alt: product.name }] : []),
    `Cómpralo aquí antes de que se agote:\n${link}`,
    'Te escribimos porque pediste este aviso; es el único que te enviaremos sobre este producto.',
  ]);
}
