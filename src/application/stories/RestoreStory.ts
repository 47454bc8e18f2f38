import { STORY_ADMIN_MESSAGES } from '../../domain/story/story-admin';
import { restoreStory } from '../../domain/story/story-lifecycle';
import type { StoredStory, StoryChanges } from '../ports/stories';
import type { Transaction } from '../ports/unit-of-work';
import { StoryLifecycleAction } from './story-lifecycle-action';

/**
 * 'Restore to 24h' (also the test action 'reset expiration'), from any state:
 * under the story's row lock, in one transaction, it is active again until 24
 * hours from now with a new creation time, and every view, like and want it
 * had is deleted with its counters back at 0.
 */
export class RestoreStory extends StoryLifecycleAction {
  protected readonly message = STORY_ADMIN_MESSAGES.restored;

  protected changes(current: StoredStory, now: Date): StoryChanges {
    const { active, expiresAt, createdAt } = restoreStory(current, now);
    return { active, expiresAt, createdAt };
  }

  protected override alongside(tx: Transaction, current: StoredStory): Promise<void> {
    return tx.stories.clearInteractions(current.id);
  }
}
