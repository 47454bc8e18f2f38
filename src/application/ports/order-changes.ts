/**
 * Tells open order pages, in every server process, that an order changed.
 * Repositories announce changes inside their transaction (delivered on
 * commit); this side listens.
 */
export interface OrderChangeFeed {
  /** Calls `listener` with the id of each changed order among `orderIds`; returns the unsubscribe function. */
  subscribe(orderIds: readonly string[], listener: (orderId: string) => void): () => void;
}
