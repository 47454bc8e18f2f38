import { paymentMethodLabel } from '@esencia/domain/checkout/payment-method';
import { IZIPAY_COMMISSION_PERCENT } from '@esencia/domain/order/order-totals';
import type { StoreSettings } from '../../storeSettings/useStoreSettings';

/** The category buttons, in the spec's order ('Todas' shows every question). */
export const FAQ_CATEGORIES = ['Todas', 'Pedidos', 'Envíos', 'Productos', 'Pagos'] as const;
export type FaqFilter = (typeof FAQ_CATEGORIES)[number];
export type FaqCategory = Exclude<FaqFilter, 'Todas'>;

export interface FaqEntry {
  /** Stable key (also the accordion item's value). */
  id: string;
  category: FaqCategory;
  question: string;
  /** The answer's paragraphs. */
  paragraphs: readonly string[];
  /** A list after the paragraphs (e.g. the delivery time of each zone). */
  list?: readonly string[];
  /** Where to read more. */
  link?: { to: string; label: string };
}

/**
 * The six questions of the FAQ, in the shop's voice. Delivery times come from the store settings' shipping
 * table (the one set used on every page) and the payment methods from the domain, so no page can
 * contradict another.
 */
export function faqEntries(settings: Pick<StoreSettings, 'shippingRates'>): FaqEntry[] {
  return [
    {
      id: 'realizar-pedido',
      category: 'Pedidos',
      question: '¿Cómo realizo un pedido?',
      paragraphs: [
        'Elige tus perfumes y agrégalos al carrito. Desde el carrito pasa al pago y completa los tres pasos: Identificación (tus datos), Entrega y Pago, y Resumen de pago.',
        'Al pulsar «Realizar pedido» lo registramos y nuestro equipo te escribe por WhatsApp para confirmar el pago y coordinar la entrega. Puedes seguir su estado en «Mis Pedidos».',
      ],
      link: { to: '/web-products', label: 'Ver productos' },
    },
    {
      id: 'tiempos-entrega',
      category: 'Envíos',
      question: '¿Cuánto tarda en llegar mi pedido?',
      paragraphs: ['Contamos los plazos en días hábiles, desde que confirmamos tu pago:'],
      list: settings.shippingRates.map((rate) => `${rate.zone} (${rate.method}): ${rate.deliveryTime}`),
      link: { to: '/envio-info', label: 'Ver costos y plazos de envío' },
    },
    {
      id: 'reposicion-stock',
      category: 'Productos',
      question: '¿Cuándo vuelve a estar disponible un perfume agotado?',
      paragraphs: [
        'Reponemos stock con frecuencia, aunque la fecha depende de cada fragancia. Mientras tanto verás el producto como «Agotado».',
        'Escríbenos por WhatsApp con el nombre del perfume: te avisamos apenas vuelva o te recomendamos una fragancia parecida. Todos nuestros perfumes son originales.',
      ],
    },
    {
      id: 'metodos-pago',
      category: 'Pagos',
      question: '¿Qué métodos de pago aceptan?',
      paragraphs: ['Puedes pagar tu pedido con:'],
      list: [
        `${paymentMethodLabel('yape')} y ${paymentMethodLabel('plin')}: escanea nuestro código QR y paga desde tu celular.`,
        `${paymentMethodLabel('transferencia')}: a cualquiera de nuestras cuentas bancarias.`,
        `${paymentMethodLabel('izipay')}: te enviamos un link de pago para pagar con tarjeta (incluye una comisión del ${IZIPAY_COMMISSION_PERCENT} %).`,
      ],
      link: { to: '/pago-info', label: 'Ver cuentas y billeteras' },
    },
    {
      id: 'envios-internacionales',
      category: 'Envíos',
      question: '¿Hacen envíos internacionales?',
      paragraphs: [
        'Por ahora solo enviamos dentro del Perú: Lima, Callao y provincias.',
        'Si vives fuera del país, puedes comprar para alguien en Perú y lo entregamos en su dirección.',
      ],
    },
    {
      id: 'modificar-pedido',
      category: 'Pedidos',
      question: '¿Puedo modificar mi pedido?',
      paragraphs: [
        'Sí, mientras aún no haya sido enviado. Escríbenos por WhatsApp con tu número de pedido (los 6 últimos caracteres que ves en «Mis Pedidos») y cuéntanos qué quieres cambiar: productos, cantidades o datos de entrega.',
        'Si el cambio modifica el total, te confirmamos el nuevo monto antes de enviarlo.',
      ],
    },
  ];
}

/** Lower case without accents, so 'ENVÍOS', 'envios' and 'Envíos' match each other. */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('es-PE');
}

/** The entries of `filter` ('Todas': every one) whose question or answer contains `query`. */
export function filterFaq(entries: readonly FaqEntry[], query: string, filter: FaqFilter): FaqEntry[] {
  const needle = fold(query.trim().replace(/\s+/g, ' '));
  return entries.filter((entry) => {
    if (filter !== 'Todas' && entry.category !== filter) return false;
    if (!needle) return true;
    const text = [entry.question, ...entry.paragraphs, ...(entry.list ?? [])].join('\n');
    return fold(text).includes(needle);
  });
}
