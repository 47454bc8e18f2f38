import type { Story } from './story';

type Ordered = Pick<Story, 'id' | 'order' | 'createdAt'>;

/** A new story takes position 0 and every other story moves up by one. */
export function insertNewStory<S extends Pick<Story, 'order'>>(existing: readonly S[], created: S): readonly S[] {
  return [{ ...created, order: 0 }, ...existing.map((story) => ({ ...story, order: story.order + 1 }))];
}

/** Newest first by creation time. */
export function sortNewestFirst<S extends Pick<Story, 'createdAt'>>(stories: readonly S[]): readonly S[] {
  return [...stories].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}

export interface OrderChange {
  readonly id: string;
  readonly order: number;
}

/** The sync action: numbers the newest-first list from 0 and returns only the stories whose stored order differs. */
export function syncStoryOrder(stories: readonly Ordered[]): readonly OrderChange[] {
  return sortNewestFirst(stories)
    .map((story, position) => ({ story, position }))
    .filter(({ story, position }) => story.order !== position)
    .map(({ story, position }) => ({ id: story.id, order: position }));
}
