/** PostgreSQL NOTIFY channel carrying the id of an order whose status, link or receipt changed. */
export const ORDER_CHANGED_CHANNEL = 'order_changed';

/** PostgreSQL NOTIFY channel (empty payload) sent at the commit of any write to a catalogue table (migration 1765300000000). */
export const CATALOGUE_CHANGED_CHANNEL = 'catalogue_changed';
