import {
  addFavorite,
  favoriteProductNotFound,
  type FavoriteProductNotFoundError,
  type FavoritesLimitError,
} from '../../domain/favorites/favorites';
import { priceOn } from '../../domain/catalog/product';
import { limaDate } from '../../domain/shared/lima-date';
import { ok, err, type Result } from '../../domain/shared/result';
import { storefrontProduct } from '../catalog/catalogue-visibility';
import type { Viewer } from '../identity/viewer';
import type { ProductRepository } from '../ports/catalog-repositories';
import type { Clock } from '../ports/clock';
import type { UnitOfWork } from '../ports/unit-of-work';

export type AddFavoriteError = FavoriteProductNotFoundError | FavoritesLimitError;

/**
 * The heart on a product: the signed-in shopper adds a product they can see (on sale; sold out too) to their
 * 'Favoritos', with its price of the Lima day (promotion included: 'Mis favoritos' says when it costs less later).
 * Adding it again changes nothing (its first date and price stay). The count and the insert run under a lock
 * on the account's list, across requests and server processes, so two adds at once never pass the limit.
 */
export class AddFavorite {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly products: ProductRepository,
    private readonly clock: Clock,
  ) {}

  async execute(productId: string, viewer: Viewer): Promise<Result<{ readonly productId: string }, AddFavoriteError>> {
    const found = await this.products.findById(productId.trim());
    const product = found && storefrontProduct(found, viewer);
    if (!product) return err(favoriteProductNotFound());
    return this.uow.run(async (tx) => {
      await tx.lock(`favorites:${viewer.accountId}`);
      const decision = addFavorite(await tx.favorites.state(viewer.accountId, product.id));
      if (!decision.ok) return decision;
      if (decision.value.added) {
        const now = this.clock.now();
        await tx.favorites.add(viewer.accountId, product.id, now, priceOn(product, limaDate(now)).price);
      }
      return ok({ productId: product.id });
    });
  }
}
