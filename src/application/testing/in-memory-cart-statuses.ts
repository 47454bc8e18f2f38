import type { CartStatus } from '../../domain/cart/cart-status';
import type { CartStatuses, SavedCartState, UntouchedCart } from '../ports/cart-statuses';

interface Abandonment {
  readonly accountId: string;
  abandonedAt: Date;
  remindedAt: Date | null;
  unsubscribeDigest: string | null;
  recoveredAt: Date | null;
}

/** What the job reads of the account besides the cart (the tests set it). */
export interface CartOwner {
  readonly email: string;
  readonly name: string;
  remindersOn: boolean;
  /** When the owner last placed an order, signed in or as a guest with the account's e-mail (null: never). */
  lastOrderAt: Date | null;
}

/** The saved carts' statuses as the tables keep them (saved_carts, cart_abandonments, accounts.cart_reminders). */
export class InMemoryCartStatuses implements CartStatuses {
  readonly carts = new Map<string, SavedCartState & { checkedAt: Date | null }>();
  readonly abandonments = new Map<string, Abandonment>();
  readonly owners = new Map<string, CartOwner>();

  snapshot() {
    const carts = structuredClone(this.carts);
    const abandonments = structuredClone(this.abandonments);
    const owners = structuredClone(this.owners);
    return () => {
      this.carts.clear();
      carts.forEach((v, k) => this.carts.set(k, v));
      this.abandonments.clear();
      abandonments.forEach((v, k) => this.abandonments.set(k, v));
      this.owners.clear();
      owners.forEach((v, k) => this.owners.set(k, v));
    };
  }

  async find(accountId: string): Promise<SavedCartState | null> {
    const cart = this.carts.get(accountId);
    return cart ? { ...cart } : null;
  }

  async touch(accountId: string, status: CartStatus, at: Date): Promise<void> {
    const abandonmentId = this.carts.get(accountId)?.abandonmentId ?? null;
    this.carts.set(accountId, { accountId, status, touchedAt: at, abandonmentId, checkedAt: null });
  }

  async complete(accountId: string, at: Date): Promise<void> {
    const abandonment = this.abandonments.get(this.carts.get(accountId)?.abandonmentId ?? '');
    if (abandonment && !abandonment.recoveredAt) abandonment.recoveredAt = at;
    this.carts.set(accountId, { accountId, status: 'completed', touchedAt: at, abandonmentId: null, checkedAt: null });
  }

  async lockUntouched(before: Date, checkedBefore: Date, limit: number): Promise<UntouchedCart[]> {
    return [...this.carts.values()]
      .filter((cart) => cart.status === 'active' || cart.status === 'checkout')
      .filter((cart) => cart.touchedAt <= before && (!cart.checkedAt || cart.checkedAt <= checkedBefore))
      .sort((a, b) => a.touchedAt.getTime() - b.touchedAt.getTime())
      .slice(0, limit)
      .map(({ checkedAt: _checked, ...cart }) => {
        const owner = this.owners.get(cart.accountId) ?? {
          email: `${cart.accountId}@correo.pe`,
          name: '',
          remindersOn: true,
          lastOrderAt: null,
        };
        return {
          ...cart,
          email: owner.email,
          name: owner.name,
          remindersOn: owner.remindersOn,
          reminded: Boolean(this.abandonments.get(cart.abandonmentId ?? '')?.remindedAt),
          orderedSince: owner.lastOrderAt !== null && owner.lastOrderAt >= cart.touchedAt,
        };
      });
  }

  async markChecked(accountId: string, at: Date): Promise<void> {
    const cart = this.carts.get(accountId);
    if (cart) cart.checkedAt = at;
  }

  async abandon(cart: SavedCartState, at: Date): Promise<string> {
    const id = cart.abandonmentId ?? `abandonment-${this.abandonments.size + 1}`;
    if (!this.abandonments.has(id)) {
      this.abandonments.set(id, {
        accountId: cart.accountId,
        abandonedAt: at,
        remindedAt: null,
        unsubscribeDigest: null,
        recoveredAt: null,
      });
    }
    this.carts.set(cart.accountId, { ...cart, status: 'abandoned', abandonmentId: id, checkedAt: at });
    return id;
  }

  async markReminded(abandonmentId: string, unsubscribeDigest: string, at: Date): Promise<void> {
    const abandonment = this.abandonments.get(abandonmentId)!;
    abandonment.remindedAt = at;
    abandonment.unsubscribeDigest = unsubscribeDigest;
  }

  async unsubscribe(unsubscribeDigest: string): Promise<boolean> {
    const found = [...this.abandonments.values()].find((a) => a.unsubscribeDigest === unsubscribeDigest);
    const owner = found && this.owners.get(found.accountId);
    if (!found) return false;
    if (owner) owner.remindersOn = false;
    else this.owners.set(found.accountId, { email: '', name: '', remindersOn: false, lastOrderAt: null });
    return true;
  }
}
