import type { Money } from '../../domain/money/money';
import type { PageWindow } from '../../domain/shared/pagination';
import type { FavoriteEntry, FavoriteQueries, Favorites } from '../ports/favorites';

/** Favourites in memory, one list per account; both ports, so a test reads what a use case wrote. */
export class InMemoryFavorites implements Favorites, FavoriteQueries {
  readonly lists = new Map<string, FavoriteEntry[]>();

  snapshot() {
    const copy = new Map([...this.lists].map(([account, entries]) => [account, [...entries]]));
    return () => {
      this.lists.clear();
      for (const [account, entries] of copy) this.lists.set(account, entries);
    };
  }

  private listOf(accountId: string): FavoriteEntry[] {
    return this.lists.get(accountId) ?? [];
  }

  async state(accountId: string, productId: string) {
    const list = this.listOf(accountId);
    return { count: list.length, already: list.some((entry) => entry.productId === productId) };
  }

  /** Without a price: a favourite from before prices were kept (a test that does not look at prices). */
  async add(accountId: string, productId: string, at: Date, price: Money | null = null) {
    if ((await this.state(accountId, productId)).already) return;
    this.lists.set(accountId, [...this.listOf(accountId), { productId, addedAt: at, savedPrice: price }]);
  }

  async remove(accountId: string, productId: string) {
    this.lists.set(
      accountId,
      this.listOf(accountId).filter((entry) => entry.productId !== productId),
    );
  }

  async page(accountId: string, { offset, limit }: PageWindow) {
    const newest = [...this.listOf(accountId)].sort(
      (a, b) => b.addedAt.getTime() - a.addedAt.getTime() || a.productId.localeCompare(b.productId),
    );
    return { items: newest.slice(offset, offset + limit), total: newest.length };
  }

  async productIds(accountId: string) {
    return this.listOf(accountId).map((entry) => entry.productId);
  }
}
