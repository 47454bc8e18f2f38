import type { Result } from '../../domain/shared/result';
import { STORY_ADMIN_MESSAGES, type StoryNotFoundError } from '../../domain/story/story-admin';
import { restoreStory } from '../../domain/story/story-lifecycle';
import type { ProductRepository } from '../ports/catalog-repositories';
import type { Clock } from '../ports/clock';
import type { UnitOfWork } from '../ports/unit-of-work';
import type { SavedStory } from './CreateStory';
import { applyStoryLifecycleAction } from './story-lifecycle-action';

/**
 * 'Restore to 24h' (also the test action 'reset expiration'), from any state:
 * under the story's row lock, in one transaction, it is active again until 24
 * hours from now with a new creation time, and every view, like and want it
 * had is deleted with its counters back at 0.
 */
export class RestoreStory {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly products: ProductRepository,
    private readonly clock: Clock,
  ) {}

  execute(id: string): Promise<Result<SavedStory, StoryNotFoundError>> {
    const now = this.clock.now();
    return applyStoryLifecycleAction({ uow: this.uow, products: this.products, now }, id, {
      changes: (current) => {
        const { active, expiresAt, createdAt } = restoreStory(current, now);
        return { active, expiresAt, createdAt };
      },
      alongside: (tx, current) => tx.stories.clearInteractions(current.id),
      message: STORY_ADMIN_MESSAGES.restored,
    });
  }
}
