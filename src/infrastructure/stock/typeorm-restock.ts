import type { EntityManager } from 'typeorm';
import type { MailOutbox } from '../../application/ports/mail';
import type { RestockNotices, RestockRequest, RestockRequests } from '../../application/ports/restock-notices';
import { restockNoticeEmail } from '../../application/stock/restock-notice-emails';
import { currentPrice } from '../../domain/catalog/promotion';
import { limaDate } from '../../domain/shared/lima-date';
import { ON_SALE, TypeOrmProductRepository } from '../catalog/typeorm-product-repository';
import { TypeOrmStoreSettingsRepository } from '../store/typeorm-store-settings-repository';

/** Where a notice's links point: the store's public origin (PUBLIC_URL) and its pictures' absolute URLs. */
export interface RestockLinks {
  siteOrigin(): string;
  pictureUrl(key: string): string;
}

/** The requests, on the transaction's connection. */
export class TypeOrmRestockRequests implements RestockRequests {
  constructor(private readonly db: EntityManager) {}

  async save(request: RestockRequest): Promise<void> {
    // One per product and address: a confirmed request stays confirmed; a waiting one takes the newest link.
    await this.db.query(
      `INSERT INTO restock_requests (product_id, email, account_id, token_digest, confirmed_at, created_at)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (product_id, lower(email)) DO UPDATE SET
         account_id = COALESCE(restock_requests.account_id, EXCLUDED.account_id),
         token_digest = CASE WHEN restock_requests.confirmed_at IS NULL THEN EXCLUDED.token_digest END,
         confirmed_at = COALESCE(restock_requests.confirmed_at, EXCLUDED.confirmed_at),
         created_at = CASE WHEN restock_requests.confirmed_at IS NULL THEN EXCLUDED.created_at
                           ELSE restock_requests.created_at END`,
      [
        request.productId,
        request.email,
        request.accountId,
        request.tokenDigest,
        request.confirmedAt,
        request.createdAt,
      ],
    );
  }

  async confirm(tokenDigest: string, since: Date, at: Date): Promise<string | null> {
    const [rows]: [{ product_id: string }[], number] = await this.db.query(
      `UPDATE restock_requests SET token_digest = NULL, confirmed_at = $3
       WHERE token_digest = $1 AND confirmed_at IS NULL AND created_at > $2
       RETURNING product_id`,
      [tokenDigest, since, at],
    );
    return rows[0]?.product_id ?? null;
  }
}

/**
 * The notices owed, in the transaction that made products orderable again (back in stock: its products' rows are
 * locked; back on sale: the product's or its brand's row is): the confirmed requests of those products that
 * shoppers can order now (on sale, as `isOnSale` says: product and brand active; and units nobody holds) are
 * deleted and each gets its e-mail in the outbox, at the product's price of today in Lima. A product restocked
 * while not on sale keeps its requests until it is on sale again. Waiting (unconfirmed) requests stay until
 * confirmed.
 */
export class TypeOrmRestockNotices implements RestockNotices {
  constructor(
    private readonly db: EntityManager,
    private readonly outbox: MailOutbox,
    private readonly links: RestockLinks | undefined,
  ) {}

  productsBackInStock(productIds: readonly string[], at: Date): Promise<void> {
    return this.sendOwed('p.id = ANY($1::uuid[])', [productIds], at);
  }

  brandBackOnSale(brandId: string, at: Date): Promise<void> {
    return this.sendOwed('p.brand_id = $1', [brandId], at);
  }

  private async sendOwed(products: string, parameters: unknown[], at: Date): Promise<void> {
    const [requests]: [{ product_id: string; email: string }[], number] = await this.db.query(
      `DELETE FROM restock_requests r USING products p
       WHERE r.product_id = p.id AND ${products} AND r.confirmed_at IS NOT NULL
         AND p.archived_at IS NULL AND ${ON_SALE} AND p.stock - p.held > 0
       RETURNING r.product_id, r.email`,
      parameters,
    );
    if (requests.length === 0) return;
    if (!this.links) throw new Error('Restock notices need the store origin (UnitOfWorkOptions.restockLinks)');
    const links = this.links;
    const catalogue = new TypeOrmProductRepository(this.db);
    const { storeName } = await new TypeOrmStoreSettingsRepository(this.db).get();
    const today = limaDate(at);
    for (const productId of new Set(requests.map((request) => request.product_id))) {
      const product = await catalogue.findById(productId);
      if (!product) continue;
      const restocked = {
        id: product.id,
        name: product.name,
        price: currentPrice(product.originalPrice, product.promotion, today),
        pictureUrl: product.imageKeys[0] ? links.pictureUrl(product.imageKeys[0]) : null,
      };
      for (const request of requests.filter((r) => r.product_id === productId)) {
        await this.outbox.enqueue(restockNoticeEmail(request.email, restocked, links.siteOrigin(), storeName), at);
      }
    }
  }
}
