import type { Viewer } from '../identity/viewer';
import type { FavoriteQueries } from '../ports/favorites';

/**
 * Which products the signed-in shopper hearted (at most MAX_FAVORITES ids): the storefront asks once after the
 * page is shown, so the catalogue's pages, kept for everybody, stay the same for everybody.
 */
export class MyFavoriteProductIds {
  constructor(private readonly favorites: FavoriteQueries) {}

  execute(viewer: Viewer): Promise<string[]> {
    return this.favorites.productIds(viewer.accountId);
  }
}
