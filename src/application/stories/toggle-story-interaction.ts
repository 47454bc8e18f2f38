import { err, ok, type Result } from '../../domain/shared/result';
import { toggleLike, toggleWant, type StoryInteractionError } from '../../domain/story/story-interactions';
import { storyUnavailable, type StoryUnavailableError } from '../../domain/story/story-lifecycle';
import type { Viewer } from '../identity/viewer';
import type { ProductRepository } from '../ports/catalog-repositories';
import type { StoryQueries, StoryToggleType } from '../ports/stories';
import type { UnitOfWork } from '../ports/unit-of-work';
import { publicStoryView, type PublicStoryView } from './public-story-view';

export type ToggleStoryInteractionError = StoryUnavailableError | StoryInteractionError;

/** The domain's rule for each toggle: who may (a signed-in person) and the record's identity. */
const RULES = { like: toggleLike, want: toggleWant } as const satisfies Record<StoryToggleType, unknown>;

/**
 * A like or 'Lo quiero' (ToggleStoryLike and ToggleStoryWant name the type):
 * the domain's rule says who may (a signed-in person, whose e-mail names the
 * record); the database moves the record and the counter atomically (see
 * StoryWrites.toggle), so concurrent taps never lose or double a count. Only a
 * story shoppers can see is toggled. Only the rule's sign-in check and the
 * record's identity are used here, since whether the record exists is decided
 * by the database inside the toggle, never by an earlier read.
 */
export abstract class ToggleStoryInteraction {
  protected abstract readonly type: StoryToggleType;

  constructor(
    readonly uow: UnitOfWork,
    readonly stories: StoryQueries,
    readonly products: ProductRepository,
  ) {}

  async execute(storyId: string, viewer: Viewer | null): Promise<Result<PublicStoryView, ToggleStoryInteractionError>> {
    const story = await this.stories.findVisible(storyId.trim());
    if (!story) return err(storyUnavailable());
    const allowed = RULES[this.type](story, viewer?.email ?? null, false);
    if (!allowed.ok) return allowed;
    const outcome = await this.uow.run((tx) => tx.stories.toggle(story.id, this.type, allowed.value.record.userEmail));
    if (!outcome) return err(storyUnavailable());
    const view = await publicStoryView(outcome.story, this, viewer);
    return ok(this.type === 'like' ? { ...view, viewerLiked: outcome.on } : { ...view, viewerWanted: outcome.on });
  }
}
