import { err, ok, type Result } from '../../domain/shared/result';
import { STORY_ADMIN_MESSAGES, storyNotFound, type StoryNotFoundError } from '../../domain/story/story-admin';
import { restoreStory } from '../../domain/story/story-lifecycle';
import type { ProductRepository } from '../ports/catalog-repositories';
import type { Clock } from '../ports/clock';
import type { UnitOfWork } from '../ports/unit-of-work';
import { adminStoryView } from './admin-story-view';
import type { SavedStory } from './CreateStory';

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

  async execute(id: string): Promise<Result<SavedStory, StoryNotFoundError>> {
    const now = this.clock.now();
    const restored = await this.uow.run(async (tx) => {
      const current = await tx.stories.lockForUpdate(id.trim());
      if (!current) return null;
      const { active, expiresAt, createdAt } = restoreStory(current, now);
      await tx.stories.clearInteractions(current.id);
      return tx.stories.update(current.id, { active, expiresAt, createdAt }, now);
    });
    if (!restored) return err(storyNotFound(id));
    const view = await adminStoryView(restored, this.products, now);
    return ok({ view, message: STORY_ADMIN_MESSAGES.restored });
  }
}
