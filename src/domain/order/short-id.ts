/** Orders are shown to people by the last 6 characters of their id. */
export const SHORT_ID_LENGTH = 6;

export function shortOrderId(orderId: string): string {
  return orderId.slice(-SHORT_ID_LENGTH);
}

/** The order's page in the store: /order/{id}. */
export function orderPath(orderId: string): string {
  return `/order/${encodeURIComponent(orderId)}`;
}

/** The link given to customers (saved as the order's short link): the site origin plus /order/{id}. */
export function orderLink(siteOrigin: string, orderId: string): string {
  return `${siteOrigin.replace(/\/+$/, '')}${orderPath(orderId)}`;
}
