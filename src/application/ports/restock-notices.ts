/** A shopper's request to be told when a product is back (confirmed: counted; else waiting for its link). */
export interface RestockRequest {
  readonly productId: string;
  readonly email: string;
  readonly accountId: string | null;
  /** Digest of the guest's confirmation token; null once confirmed (or for a signed-in shopper). */
  readonly tokenDigest: string | null;
  readonly confirmedAt: Date | null;
  readonly createdAt: Date;
}

/** The requests inside a transaction. */
export interface RestockRequests {
  /**
   * Stores the request, one per product and address (case ignored): a confirmed one stays confirmed; an
   * unconfirmed one takes the new token (the latest link is the one that works).
   */
  save(request: RestockRequest): Promise<void>;
  /** Confirms the unconfirmed request with this token digest made after `since`; answers its product, or null. */
  confirm(tokenDigest: string, since: Date, at: Date): Promise<string | null>;
}

/**
 * What a transaction does when products come back in stock (moveStock calls it under the products' row locks):
 * each confirmed request of those products gets its notice queued in the outbox, and ends.
 */
export interface RestockNotices {
  productsBackInStock(productIds: readonly string[], at: Date): Promise<void>;
}
