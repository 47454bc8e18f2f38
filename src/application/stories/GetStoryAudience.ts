import { paged, pageWindow, type PageRequest, type Paged, type PaginationError } from '../../domain/shared/pagination';
import { ok, type Result } from '../../domain/shared/result';
import type { StoryPerson, StoryQueries, StoryToggleType } from '../ports/stories';

/**
 * The preview modal's lists, a page at a time: who liked the story or who wanted it ('Lo quiero'), newest first,
 * with the account's name when the e-mail has one, and how many in all; null for an unknown story. A page, never
 * the whole audience: a story seen by 50,000 shoppers would answer them all (seventh hardening pass).
 */
export class GetStoryAudience {
  constructor(private readonly stories: StoryQueries) {}

  async execute(
    storyId: string,
    type: StoryToggleType,
    request: PageRequest,
  ): Promise<Result<Paged<StoryPerson> | null, PaginationError>> {
    const window = pageWindow(request);
    if (!window.ok) return window;
    const story = await this.stories.findById(storyId.trim());
    if (!story) return ok(null);
    const { items, total } = await this.stories.audience(story.id, type, window.value);
    return ok(paged(items, total, request));
  }
}
