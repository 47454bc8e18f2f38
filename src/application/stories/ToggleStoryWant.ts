import { canAskRestockNotice } from '../../domain/stock/restock-notice';
import { availableStock } from '../../domain/stock/stock-movement';
import type { Story } from '../../domain/story/story';
import type { Viewer } from '../identity/viewer';
import type { Transaction } from '../ports/unit-of-work';
import { ToggleStoryInteraction } from './toggle-story-interaction';

/**
 * 'Lo quiero': a signed-in shopper marks a visible story as wanted, or takes
 * it back; guests are refused (the storefront opens the WhatsApp chat about
 * the product for them instead). Each call toggles exactly once. Wanting a
 * story whose product is sold out also asks for its 'Avísame cuando vuelva'
 * notice (issue 26), for the shopper's address, in the same transaction
 * (under the product's row lock); taking it back keeps the notice.
 */
export class ToggleStoryWant extends ToggleStoryInteraction {
  protected readonly type = 'want';

  protected override async afterToggle(tx: Transaction, story: Story, viewer: Viewer, on: boolean): Promise<void> {
    if (!on || !story.productId) return;
    const level = (await tx.stock.lockForUpdate([story.productId])).get(story.productId);
    if (!level || !canAskRestockNotice(availableStock(level))) return;
    const at = this.clock.now();
    await tx.restockRequests.save({
      productId: story.productId,
      email: viewer.email,
      accountId: viewer.accountId,
      tokenDigest: null,
      confirmedAt: at,
      createdAt: at,
    });
  }
}
