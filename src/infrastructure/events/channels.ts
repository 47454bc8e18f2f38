/** PostgreSQL NOTIFY channel carrying the id of an order whose status, link or receipt changed. */
export const ORDER_CHANGED_CHANNEL = 'order_changed';
