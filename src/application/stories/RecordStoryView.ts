import { err, ok, type Result } from '../../domain/shared/result';
import { storyUnavailable, type StoryUnavailableError } from '../../domain/story/story-lifecycle';
import { viewCounts, type StoryWatcher } from '../../domain/story/story-interactions';
import type { Viewer } from '../identity/viewer';
import type { UnitOfWork } from '../ports/unit-of-work';

export interface StoryViewRecorded {
  readonly storyId: string;
  /** The story's views after this one. */
  readonly views: number;
}

/** A guest as the request shows it: the cookie the server gave it (asked only of guests) and its address. */
export interface GuestWatcher {
  readonly token: string;
  readonly address: string;
}

/**
 * A shopper saw a story: the view counts once per account or guest cookie, and at most
 * GUEST_VIEWS_PER_ADDRESS guests per address (domain viewCounts); a counted view is logged under the
 * viewer's e-mail, or 'anonymous' for a guest. Only a story shoppers can see counts.
 */
export class RecordStoryView {
  constructor(private readonly uow: UnitOfWork) {}

  execute(
    storyId: string,
    viewer: Viewer | null,
    guest: () => GuestWatcher,
  ): Promise<Result<StoryViewRecorded, StoryUnavailableError>> {
    const id = storyId.trim();
    const watcher: StoryWatcher = viewer ? { kind: 'account', email: viewer.email } : { kind: 'guest', ...guest() };
    return this.uow.run(async (tx) => {
      // One address's guests are counted one at a time, in every process, so 20 concurrent ones stop at the cap.
      if (watcher.kind === 'guest') await tx.lock(`story-views:${id}:${watcher.address}`);
      const history = await tx.stories.viewHistory(id, watcher);
      if (!history) return err(storyUnavailable());
      const views = viewCounts(watcher, history) ? await tx.stories.countView(id, watcher) : history.views;
      return ok({ storyId: id, views });
    });
  }
}
