import type { Viewer } from '../identity/viewer';
import type { ProductRepository } from '../ports/catalog-repositories';
import type { StoryQueries } from '../ports/stories';
import { publicStoryViews, type PublicStoryView } from './public-story-view';

/**
 * The shoppers' stories: only those active and not past their expiry (decided
 * by the database whatever the expiry scheduler has done), by position then
 * newest, each with its linked product if it is on sale and the viewer's own
 * like and 'Lo quiero'.
 */
export class ListVisibleStories {
  constructor(
    readonly stories: StoryQueries,
    readonly products: ProductRepository,
  ) {}

  async execute(viewer: Viewer | null): Promise<PublicStoryView[]> {
    return publicStoryViews(await this.stories.listVisible(), this, viewer);
  }
}
