import type { Result } from '../../domain/shared/result';
import { STORY_ADMIN_MESSAGES, type StoryNotFoundError } from '../../domain/story/story-admin';
import { forceExpireStory } from '../../domain/story/story-lifecycle';
import type { ProductRepository } from '../ports/catalog-repositories';
import type { Clock } from '../ports/clock';
import type { UnitOfWork } from '../ports/unit-of-work';
import type { SavedStory } from './CreateStory';
import { applyStoryLifecycleAction } from './story-lifecycle-action';

/**
 * Force-expire, the admins' action for trying the lifecycle, from any state:
 * the story's expiry goes one hour into the past and the expiry check switches
 * it off, so shoppers stop seeing it at once and its row offers restore.
 */
export class ForceExpireStory {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly products: ProductRepository,
    private readonly clock: Clock,
  ) {}

  execute(id: string): Promise<Result<SavedStory, StoryNotFoundError>> {
    const now = this.clock.now();
    return applyStoryLifecycleAction({ uow: this.uow, products: this.products, now }, id, {
      changes: (current) => {
        const { active, expiresAt } = forceExpireStory(current, now);
        return { active, expiresAt };
      },
      message: STORY_ADMIN_MESSAGES.forceExpired,
    });
  }
}
