import { normalizeSearchText, SEARCH_MAX_QUERY_LENGTH } from '../../domain/catalog/product-search';
import type { ProductRepository } from '../ports/catalog-repositories';
import type { Clock } from '../ports/clock';
import type { StoryQueries, StoryStatistics } from '../ports/stories';
import { adminStoryViews, type AdminStoryView } from './admin-story-view';

export interface AdminStoryList {
  /** The stories whose title or description contains the search, by position. */
  readonly items: readonly AdminStoryView[];
  /** The stat cards, over every story whatever the search. */
  readonly statistics: StoryStatistics;
}

/**
 * The admin stories screen: every story (active, switched off or expired)
 * by position, `search` keeping those whose title or description contains it
 * (case and accents ignored), and the stat cards over all of them.
 */
export class ListAdminStories {
  constructor(
    private readonly stories: StoryQueries,
    private readonly products: ProductRepository,
    private readonly clock: Clock,
  ) {}

  async execute(search: string | null = null): Promise<AdminStoryList> {
    const needle = normalizeSearchText((search ?? '').slice(0, SEARCH_MAX_QUERY_LENGTH)) || null;
    const [stories, statistics] = await Promise.all([this.stories.listForAdmin(needle), this.stories.statistics()]);
    return { items: await adminStoryViews(stories, this.products, this.clock.now()), statistics };
  }
}
