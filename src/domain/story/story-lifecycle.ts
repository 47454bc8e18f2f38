import { domainError, ok, type DomainError, type Result } from '../shared/result';
import { defineStateMachine } from '../shared/state-machine';
import type { Story } from './story';
import { DEFAULT_STORY_DURATION } from './story-validation';

export const STORY_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** Force-expire (a test action) puts the expiry one hour in the past. */
const FORCE_EXPIRE_OFFSET_MS = 60 * 60 * 1000;
export const STORY_RESTORED_MESSAGE = 'Historia restaurada a 24h';

/** 'active' = shown to shoppers; 'expired' = switched off or past its expiry. */
export type StoryState = 'active' | 'expired';

export type StoryTransitionError = DomainError<'STORY_TRANSITION_NOT_ALLOWED'>;

/** Stories expire (when due, or forced) and expired stories can be restored for another 24 h. No guards. */
export const storyStateMachine = defineStateMachine<StoryState, void, never, StoryTransitionError>(
  {
    active: { expired: {} },
    expired: { active: {} },
  },
  ({ from, to }) =>
    domainError(
      'STORY_TRANSITION_NOT_ALLOWED',
      to === 'active' ? 'La historia ya está activa' : 'La historia ya ha expirado',
      { from, to },
    ),
);

/** The table as `{ [from]: { to: [...] } }`. */
export const storyTransitions = storyStateMachine.transitions;

export function storyState(story: Pick<Story, 'active' | 'expiresAt'>, now: Date): StoryState {
  return story.active && story.expiresAt.getTime() > now.getTime() ? 'active' : 'expired';
}

/** The public list: active and expiring later than now. */
export function isVisible(story: Pick<Story, 'active' | 'expiresAt'>, now: Date): boolean {
  return storyState(story, now) === 'active';
}

export interface NewStory {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly imageUrl: string;
  readonly audioUrl?: string | null;
  readonly externalLink?: string | null;
  readonly productId?: string | null;
  readonly duration?: number;
  readonly views?: number;
  readonly likes?: number;
  readonly wants?: number;
}

/** Created active, expiring 24 h later, counters at 0 unless given, at position 0 (see insertNewStory). */
export function createStory(input: NewStory, now: Date): Story {
  return {
    id: input.id,
    title: input.title,
    description: input.description,
    imageUrl: input.imageUrl,
    audioUrl: input.audioUrl ?? null,
    externalLink: input.externalLink ?? null,
    productId: input.productId ?? null,
    duration: input.duration ?? DEFAULT_STORY_DURATION,
    active: true,
    views: input.views ?? 0,
    likes: input.likes ?? 0,
    wants: input.wants ?? 0,
    order: 0,
    expiresAt: new Date(now.getTime() + STORY_LIFETIME_MS),
    createdAt: now,
  };
}

/**
 * The expiry check (on load and on the scheduler): an active story whose
 * expiresAt has passed is stored as inactive. Returns the same object when nothing changes.
 */
export function settleExpiry<S extends Pick<Story, 'active' | 'expiresAt'>>(story: S, now: Date): S {
  return story.active && storyState(story, now) === 'expired' ? { ...story, active: false } : story;
}

/** Runs the expiry check over a list and tells which stories must be saved. */
export function expireDueStories<S extends Pick<Story, 'id' | 'active' | 'expiresAt'>>(
  stories: readonly S[],
  now: Date,
): { readonly stories: readonly S[]; readonly expiredIds: readonly string[] } {
  const settled = stories.map((story) => settleExpiry(story, now));
  const expiredIds = settled.filter((story, i) => story !== stories[i]).map((story) => story.id);
  return { stories: settled, expiredIds };
}

/**
 * Moves a story along the lifecycle table.
 * - to 'expired' (force-expire): expiresAt one hour in the past, inactive.
 * - to 'active' (restore to 24 h): new expiry and creation time, active, counters 0.
 *   The caller also deletes the story's interactions.
 */
export function transitionStory(story: Story, to: StoryState, now: Date): Result<Story, StoryTransitionError> {
  const move = storyStateMachine.transition(storyState(story, now), to);
  if (!move.ok) return move;
  if (to === 'expired') {
    return ok({ ...story, active: false, expiresAt: new Date(now.getTime() - FORCE_EXPIRE_OFFSET_MS) });
  }
  return ok({
    ...story,
    active: true,
    expiresAt: new Date(now.getTime() + STORY_LIFETIME_MS),
    createdAt: now,
    views: 0,
    likes: 0,
    wants: 0,
  });
}

export const restoreStory = (story: Story, now: Date) => transitionStory(story, 'active', now);
export const forceExpireStory = (story: Story, now: Date) => transitionStory(story, 'expired', now);

/** What an edit may change: counters and position are never taken from an update payload. */
export type StoryEdit = Partial<
  Pick<Story, 'title' | 'description' | 'imageUrl' | 'audioUrl' | 'externalLink' | 'productId' | 'duration' | 'active'>
>;

const EDITABLE: readonly (keyof StoryEdit)[] = [
  'title',
  'description',
  'imageUrl',
  'audioUrl',
  'externalLink',
  'productId',
  'duration',
  'active',
];

/** Applies only the editable fields, even if the payload smuggles in views, likes, wants or order. */
export function applyStoryEdit(story: Story, edit: StoryEdit): Story {
  const changes = Object.fromEntries(
    EDITABLE.filter((key) => edit[key] !== undefined).map((key) => [key, edit[key]]),
  ) as StoryEdit;
  return { ...story, ...changes };
}
