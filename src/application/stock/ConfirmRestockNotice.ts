import {
  RESTOCK_CONFIRMATION_HOURS,
  restockLinkInvalid,
  type RestockNoticeError,
} from '../../domain/stock/restock-notice';
import { availableStock } from '../../domain/stock/stock-movement';
import { err, ok, type Result } from '../../domain/shared/result';
import type { Clock } from '../ports/clock';
import type { SecretGenerator } from '../ports/identity';
import type { UnitOfWork } from '../ports/unit-of-work';

const HOUR_MS = 3_600_000;

/**
 * A guest opens the link of their 'Avísame cuando vuelva' e-mail: the request counts from now on (a link older
 * than RESTOCK_CONFIRMATION_HOURS, already used or unknown is refused). Answers the product's id, for its page.
 * If the product came back while the request waited, its notice goes at once (under the product's row lock).
 */
export class ConfirmRestockNotice {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly secrets: SecretGenerator,
    private readonly clock: Clock,
  ) {}

  execute(token: string): Promise<Result<string, Extract<RestockNoticeError, { code: 'RESTOCK_LINK_INVALID' }>>> {
    const now = this.clock.now();
    const since = new Date(now.getTime() - RESTOCK_CONFIRMATION_HOURS * HOUR_MS);
    return this.uow.run(async (tx) => {
      const productId = await tx.restockRequests.confirm(this.secrets.digest(token.trim()), since, now);
      if (!productId) return err(restockLinkInvalid());
      const level = (await tx.stock.lockForUpdate([productId])).get(productId);
      if (level && availableStock(level) > 0) await tx.restockNotices.productsBackInStock([productId], now);
      return ok(productId);
    });
  }
}
