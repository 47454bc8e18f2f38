import type { ProductRepository } from '../ports/catalog-repositories';
import type { Clock } from '../ports/clock';
import type { StoryQueries } from '../ports/stories';
import { adminStoryView, type AdminStoryView } from './admin-story-view';

/** One story for the admin, whatever its state; null when unknown or malformed. */
export class GetAdminStory {
  constructor(
    private readonly stories: StoryQueries,
    private readonly products: ProductRepository,
    private readonly clock: Clock,
  ) {}

  async execute(id: string): Promise<AdminStoryView | null> {
    const story = await this.stories.findById(id.trim());
    return story ? adminStoryView(story, this.products, this.clock.now()) : null;
  }
}
