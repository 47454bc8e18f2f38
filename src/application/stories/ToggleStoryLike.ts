import type { Result } from '../../domain/shared/result';
import { toggleLike } from '../../domain/story/story-interactions';
import type { Viewer } from '../identity/viewer';
import type { ProductRepository } from '../ports/catalog-repositories';
import type { StoryQueries } from '../ports/stories';
import type { UnitOfWork } from '../ports/unit-of-work';
import type { PublicStoryView } from './public-story-view';
import { toggleStoryInteraction, type ToggleStoryInteractionError } from './toggle-story-interaction';

/**
 * A signed-in shopper likes a visible story, or takes the like back ('Debes
 * iniciar sesión para dar like' for guests). Each call toggles exactly once.
 */
export class ToggleStoryLike {
  constructor(
    readonly uow: UnitOfWork,
    readonly stories: StoryQueries,
    readonly products: ProductRepository,
  ) {}

  execute(storyId: string, viewer: Viewer | null): Promise<Result<PublicStoryView, ToggleStoryInteractionError>> {
    const email = viewer?.email ?? null;
    return toggleStoryInteraction(this, 'like', (story) => toggleLike(story, email, false), storyId, viewer);
  }
}
