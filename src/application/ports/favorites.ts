import type { PageWindow } from '../../domain/shared/pagination';

/** One product an account hearted, and when. */
export interface FavoriteEntry {
  readonly productId: string;
  readonly addedAt: Date;
}

/**
 * An account's favourites inside a transaction (AddFavorite, RemoveFavorite, under the account's lock). A product
 * the shop deleted (archived) no longer counts: the shopper cannot see it to take it out.
 */
export interface Favorites {
  /** How many favourites the account has, and whether `productId` is one of them. */
  state(accountId: string, productId: string): Promise<{ readonly count: number; readonly already: boolean }>;
  add(accountId: string, productId: string, at: Date): Promise<void>;
  remove(accountId: string, productId: string): Promise<void>;
}

/** Reading an account's favourites (outside any transaction). */
export interface FavoriteQueries {
  /** A window of the account's favourites, last hearted first, and how many there are in all. */
  page(accountId: string, window: PageWindow): Promise<{ readonly items: FavoriteEntry[]; readonly total: number }>;
  /** Every product id the account hearted (at most MAX_FAVORITES), for the hearts on the pages. */
  productIds(accountId: string): Promise<string[]>;
}
