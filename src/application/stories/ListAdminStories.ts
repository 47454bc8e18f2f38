import { normalizeSearchText, SEARCH_MAX_QUERY_LENGTH } from '../../domain/catalog/product-search';
import { ADMIN_PAGE_SIZE, paged, pageWindow, type Paged, type PaginationError } from '../../domain/shared/pagination';
import { ok, type Result } from '../../domain/shared/result';
import type { ProductRepository } from '../ports/catalog-repositories';
import type { Clock } from '../ports/clock';
import type { StoryQueries, StoryStatistics } from '../ports/stories';
import { adminStoryViews, type AdminStoryView } from './admin-story-view';

export interface AdminStoryList extends Paged<AdminStoryView> {
  /** The stat cards, over every story whatever the search. */
  readonly statistics: StoryStatistics;
}

/**
 * The admin stories screen: one page of the stories (active, switched off or expired) by position, `search`
 * keeping those whose title or description contains it (case and accents ignored), with how many match, and
 * the stat cards over all of them.
 */
export class ListAdminStories {
  constructor(
    private readonly stories: StoryQueries,
    private readonly products: ProductRepository,
    private readonly clock: Clock,
  ) {}

  async execute(
    input: { readonly search?: string | null; readonly page?: number; readonly pageSize?: number } = {},
  ): Promise<Result<AdminStoryList, PaginationError>> {
    const request = { page: input.page ?? 1, pageSize: input.pageSize ?? ADMIN_PAGE_SIZE };
    const window = pageWindow(request);
    if (!window.ok) return window;
    const needle = normalizeSearchText((input.search ?? '').slice(0, SEARCH_MAX_QUERY_LENGTH)) || null;
    const [found, statistics] = await Promise.all([
      this.stories.pageForAdmin(needle, window.value),
      this.stories.statistics(),
    ]);
    const items = await adminStoryViews(found.items, this.products, this.clock.now());
    return ok({ ...paged(items, found.total, request), statistics });
  }
}
