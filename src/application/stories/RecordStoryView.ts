import { err, ok, type Result } from '../../domain/shared/result';
import { storyUnavailable, type StoryUnavailableError } from '../../domain/story/story-lifecycle';
import { viewerIdentity } from '../../domain/story/story-interactions';
import type { Viewer } from '../identity/viewer';
import type { UnitOfWork } from '../ports/unit-of-work';

export interface StoryViewRecorded {
  readonly storyId: string;
  /** The story's views after this one. */
  readonly views: number;
}

/**
 * A shopper saw a story: its views counter moves by one in a single statement
 * (concurrent views are never lost) and a view is logged under the viewer's
 * e-mail, or 'anonymous' for a guest. Only a story shoppers can see counts.
 */
export class RecordStoryView {
  constructor(private readonly uow: UnitOfWork) {}

  execute(storyId: string, viewer: Viewer | null): Promise<Result<StoryViewRecorded, StoryUnavailableError>> {
    const id = storyId.trim();
    return this.uow.run(async (tx) => {
      const views = await tx.stories.recordView(id, viewerIdentity(viewer?.email));
      return views === null ? err(storyUnavailable()) : ok({ storyId: id, views });
    });
  }
}
