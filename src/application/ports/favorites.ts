import type { Money } from '../../domain/money/money';
import type { PageWindow } from '../../domain/shared/pagination';

/** One product an account hearted, when, and at what price (null: hearted before prices were kept). */
export interface FavoriteEntry {
  readonly productId: string;
  readonly addedAt: Date;
  readonly savedPrice: Money | null;
}

/**
 * An account's favourites inside a transaction (AddFavorite, RemoveFavorite, under the account's lock). A product
 * the shop deleted (archived) no longer counts: the shopper cannot see it to take it out.
 */
export interface Favorites {
  /** How many favourites the account has, and whether `productId` is one of them. */
  state(accountId: string, productId: string): Promise<{ readonly count: number; readonly already: boolean }>;
  /** Adds it with the price of the day (an existing one keeps its date and price). */
  add(accountId: string, productId: string, at: Date, price: Money): Promise<void>;
  remove(accountId: string, productId: string): Promise<void>;
}

/** Reading an account's favourites (outside any transaction). */
export interface FavoriteQueries {
  /** A window of the account's favourites, last hearted first, and how many there are in all. */
  page(accountId: string, window: PageWindow): Promise<{ readonly items: FavoriteEntry[]; readonly total: number }>;
  /** Every product id the account hearted (at most MAX_FAVORITES), for the hearts on the pages. */
  productIds(accountId: string): Promise<string[]>;
}
