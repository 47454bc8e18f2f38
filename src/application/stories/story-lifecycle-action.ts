import { err, ok, type Result } from '../../domain/shared/result';
import { storyNotFound, type StoryNotFoundError } from '../../domain/story/story-admin';
import type { ProductRepository } from '../ports/catalog-repositories';
import type { StoredStory, StoryChanges } from '../ports/stories';
import type { Transaction, UnitOfWork } from '../ports/unit-of-work';
import { adminStoryView } from './admin-story-view';
import type { SavedStory } from './CreateStory';

export interface StoryLifecycleAction {
  /** The story's new lifecycle fields, from the domain's rule. */
  readonly changes: (current: StoredStory) => StoryChanges;
  /** Anything else written in the same transaction before the story is saved. */
  readonly alongside?: (tx: Transaction, current: StoredStory) => Promise<void>;
  /** The admin's confirmation. */
  readonly message: string;
}

/**
 * An admin's lifecycle action from any state (force-expire, restore): under
 * the story's row lock, in one transaction, the new lifecycle is saved; the
 * answer is the story as the admin now sees it, with the action's message.
 */
export async function applyStoryLifecycleAction(
  deps: { readonly uow: UnitOfWork; readonly products: ProductRepository; readonly now: Date },
  id: string,
  action: StoryLifecycleAction,
): Promise<Result<SavedStory, StoryNotFoundError>> {
  const { uow, products, now } = deps;
  const saved = await uow.run(async (tx) => {
    const current = await tx.stories.lockForUpdate(id.trim());
    if (!current) return null;
    const changes = action.changes(current);
    await action.alongside?.(tx, current);
    return tx.stories.update(current.id, changes, now);
  });
  if (!saved) return err(storyNotFound(id));
  const view = await adminStoryView(saved, products, now);
  return ok({ view, message: action.message });
}
