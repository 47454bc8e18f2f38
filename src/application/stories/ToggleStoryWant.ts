import { ToggleStoryInteraction } from './toggle-story-interaction';

/**
 * 'Lo quiero': a signed-in shopper marks a visible story as wanted, or takes
 * it back; guests are refused (the storefront opens the WhatsApp chat about
 * the product for them instead). Each call toggles exactly once.
 */
export class ToggleStoryWant extends ToggleStoryInteraction {
  protected readonly type = 'want';
}
