import type { Viewer } from '../identity/viewer';
import type { UnitOfWork } from '../ports/unit-of-work';

/**
 * Takes a product out of the signed-in shopper's 'Favoritos' (the heart again, or 'Quitar'). One that is not
 * there is answered the same: the shopper wants it out, and it is.
 */
export class RemoveFavorite {
  constructor(private readonly uow: UnitOfWork) {}

  async execute(productId: string, viewer: Viewer): Promise<{ readonly productId: string }> {
    const id = productId.trim();
    await this.uow.run((tx) => tx.favorites.remove(viewer.accountId, id));
    return { productId: id };
  }
}
