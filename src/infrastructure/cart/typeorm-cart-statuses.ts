import type { EntityManager } from 'typeorm';
import type {
  CartReminderPreferences,
  CartStatuses,
  SavedCartState,
  UntouchedCart,
} from '../../application/ports/cart-statuses';
import type { CartStatus } from '../../domain/cart/cart-status';
import { isUuid } from '../../domain/shared/uuid';

interface StateRow {
  account_id: string;
  status: CartStatus;
  touched_at: Date;
  abandonment_id: string | null;
}

const stateOf = (row: StateRow): SavedCartState => ({
  accountId: row.account_id,
  status: row.status,
  touchedAt: row.touched_at,
  abandonmentId: row.abandonment_id,
});

/** The saved carts' statuses and abandonments (migration CartStatuses), on the transaction's connection. */
export class TypeOrmCartStatuses implements CartStatuses {
  constructor(private readonly db: EntityManager) {}

  async find(accountId: string): Promise<SavedCartState | null> {
    if (!isUuid(accountId)) return null;
    const rows: StateRow[] = await this.db.query(
      `SELECT account_id, status, touched_at, abandonment_id FROM saved_carts WHERE account_id = $1`,
      [accountId],
    );
    return rows[0] ? stateOf(rows[0]) : null;
  }

  async touch(accountId: string, status: CartStatus, at: Date): Promise<void> {
    await this.db.query(
      `INSERT INTO saved_carts (account_id, status, touched_at) VALUES ($1, $2, $3)
       ON CONFLICT (account_id) DO UPDATE SET status = EXCLUDED.status, touched_at = EXCLUDED.touched_at,
         checked_at = NULL`,
      [accountId, status, at],
    );
  }

  async complete(accountId: string, at: Date): Promise<void> {
    // Recovered: the cart was abandoned and an order was placed from it (its abandonment ends here).
    await this.db.query(
      `UPDATE cart_abandonments SET recovered_at = $2
       WHERE id = (SELECT abandonment_id FROM saved_carts WHERE account_id = $1) AND recovered_at IS NULL`,
      [accountId, at],
    );
    // The next change starts a new cart.
    await this.db.query(
      `INSERT INTO saved_carts (account_id, status, touched_at) VALUES ($1, 'completed', $2)
       ON CONFLICT (account_id) DO UPDATE SET status = 'completed', touched_at = EXCLUDED.touched_at,
         checked_at = NULL, abandonment_id = NULL`,
      [accountId, at],
    );
  }

  async lockUntouched(before: Date, checkedBefore: Date, limit: number): Promise<UntouchedCart[]> {
    const rows: (StateRow & {
      email: string;
      name: string;
      cart_reminders: boolean;
      reminded: boolean;
      ordered_since: boolean;
    })[] = await this.db.query(
      `SELECT c.account_id, c.status, c.touched_at, c.abandonment_id, a.email, a.name, a.cart_reminders,
              COALESCE(ab.reminded_at IS NOT NULL, false) AS reminded,
              (EXISTS (SELECT 1 FROM orders o WHERE o.account_id = c.account_id AND o.created_at >= c.touched_at)
                OR EXISTS (SELECT 1 FROM orders o WHERE o.account_id IS NULL AND lower(o.email) = lower(a.email)
                             AND o.created_at >= c.touched_at)) AS ordered_since
       FROM saved_carts c
       JOIN accounts a ON a.id = c.account_id
       LEFT JOIN cart_abandonments ab ON ab.id = c.abandonment_id
       WHERE c.status IN ('active', 'checkout') AND c.touched_at <= $1
         AND (c.checked_at IS NULL OR c.checked_at <= $2)
       ORDER BY c.touched_at
       LIMIT $3
       FOR UPDATE OF c SKIP LOCKED`,
      [before, checkedBefore, limit],
    );
    return rows.map((row) => ({
      ...stateOf(row),
      email: row.email,
      name: row.name,
      remindersOn: row.cart_reminders,
      reminded: row.reminded,
      orderedSince: row.ordered_since,
    }));
  }

  async markChecked(accountId: string, at: Date): Promise<void> {
    await this.db.query(`UPDATE saved_carts SET checked_at = $2 WHERE account_id = $1`, [accountId, at]);
  }

  async abandon(cart: SavedCartState, at: Date): Promise<string> {
    let abandonmentId = cart.abandonmentId;
    if (!abandonmentId) {
      const [row]: { id: string }[] = await this.db.query(
        `INSERT INTO cart_abandonments (account_id, abandoned_at) VALUES ($1, $2) RETURNING id`,
        [cart.accountId, at],
      );
      abandonmentId = row!.id;
    }
    await this.db.query(
      `UPDATE saved_carts SET status = 'abandoned', checked_at = $2, abandonment_id = $3 WHERE account_id = $1`,
      [cart.accountId, at, abandonmentId],
    );
    return abandonmentId;
  }

  async markReminded(abandonmentId: string, unsubscribeDigest: string, at: Date): Promise<void> {
    await this.db.query(`UPDATE cart_abandonments SET reminded_at = $2, unsubscribe_digest = $3 WHERE id = $1`, [
      abandonmentId,
      at,
      unsubscribeDigest,
    ]);
  }

  async unsubscribe(unsubscribeDigest: string): Promise<boolean> {
    const [rows]: [{ id: string }[], number] = await this.db.query(
      `UPDATE accounts SET cart_reminders = false
       WHERE id = (SELECT account_id FROM cart_abandonments WHERE unsubscribe_digest = $1)
       RETURNING id`,
      [unsubscribeDigest],
    );
    return rows.length > 0;
  }
}

/** The profile's reminder preference (accounts.cart_reminders). */
export class TypeOrmCartReminderPreferences implements CartReminderPreferences {
  constructor(private readonly db: EntityManager) {}

  async remindersOn(accountId: string): Promise<boolean> {
    if (!isUuid(accountId)) return false;
    const rows: { reminders: boolean }[] = await this.db.query(
      `SELECT cart_reminders AS reminders FROM accounts WHERE id = $1`,
      [accountId],
    );
    return rows[0]?.reminders ?? false;
  }

  async setRemindersOn(accountId: string, on: boolean): Promise<void> {
    await this.db.query(`UPDATE accounts SET cart_reminders = $2 WHERE id = $1`, [accountId, on]);
  }
}
