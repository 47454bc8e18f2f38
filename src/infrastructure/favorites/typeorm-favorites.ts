import type { EntityManager } from 'typeorm';
import type { FavoriteEntry, FavoriteQueries, Favorites } from '../../application/ports/favorites';
import { Money } from '../../domain/money/money';
import type { PageWindow } from '../../domain/shared/pagination';
import { FavoriteSchema } from '../database/schemas/favorite-records';
import { isUuid } from '../../domain/shared/uuid';

/** The favourites that count: those of products the shop has not deleted (archived). */
const OF_ACCOUNT = `favorites f JOIN products p ON p.id = f.product_id AND p.archived_at IS NULL
  WHERE f.account_id = $1`;

/** An account's favourites, in a transaction's connection (writes) or the pool's (reads). */
export class TypeOrmFavorites implements Favorites, FavoriteQueries {
  constructor(private readonly db: EntityManager) {}

  async state(accountId: string, productId: string): Promise<{ count: number; already: boolean }> {
    const [row]: { count: number; already: boolean | null }[] = await this.db.query(
      `SELECT count(*)::int AS count, bool_or(f.product_id = $2) AS already FROM ${OF_ACCOUNT}`,
      [accountId, productId],
    );
    return { count: row?.count ?? 0, already: row?.already === true };
  }

  async add(accountId: string, productId: string, at: Date, price: Money): Promise<void> {
    // Already there: nothing (its first date stays); the caller holds the account's lock, the key makes it sure.
    await this.db
      .createQueryBuilder()
      .insert()
      .into(FavoriteSchema)
      .values({ accountId, productId, createdAt: at, priceCents: price.cents })
      .orIgnore()
      .execute();
  }

  async remove(accountId: string, productId: string): Promise<void> {
    if (!isUuid(accountId) || !isUuid(productId)) return;
    await this.db.getRepository(FavoriteSchema).delete({ accountId, productId });
  }

  /** One statement; a second counts only when the window is past the end (no row carries the total). */
  async page(accountId: string, { offset, limit }: PageWindow): Promise<{ items: FavoriteEntry[]; total: number }> {
    if (!isUuid(accountId)) return { items: [], total: 0 };
    const rows: { product_id: string; created_at: Date; price_cents: number | null; total: number }[] =
      await this.db.query(
        `SELECT f.product_id, f.created_at, f.price_cents, count(*) OVER ()::int AS total FROM ${OF_ACCOUNT}
       ORDER BY f.created_at DESC, f.product_id LIMIT $2 OFFSET $3`,
        [accountId, limit, offset],
      );
    const items = rows.map((row) => ({
      productId: row.product_id,
      addedAt: row.created_at,
      savedPrice: row.price_cents === null ? null : Money.fromCents(row.price_cents),
    }));
    if (rows.length > 0 || offset === 0) return { items, total: rows[0]?.total ?? 0 };
    const [counted]: { count: number }[] = await this.db.query(`SELECT count(*)::int AS count FROM ${OF_ACCOUNT}`, [
      accountId,
    ]);
    return { items, total: counted?.count ?? 0 };
  }

  async productIds(accountId: string): Promise<string[]> {
    if (!isUuid(accountId)) return [];
    const rows = await this.db
      .getRepository(FavoriteSchema)
      .find({ select: { productId: true }, where: { accountId }, order: { createdAt: 'DESC' } });
    return rows.map((row) => row.productId);
  }
}
