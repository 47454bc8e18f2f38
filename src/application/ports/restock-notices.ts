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
 * What a transaction does when products may have become orderable again: each confirmed request of those that
 * shoppers can order now (on sale, with units nobody holds) gets its notice queued in the outbox, and ends; one
 * of a product not on sale waits until it is.
 */
export interface RestockNotices {
  /** Back in stock (moveStock, under the products' row locks), or saved by the admin's form (maybe back on sale). */
  productsBackInStock(productIds: readonly string[], at: Date): Promise<void>;
  /** The brand was switched on again: its products are on sale again. */
  brandBackOnSale(brandId: string, at: Date): Promise<void>;
}
