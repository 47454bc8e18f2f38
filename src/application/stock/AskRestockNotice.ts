import { parseEmail, type EmailError } from '../../domain/identity/email-address';
import {
  canAskRestockNotice,
  productAvailable,
  restockProductNotFound,
  type RestockNoticeError,
} from '../../domain/stock/restock-notice';
import { availableStock } from '../../domain/stock/stock-movement';
import { err, ok, type Result } from '../../domain/shared/result';
import { storefrontProduct } from '../catalog/catalogue-visibility';
import type { Viewer } from '../identity/viewer';
import type { ProductRepository } from '../ports/catalog-repositories';
import type { Clock } from '../ports/clock';
import type { SecretGenerator } from '../ports/identity';
import type { StoreSettingsRepository } from '../ports/store';
import type { UnitOfWork } from '../ports/unit-of-work';
import { restockConfirmationEmail } from './restock-notice-emails';

export interface AskRestockNoticeRequest {
  readonly productId: string;
  /** A guest's address; a signed-in shopper's own is used instead. */
  readonly email: string | null;
}

export type AskRestockNoticeError = Exclude<RestockNoticeError, { code: 'RESTOCK_LINK_INVALID' }> | EmailError;

/**
 * 'Avísame cuando vuelva' on a sold-out product the shopper can see. A signed-in shopper's request counts at
 * once, for their account's address (answered `confirmed: true`); a guest's is stored waiting, and the link that
 * confirms it is e-mailed to the address typed (under the outbox's ceilings), so nobody can sign up someone
 * else. Asking again is harmless (one request per product and address; a guest's latest link is the one that
 * works). The product's row is locked while its units are checked, so a request never slips in just after the
 * product came back (its notices already sent): that request is refused as available instead.
 */
export class AskRestockNotice {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly products: ProductRepository,
    private readonly secrets: SecretGenerator,
    private readonly clock: Clock,
    private readonly settings: StoreSettingsRepository,
  ) {}

  async execute(
    request: AskRestockNoticeRequest,
    viewer: Viewer | null,
    siteOrigin: string,
  ): Promise<Result<{ readonly confirmed: boolean }, AskRestockNoticeError>> {
    const found = await this.products.findById(request.productId.trim());
    const product = found && storefrontProduct(found, viewer);
    if (!product) return err(restockProductNotFound());
    const email = viewer ? ok(viewer.email) : parseEmail(request.email ?? '');
    if (!email.ok) return email;
    const token = viewer ? null : this.secrets.token();
    // The guest's confirmation is signed by the store (read before the transaction, like PlaceOrder's settings).
    const storeName = token ? (await this.settings.get()).storeName : '';
    const now = this.clock.now();

    return this.uow.run(async (tx) => {
      const level = (await tx.stock.lockForUpdate([product.id])).get(product.id);
      if (!level) return err(restockProductNotFound());
      if (!canAskRestockNotice(availableStock(level))) return err(productAvailable());
      await tx.restockRequests.save({
        productId: product.id,
        email: email.value,
        accountId: viewer?.accountId ?? null,
        tokenDigest: token ? this.secrets.digest(token) : null,
        confirmedAt: token ? null : now,
        createdAt: now,
      });
      if (token) {
        const link = `${siteOrigin.replace(/\/+$/, '')}/avisame/${encodeURIComponent(token)}`;
        await tx.mailOutbox.enqueue(restockConfirmationEmail(email.value, product.name, link, storeName), now);
      }
      return ok({ confirmed: token === null });
    });
  }
}
