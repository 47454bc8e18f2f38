import type { NewStoryRow, StoryToggleType, StoryWrites } from '../ports/stories';

const DAY = 24 * 60 * 60 * 1000;

/**
 * A new story's row as the stores insert it, created at `now`: active until
 * 24 hours later, counters at 0, a stored picture and nothing else linked.
 */
export function aStoryRow(title: string, now: Date, changes: Partial<NewStoryRow> = {}): NewStoryRow {
  return {
    title,
    description: `Descripción de ${title}`,
    imageUrl: 'stories/1764000000000-image-foto.webp',
    audioUrl: null,
    externalLink: null,
    productId: null,
    duration: 10,
    active: true,
    views: 0,
    likes: 0,
    wants: 0,
    expiresAt: new Date(now.getTime() + DAY),
    createdAt: now,
    ...changes,
  };
}

/** Test helper: `email`'s like or want on a story, written as a toggle writes it (the record, then its counter). */
export async function interactAs(
  stories: StoryWrites,
  storyId: string,
  type: StoryToggleType,
  email: string,
): Promise<void> {
  if (await stories.addInteraction(storyId, type, email)) await stories.moveCounter(storyId, type, true);
}
