import type { CartLineRequest } from '../../domain/cart/cart-quote';

/** The cart saved with an account, so it follows the shopper to any browser they sign in on. */
export interface SavedCartRepository {
  /** The account's saved lines, in the order they were saved; [] when it has none. */
  lines(accountId: string): Promise<CartLineRequest[]>;
  /** Replaces every saved line of the account (several rows: call it inside a unit of work). */
  replace(accountId: string, lines: readonly CartLineRequest[]): Promise<void>;
}
