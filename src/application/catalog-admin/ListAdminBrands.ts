import type { Brand } from '../../domain/catalog/brand';
import type { PageRequest, Paged, PaginationError } from '../../domain/shared/pagination';
import type { Result } from '../../domain/shared/result';
import type { BrandWrites, WithProductCount } from '../ports/taxonomy-writes';
import { taxonomyPage } from './taxonomy-search';

/**
 * The admin brands table: the brands, active or not, by name, each with how many products use it; `search`
 * keeps those whose name contains it, ignoring case and accents. The page asked for, with how many match.
 */
export class ListAdminBrands {
  constructor(private readonly brands: BrandWrites) {}

  execute(
    search: string | null,
    request: PageRequest,
  ): Promise<Result<Paged<WithProductCount<Brand>>, PaginationError>> {
    return taxonomyPage(search, request, (needle, window) => this.brands.listForAdmin(needle, window));
  }
}
