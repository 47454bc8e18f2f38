import { ToggleStoryInteraction } from './toggle-story-interaction';

/**
 * A signed-in shopper likes a visible story, or takes the like back ('Debes
 * iniciar sesión para dar like' for guests). Each call toggles exactly once.
 */
export class ToggleStoryLike extends ToggleStoryInteraction {
  protected readonly type = 'like';
}
