/**
 * The form of an order's id, the secret part of its link /order/{id}: 160 random bits written as 32
 * lower-case base32 characters (a–z, 2–7), as the server generates them. Anything else is no order, so a
 * malformed link can be refused without asking the database.
 */
export const ORDER_ID_PATTERN = /^[a-z2-7]{32}$/;

export function isOrderId(value: string): boolean {
  return ORDER_ID_PATTERN.test(value);
}
