/** Texts of the assisted order (spec, admin error catalogue). */
export const ASSISTED_ORDER_MESSAGES = {
  created: 'Pedido creado exitosamente',
  createFailed: 'Error al crear el pedido',
  createFailedWith: (message: string) => `Error al crear orden: ${message}`,
  searchFailed: 'Error al buscar productos',
} as const;

/** The WhatsApp text that hands the customer the link to their order. */
export function orderLinkMessage(firstName: string, shortId: string, link: string): string {
  return `Hola ${firstName}, creamos tu pedido #${shortId}. Puedes verlo y seguir su estado aquí: ${link}`;
}
