import { domainError, err, ok, type DomainError, type Result } from '../shared/result';
import { defineStateMachine } from '../shared/state-machine';
import type { Story } from './story';
import { DEFAULT_STORY_DURATION } from './story-validation';

export const STORY_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** The scheduler switches expired stories off at start-up and then every 5 minutes (one process at a time). */
export const STORY_EXPIRY_CHECK_INTERVAL_MS = 5 * 60 * 1000;
/** Force-expire (a test action) puts the expiry one hour in the past. */
const FORCE_EXPIRE_OFFSET_MS = 60 * 60 * 1000;
export const STORY_RESTORED_MESSAGE = 'Historia restaurada a 24h';

/**
 * 'active' = shown to shoppers; 'off' = switched off by the admin before its expiry (it keeps its counters
 * and gets edit); 'expired' = its 24 hours are over, whatever its flag (it gets 'restore to 24h').
 */
export type StoryState = 'active' | 'off' | 'expired';

export type StoryTransitionError = DomainError<'STORY_TRANSITION_NOT_ALLOWED'>;

export const STORY_EXPIRED_EDIT_MESSAGE = 'La historia ha expirado: restáurala a 24h para editarla';

/** What moves a story: the admin's edit (its 'active' tick), time or force-expire, or restore. */
export type StoryAction = 'edit' | 'expire' | 'restore';

/** An expired story comes back only through restore, never by an edit ticking 'active'. */
const onlyByRestore = (action: StoryAction) =>
  action === 'restore' ? ok(undefined) : err(domainError('STORY_TRANSITION_NOT_ALLOWED', STORY_EXPIRED_EDIT_MESSAGE));

/**
 * The lifecycle table. Editing switches a running story on and off (active ↔ off); time or force-expire
 * moves any story to expired; restore ('restore to 24h', also the test action 'reset expiration') moves any
 * story to active for another 24 h, wiping its counters. An expired story is not edited.
 */
export const storyStateMachine = defineStateMachine<
  StoryState,
  StoryAction,
  StoryTransitionError,
  StoryTransitionError
>(
  {
    active: { active: {}, off: {}, expired: {} },
    off: { active: {}, off: {}, expired: {} },
    expired: { active: { guard: onlyByRestore }, expired: {} },
  },
  () => domainError('STORY_TRANSITION_NOT_ALLOWED', STORY_EXPIRED_EDIT_MESSAGE),
);

/** The table as `{ [from]: { to: [...] } }`. */
export const storyTransitions = storyStateMachine.transitions;

export function storyState(story: Pick<Story, 'active' | 'expiresAt'>, now: Date): StoryState {
  if (story.expiresAt.getTime() <= now.getTime()) return 'expired';
  return story.active ? 'active' : 'off';
}

/** The public list: active and expiring later than now. */
export function isVisible(story: Pick<Story, 'active' | 'expiresAt'>, now: Date): boolean {
  return storyState(story, now) === 'active';
}

export const STORY_UNAVAILABLE_MESSAGE = 'Esta historia ya no está disponible';

export type StoryUnavailableError = DomainError<'STORY_UNAVAILABLE'>;

/** What shoppers get for a story they cannot see (unknown, switched off or expired). */
export const storyUnavailable = (): StoryUnavailableError =>
  domainError('STORY_UNAVAILABLE', STORY_UNAVAILABLE_MESSAGE);

/** What the admin's row offers besides preview and delete: edit, or 'restore to 24h' once expired. */
export function storyAdminAction(story: Pick<Story, 'active' | 'expiresAt'>, now: Date): 'edit' | 'restore' {
  return storyState(story, now) === 'expired' ? 'restore' : 'edit';
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

/**
 * 'Restore to 24h' (and the test action 'reset expiration'), from any state: a new expiry 24 h ahead, a new
 * creation time, active, counters at 0. The caller also deletes the story's interactions.
 */
export function restoreStory(story: Story, now: Date): Story {
  return {
    ...story,
    active: true,
    expiresAt: new Date(now.getTime() + STORY_LIFETIME_MS),
    createdAt: now,
    views: 0,
    likes: 0,
    wants: 0,
  };
}

/** Force-expire (a test action for the lifecycle), from any state: expiresAt one hour in the past, then the check. */
export function forceExpireStory(story: Story, now: Date): Story {
  return settleExpiry({ ...story, expiresAt: new Date(now.getTime() - FORCE_EXPIRE_OFFSET_MS) }, now);
}

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

/**
 * Applies only the editable fields, even if the payload smuggles in views, likes, wants or order. An expired
 * story is not edited (it comes back through restore); a running one may be switched on and off.
 */
export function editStory(story: Story, edit: StoryEdit, now: Date): Result<Story, StoryTransitionError> {
  const changes = Object.fromEntries(
    EDITABLE.filter((key) => edit[key] !== undefined).map((key) => [key, edit[key]]),
  ) as StoryEdit;
  const edited = { ...story, ...changes };
  const move = storyStateMachine.transition(storyState(story, now), edited.active ? 'active' : 'off', 'edit');
  return move.ok ? ok(edited) : move;
}
