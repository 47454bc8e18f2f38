import { err, ok, type Result } from '../../domain/shared/result';
import { STORY_ADMIN_MESSAGES, storyNotFound, type StoryNotFoundError } from '../../domain/story/story-admin';
import { forceExpireStory } from '../../domain/story/story-lifecycle';
import type { ProductRepository } from '../ports/catalog-repositories';
import type { Clock } from '../ports/clock';
import type { UnitOfWork } from '../ports/unit-of-work';
import { adminStoryView } from './admin-story-view';
import type { SavedStory } from './CreateStory';

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

  async execute(id: string): Promise<Result<SavedStory, StoryNotFoundError>> {
    const now = this.clock.now();
    const expired = await this.uow.run(async (tx) => {
      const current = await tx.stories.lockForUpdate(id.trim());
      if (!current) return null;
      const { active, expiresAt } = forceExpireStory(current, now);
      return tx.stories.update(current.id, { active, expiresAt }, now);
    });
    if (!expired) return err(storyNotFound(id));
    const view = await adminStoryView(expired, this.products, now);
    return ok({ view, message: STORY_ADMIN_MESSAGES.forceExpired });
  }
}
