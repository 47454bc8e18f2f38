import { PRODUCT_ADMIN_MESSAGES, productNotFound, type ProductNotFoundError } from '../../domain/catalog/product-admin';
import { err, ok, type Result } from '../../domain/shared/result';
import type { Clock } from '../ports/clock';
import type { FileStorage } from '../ports/file-storage';
import type { UnitOfWork } from '../ports/unit-of-work';
import { removeStoredImages } from './stored-images';

export interface DeletedProduct {
  readonly id: string;
  /** true when orders name the product: it was archived (hidden for good) rather than removed. */
  readonly archived: boolean;
  readonly message: string;
}

/**
 * An admin deletes a product. One that no order names is removed with its
 * category links; one that orders name is archived instead: it disappears
 * from every list, search, cart and new order, and the orders keep their
 * snapshot (name, prices, their own picture copy). Either way its images are
 * deleted from storage after the commit.
 */
export class DeleteProduct {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly storage: FileStorage,
    private readonly clock: Clock,
  ) {}

  async execute(id: string): Promise<Result<DeletedProduct, ProductNotFoundError>> {
    const done = await this.uow.run(async (tx) => {
      const product = await tx.products.lockForUpdate(id.trim());
      if (!product) return err(productNotFound(id));
      const archived = await tx.products.isOrdered(product.id);
      if (archived) await tx.products.archive(product.id, this.clock.now());
      else await tx.products.delete(product.id);
      return ok({ product, archived });
    });
    if (!done.ok) return done;
    await removeStoredImages(this.storage, done.value.product.imageKeys);
    return ok({ id: done.value.product.id, archived: done.value.archived, message: PRODUCT_ADMIN_MESSAGES.deleted });
  }
}
