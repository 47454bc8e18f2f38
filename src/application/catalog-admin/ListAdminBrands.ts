import type { Brand } from '../../domain/catalog/brand';
import type { BrandWrites, WithProductCount } from '../ports/taxonomy-writes';
import { taxonomyNeedle } from './taxonomy-search';

/**
 * The admin brands table: every brand, active or not, by name, each with how
 * many products use it; `search` keeps those whose name contains it, ignoring
 * case and accents.
 */
export class ListAdminBrands {
  constructor(private readonly brands: BrandWrites) {}

  execute(search: string | null = null): Promise<WithProductCount<Brand>[]> {
    return this.brands.listForAdmin(taxonomyNeedle(search));
  }
}
