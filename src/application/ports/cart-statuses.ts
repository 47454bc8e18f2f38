import type { CartStatus } from '../../domain/cart/cart-status';

/** A saved cart's status row (issue 26, item 2). */
export interface SavedCartState {
  readonly accountId: string;
  readonly status: CartStatus;
  /** The last change to its lines or opening of checkout with it. */
  readonly touchedAt: Date;
  /** The abandonment of the current cart (from its first abandonment until an order is placed from it). */
  readonly abandonmentId: string | null;
}

/** An untouched cart the reminder job looks at, with what its decision reads. */
export interface UntouchedCart extends SavedCartState {
  readonly email: string;
  readonly name: string;
  readonly remindersOn: boolean;
  /** The current cart's abandonment already had its reminder. */
  readonly reminded: boolean;
  /**
   * An order was placed after the cart was last touched: by the account, or as a guest with the account's e-mail
   * (any case) — the shopper checked out signed out.
   */
  readonly orderedSince: boolean;
}

/** The saved carts' statuses, on the transaction's connection (take the `cart:{accountId}` lock first). */
export interface CartStatuses {
  find(accountId: string): Promise<SavedCartState | null>;
  /** Sets the status and the touched time (a row is created if the account has none); the job looks again. */
  touch(accountId: string, status: CartStatus, at: Date): Promise<void>;
  /** An order was placed from the cart: completed, and its abandonment (if any) recovered at `at`. */
  complete(accountId: string, at: Date): Promise<void>;
  /**
   * Up to `limit` active or checkout carts untouched since `before` and not looked at since `checkedBefore`,
   * oldest first, their rows locked (rows another run holds are skipped).
   */
  lockUntouched(before: Date, checkedBefore: Date, limit: number): Promise<UntouchedCart[]>;
  /** Looked at and left as it is (nothing to buy in it now). */
  markChecked(accountId: string, at: Date): Promise<void>;
  /** Moves the cart to abandoned, opening its abandonment if it has none; answers the abandonment's id. */
  abandon(cart: SavedCartState, at: Date): Promise<string>;
  /** The abandonment's one reminder was queued; its unsubscribe link's digest is kept. */
  markReminded(abandonmentId: string, unsubscribeDigest: string, at: Date): Promise<void>;
  /** Turns reminders off for the account whose reminder carried the link; false for an unknown link. */
  unsubscribe(unsubscribeDigest: string): Promise<boolean>;
}

/** The profile's preference 'Recordarme mi carrito guardado'. */
export interface CartReminderPreferences {
  remindersOn(accountId: string): Promise<boolean>;
  setRemindersOn(accountId: string, on: boolean): Promise<void>;
}
