import type { Category } from '../../domain/catalog/category';
import type { PageRequest, Paged, PaginationError } from '../../domain/shared/pagination';
import type { Result } from '../../domain/shared/result';
import type { CategoryWrites, WithProductCount } from '../ports/taxonomy-writes';
import { taxonomyPage } from './taxonomy-search';

/**
 * The admin categories table: the categories, active or not, by name, each with how many products are in it;
 * `search` keeps those whose name contains it, ignoring case and accents. The page asked for, with how many match.
 */
export class ListAdminCategories {
  constructor(private readonly categories: CategoryWrites) {}

  execute(
    search: string | null,
    request: PageRequest,
  ): Promise<Result<Paged<WithProductCount<Category>>, PaginationError>> {
    return taxonomyPage(search, request, (needle, window) => this.categories.listForAdmin(needle, window));
  }
}
