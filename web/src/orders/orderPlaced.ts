/** What the checkout hands the order's page it lands on (react-router's location state): the order was just placed. */
export interface OrderPlacedState {
  readonly placed: true;
}

export const ORDER_PLACED_STATE: OrderPlacedState = { placed: true };

export function isOrderPlacedState(state: unknown): state is OrderPlacedState {
  return typeof state === 'object' && state !== null && (state as { placed?: unknown }).placed === true;
}
