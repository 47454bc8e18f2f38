import { err, ok, type Result } from '../../domain/shared/result';
import { storyNotFound, type StoryNotFoundError } from '../../domain/story/story-admin';
import type { ProductRepository } from '../ports/catalog-repositories';
import type { Clock } from '../ports/clock';
import type { StoredStory, StoryChanges } from '../ports/stories';
import type { Transaction, UnitOfWork } from '../ports/unit-of-work';
import { adminStoryView } from './admin-story-view';
import type { SavedStory } from './CreateStory';

/**
 * An admin's lifecycle action from any state (ForceExpireStory,
 * RestoreStory): under the story's row lock, in one transaction, the new
 * lifecycle is saved; the answer is the story as the admin now sees it, with
 * the action's message.
 */
export abstract class StoryLifecycleAction {
  /** The admin's confirmation. */
  protected abstract readonly message: string;

  constructor(
    private readonly uow: UnitOfWork,
    private readonly products: ProductRepository,
    private readonly clock: Clock,
  ) {}

  /** The story's new lifecycle fields, from the domain's rule. */
  protected abstract changes(current: StoredStory, now: Date): StoryChanges;

  /** Anything else written in the same transaction before the story is saved. */
  protected async alongside(_tx: Transaction, _current: StoredStory): Promise<void> {}

  async execute(id: string): Promise<Result<SavedStory, StoryNotFoundError>> {
    const now = this.clock.now();
    const saved = await this.uow.run(async (tx) => {
      const current = await tx.stories.lockForUpdate(id.trim());
      if (!current) return null;
      const changes = this.changes(current, now);
      await this.alongside(tx, current);
      return tx.stories.update(current.id, changes, now);
    });
    if (!saved) return err(storyNotFound(id));
    const view = await adminStoryView(saved, this.products, now);
    return ok({ view, message: this.message });
  }
}
