import { err, ok, type Result } from '../../domain/shared/result';
import { toggleLike, toggleWant, type StoryInteractionError } from '../../domain/story/story-interactions';
import { storyUnavailable, type StoryUnavailableError } from '../../domain/story/story-lifecycle';
import type { Viewer } from '../identity/viewer';
import type { ProductRepository } from '../ports/catalog-repositories';
import type { Clock } from '../ports/clock';
import type { StoryQueries, StoryToggleType } from '../ports/stories';
import type { Transaction, UnitOfWork } from '../ports/unit-of-work';
import type { Story } from '../../domain/story/story';
import { publicStoryView, type PublicStoryView } from './public-story-view';

export type ToggleStoryInteractionError = StoryUnavailableError | StoryInteractionError;

/** The domain's rule for each toggle: who may (a signed-in person) and the record's identity. */
const RULES = { like: toggleLike, want: toggleWant } as const satisfies Record<StoryToggleType, unknown>;

/**
 * A like or 'Lo quiero' (ToggleStoryLike and ToggleStoryWant name the type),
 * in one transaction: under a lock on this person's toggles of this story and
 * type (two taps at once toggle twice, one after the other), whether the
 * person's record exists now (nothing at all when shoppers cannot see the
 * story), then the domain's rule (a signed-in person; the record created or
 * deleted, the counter one up or down, never below 0) written as the record
 * and one counter statement, so other people's taps never lose a count.
 */
export abstract class ToggleStoryInteraction<Read = undefined> {
  protected abstract readonly type: StoryToggleType;

  /** What {@link afterToggle} needs read before the transaction opens (nothing by default). */
  protected async readBefore(_story: Story): Promise<Read | undefined> {
    return undefined;
  }

  /** What else the toggle does in its transaction once the record changed (`on`: created). */
  protected async afterToggle(
    _tx: Transaction,
    _story: Story,
    _viewer: Viewer,
    _on: boolean,
    _read: Read | undefined,
  ): Promise<void> {}

  constructor(
    readonly uow: UnitOfWork,
    readonly stories: StoryQueries,
    readonly products: ProductRepository,
    protected readonly clock: Clock,
  ) {}

  async execute(storyId: string, viewer: Viewer | null): Promise<Result<PublicStoryView, ToggleStoryInteractionError>> {
    const story = await this.stories.findVisible(storyId.trim());
    if (!story) return err(storyUnavailable());
    const signedIn = RULES[this.type](story, viewer?.email ?? null, false);
    if (!signedIn.ok) return signedIn;
    const email = signedIn.value.record.userEmail;
    const read = await this.readBefore(story);
    const on = await this.uow.run(async (tx) => {
      await tx.lock(`story-toggle:${story.id}:${this.type}:${email}`);
      const already = await tx.stories.interactionOf(story.id, this.type, email);
      if (already === null) return null;
      const change = RULES[this.type](story, email, already);
      if (!change.ok) return null;
      const create = change.value.record.action === 'create';
      const changed = create
        ? await tx.stories.addInteraction(story.id, this.type, email)
        : await tx.stories.removeInteraction(story.id, this.type, email);
      if (changed) await tx.stories.moveCounter(story.id, this.type, create);
      if (changed && viewer) await this.afterToggle(tx, story, viewer, create, read);
      return create;
    });
    const after = on === null ? null : await this.stories.findVisible(story.id);
    if (on === null || !after) return err(storyUnavailable());
    const view = await publicStoryView(after, this, viewer);
    return ok(this.type === 'like' ? { ...view, viewerLiked: on } : { ...view, viewerWanted: on });
  }
}
