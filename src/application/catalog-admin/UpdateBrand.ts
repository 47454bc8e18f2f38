import type { Brand } from '../../domain/catalog/brand';
import type { BrandFormInput } from '../../domain/catalog/brand-form';
import { brandNotFound, type BrandNotFoundError } from '../../domain/catalog/taxonomy-admin';
import { err, ok, type Result } from '../../domain/shared/result';
import type { Clock } from '../ports/clock';
import type { FileStorage } from '../ports/file-storage';
import type { BrandWrites, WithProductCount } from '../ports/taxonomy-writes';
import { checkBrandInput, type BrandFormError } from './brand-input';
import { removeStoredImages } from './stored-images';

/**
 * An admin edits a brand (the description follows the name again). A replaced
 * or removed logo is deleted from storage, with its resized copies, once the
 * brand no longer names it.
 */
export class UpdateBrand {
  constructor(
    private readonly brands: BrandWrites,
    private readonly storage: FileStorage,
    private readonly clock: Clock,
  ) {}

  async execute(
    id: string,
    input: BrandFormInput,
  ): Promise<Result<WithProductCount<Brand>, BrandFormError | BrandNotFoundError>> {
    const saved = await this.brands.findById(id.trim());
    if (!saved) return err(brandNotFound(id));
    const draft = await checkBrandInput(input, this.storage, saved);
    if (!draft.ok) return draft;
    const updated = await this.brands.update(saved.id, draft.value, this.clock.now());
    if (!updated) return err(brandNotFound(id));
    const { previous, brand } = updated;
    if (previous.logoKey && previous.logoKey !== brand.logoKey) {
      await removeStoredImages(this.storage, [previous.logoKey]);
    }
    return ok({ item: brand, productCount: await this.brands.productCount(brand.id) });
  }
}
