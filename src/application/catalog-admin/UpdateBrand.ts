import type { Brand } from '../../domain/catalog/brand';
import type { BrandFormInput } from '../../domain/catalog/brand-form';
import { brandNotFound, type BrandNotFoundError } from '../../domain/catalog/taxonomy-admin';
import { err, ok, type Result } from '../../domain/shared/result';
import type { Clock } from '../ports/clock';
import type { FileStorage } from '../ports/file-storage';
import type { WithProductCount } from '../ports/taxonomy-writes';
import type { UnitOfWork } from '../ports/unit-of-work';
import { checkBrandInput, type BrandFormError } from './brand-input';
import { removeStoredImages } from './stored-images';

/**
 * An admin edits a brand (the description follows the name again), under its
 * row lock: the form is checked against the brand as it is, then written. A
 * replaced or removed logo is deleted from storage, with its resized copies,
 * once the brand no longer names it (after the commit).
 */
export class UpdateBrand {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly storage: FileStorage,
    private readonly clock: Clock,
  ) {}

  async execute(
    id: string,
    input: BrandFormInput,
  ): Promise<Result<WithProductCount<Brand>, BrandFormError | BrandNotFoundError>> {
    const saved = await this.uow.run(async (tx) => {
      const previous = await tx.brands.lockForUpdate(id.trim());
      if (!previous) return err(brandNotFound(id));
      const draft = await checkBrandInput(input, this.storage, previous);
      if (!draft.ok) return draft;
      const now = this.clock.now();
      const brand = await tx.brands.update(previous.id, draft.value, now);
      // Its products are on sale again: the notices they owed while hidden (restocked meanwhile).
      if (brand.active && !previous.active) await tx.restockNotices.brandBackOnSale(brand.id, now);
      return ok({ previous, brand, productCount: await tx.brands.productCount(brand.id) });
    });
    if (!saved.ok) return saved;
    const { previous, brand, productCount } = saved.value;
    if (previous.logoKey && previous.logoKey !== brand.logoKey) {
      await removeStoredImages(this.storage, [previous.logoKey]);
    }
    return ok({ item: brand, productCount });
  }
}
