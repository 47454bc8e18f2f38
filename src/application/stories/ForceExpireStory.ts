import { STORY_ADMIN_MESSAGES } from '../../domain/story/story-admin';
import { forceExpireStory } from '../../domain/story/story-lifecycle';
import type { StoredStory, StoryChanges } from '../ports/stories';
import { StoryLifecycleAction } from './story-lifecycle-action';

/**
 * Force-expire, the admins' action for trying the lifecycle, from any state:
 * the story's expiry goes one hour into the past and the expiry check switches
 * it off, so shoppers stop seeing it at once and its row offers restore.
 */
export class ForceExpireStory extends StoryLifecycleAction {
  protected readonly message = STORY_ADMIN_MESSAGES.forceExpired;

  protected changes(current: StoredStory, now: Date): StoryChanges {
    const { active, expiresAt } = forceExpireStory(current, now);
    return { active, expiresAt };
  }
}
