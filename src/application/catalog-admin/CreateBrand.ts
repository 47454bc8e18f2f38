import type { Brand } from '../../domain/catalog/brand';
import type { BrandFormInput } from '../../domain/catalog/brand-form';
import { ok, type Result } from '../../domain/shared/result';
import type { Clock } from '../ports/clock';
import type { FileStorage } from '../ports/file-storage';
import type { BrandWrites, WithProductCount } from '../ports/taxonomy-writes';
import { checkBrandInput, type BrandFormError } from './brand-input';

/** An admin adds a brand: name required, description copied from it, an optional logo uploaded under brands/. */
export class CreateBrand {
  constructor(
    private readonly brands: BrandWrites,
    private readonly storage: FileStorage,
    private readonly clock: Clock,
  ) {}

  async execute(input: BrandFormInput): Promise<Result<WithProductCount<Brand>, BrandFormError>> {
    const draft = await checkBrandInput(input, this.storage);
    if (!draft.ok) return draft;
    return ok({ item: await this.brands.insert(draft.value, this.clock.now()), productCount: 0 });
  }
}
