/**
 * Tells open order pages, in every server process, that an order changed.
 * Use cases announce their changes inside their transaction
 * (OrderChangeAnnouncer, delivered on commit); this side listens.
 */
export interface OrderChangeFeed {
  /** Calls `listener` with the id of each changed order among `orderIds`; returns the unsubscribe function. */
  subscribe(orderIds: readonly string[], listener: (orderId: string) => void): () => void;
}

/**
 * A use case's announcement that it changed an order, an explicit step of its
 * transaction (Transaction.orderChanges): delivered to every process once the
 * transaction commits, never for one rolled back.
 */
export interface OrderChangeAnnouncer {
  announce(orderId: string): Promise<void>;
}
