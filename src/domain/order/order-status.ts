/** The statuses of an order; the moves between them are in order-state-machine.ts, their Spanish texts in order-messages.ts. */
export type OrderStatus = 'pending' | 'processing' | 'completed' | 'cancelled';
export const ORDER_STATUSES: readonly OrderStatus[] = ['pending', 'processing', 'completed', 'cancelled'];

export function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}
