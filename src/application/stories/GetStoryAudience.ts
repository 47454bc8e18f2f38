import type { StoryAudience, StoryQueries } from '../ports/stories';

/**
 * The preview modal's lists: who liked the story and who wanted it ('Lo
 * quiero'), newest first, with the account's name when the e-mail has one;
 * null for an unknown story.
 */
export class GetStoryAudience {
  constructor(private readonly stories: StoryQueries) {}

  async execute(storyId: string): Promise<StoryAudience | null> {
    const story = await this.stories.findById(storyId.trim());
    return story ? this.stories.audience(story.id) : null;
  }
}
