import type { Result } from '../../domain/shared/result';
import { toggleWant } from '../../domain/story/story-interactions';
import type { Viewer } from '../identity/viewer';
import type { ProductRepository } from '../ports/catalog-repositories';
import type { StoryQueries } from '../ports/stories';
import type { UnitOfWork } from '../ports/unit-of-work';
import type { PublicStoryView } from './public-story-view';
import { toggleStoryInteraction, type ToggleStoryInteractionError } from './toggle-story-interaction';

/**
 * 'Lo quiero': a signed-in shopper marks a visible story as wanted, or takes
 * it back; guests are refused (the storefront opens the WhatsApp chat about
 * the product for them instead). Each call toggles exactly once.
 */
export class ToggleStoryWant {
  constructor(
    readonly uow: UnitOfWork,
    readonly stories: StoryQueries,
    readonly products: ProductRepository,
  ) {}

  execute(storyId: string, viewer: Viewer | null): Promise<Result<PublicStoryView, ToggleStoryInteractionError>> {
    const email = viewer?.email ?? null;
    return toggleStoryInteraction(this, 'want', (story) => toggleWant(story, email, false), storyId, viewer);
  }
}
