import { err, ok, type Result } from '../../domain/shared/result';
import type { StoryInteractionError } from '../../domain/story/story-interactions';
import { storyUnavailable, type StoryUnavailableError } from '../../domain/story/story-lifecycle';
import type { Viewer } from '../identity/viewer';
import type { ProductRepository } from '../ports/catalog-repositories';
import type { StoredStory, StoryQueries, StoryToggleType } from '../ports/stories';
import type { UnitOfWork } from '../ports/unit-of-work';
import { publicStoryView, type PublicStoryView } from './public-story-view';

export type ToggleStoryInteractionError = StoryUnavailableError | StoryInteractionError;

export interface ToggleDeps {
  readonly uow: UnitOfWork;
  readonly stories: StoryQueries;
  readonly products: ProductRepository;
}

/**
 * A like or 'Lo quiero': the domain's rule says who may (a signed-in person,
 * whose e-mail names the record); the database moves the record and the
 * counter atomically (see StoryWrites.toggle), so concurrent taps never lose
 * or double a count. Only a story shoppers can see is toggled. The rule is the
 * domain's toggleLike/toggleWant: only its sign-in check and the record's
 * identity are used here, since whether the record exists is decided by the
 * database inside the toggle, never by an earlier read.
 */
export async function toggleStoryInteraction(
  deps: ToggleDeps,
  type: StoryToggleType,
  rule: (story: StoredStory) => Result<{ readonly record: { readonly userEmail: string } }, StoryInteractionError>,
  storyId: string,
  viewer: Viewer | null,
): Promise<Result<PublicStoryView, ToggleStoryInteractionError>> {
  const story = await deps.stories.findVisible(storyId.trim());
  if (!story) return err(storyUnavailable());
  const allowed = rule(story);
  if (!allowed.ok) return allowed;
  const outcome = await deps.uow.run((tx) => tx.stories.toggle(story.id, type, allowed.value.record.userEmail));
  if (!outcome) return err(storyUnavailable());
  const view = await publicStoryView(outcome.story, deps, viewer);
  return ok(type === 'like' ? { ...view, viewerLiked: outcome.on } : { ...view, viewerWanted: outcome.on });
}
