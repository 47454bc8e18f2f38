import type { Viewer } from '../identity/viewer';
import type { ProductRepository } from '../ports/catalog-repositories';
import type { StoryQueries } from '../ports/stories';
import { publicStoryView, type PublicStoryView } from './public-story-view';

/** One story for shoppers (a shared /?story= link); null when unknown, malformed, switched off or expired. */
export class GetVisibleStory {
  constructor(
    readonly stories: StoryQueries,
    readonly products: ProductRepository,
  ) {}

  async execute(id: string, viewer: Viewer | null): Promise<PublicStoryView | null> {
    const story = await this.stories.findVisible(id.trim());
    return story ? publicStoryView(story, this, viewer) : null;
  }
}
