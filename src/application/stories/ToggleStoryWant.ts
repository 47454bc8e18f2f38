import { isOnSale } from '../../domain/catalog/product-visibility';
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
export class ToggleStoryWant extends ToggleStoryInteraction<boolean> {
  protected readonly type = 'want';

  /**
   * Whether the story shows its product (on sale: the catalogue's rule, as publicStoryView reads it). A notice is
   * asked only for a product shoppers can see: one not on sale (inactive, of an inactive brand, a launch being
   * prepared) is the admin's, and its notice would mail its name, price and picture the day it got stock.
   */
  protected override async readBefore(story: Story): Promise<boolean> {
    if (!story.productId) return false;
    const [entry] = await this.products.findForCart([story.productId]);
    return entry !== undefined && isOnSale(entry.product, entry.brand);
  }

  protected override async afterToggle(
    tx: Transaction,
    story: Story,
    viewer: Viewer,
    on: boolean,
    productShown: boolean | undefined,
  ): Promise<void> {
    if (!on || !story.productId || !productShown) return;
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
