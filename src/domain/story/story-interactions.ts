import { domainError, err, ok, type DomainError, type Result } from '../shared/result';
import type { Story, StoryCounters } from './story';

export type StoryInteractionType = 'view' | 'like' | 'want';
export const STORY_INTERACTION_TYPES: readonly StoryInteractionType[] = ['view', 'like', 'want'];

/** Guests' views are recorded under this identity. */
export const ANONYMOUS_VIEWER = 'anonymous';
export const LIKE_REQUIRES_LOGIN_MESSAGE = 'Debes iniciar sesión para dar like';

type CountedStory = Pick<Story, 'id'> & StoryCounters;

export interface InteractionChange<S> {
  /** The story with its counter already moved. */
  readonly story: S;
  /** The interaction record to create or delete. */
  readonly record: {
    readonly action: 'create' | 'delete';
    readonly storyId: string;
    readonly userEmail: string;
    readonly type: StoryInteractionType;
  };
}

/** Who is watching: the signed-in e-mail, or 'anonymous' for guests. */
export function viewerIdentity(email: string | null | undefined): string {
  return email?.trim() || ANONYMOUS_VIEWER;
}

/** A view adds one to the counter and creates a view record; without an identity nothing is written. */
export function recordView<S extends CountedStory>(story: S, identity: string | null): InteractionChange<S> | null {
  const userEmail = identity?.trim();
  if (!userEmail) return null;
  return {
    story: { ...story, views: story.views + 1 },
    record: { action: 'create', storyId: story.id, userEmail, type: 'view' },
  };
}

/** Liking needs a signed-in user; it toggles the like record and moves the counter (never below 0). */
export function toggleLike<S extends CountedStory>(
  story: S,
  userEmail: string | null,
  alreadyLiked: boolean,
): Result<InteractionChange<S>, DomainError<'STORY_LIKE_REQUIRES_LOGIN'>> {
  const email = userEmail?.trim();
  if (!email || email === ANONYMOUS_VIEWER) {
    return err(domainError('STORY_LIKE_REQUIRES_LOGIN', LIKE_REQUIRES_LOGIN_MESSAGE));
  }
  return ok(toggle(story, 'likes', 'like', email, alreadyLiked));
}

/** Wanting toggles the want record; without an identity nothing is written. */
export function toggleWant<S extends CountedStory>(
  story: S,
  identity: string | null,
  alreadyWanted: boolean,
): InteractionChange<S> | null {
  const userEmail = identity?.trim();
  return userEmail ? toggle(story, 'wants', 'want', userEmail, alreadyWanted) : null;
}

function toggle<S extends CountedStory>(
  story: S,
  counter: 'likes' | 'wants',
  type: StoryInteractionType,
  userEmail: string,
  alreadyThere: boolean,
): InteractionChange<S> {
  const count = alreadyThere ? Math.max(0, story[counter] - 1) : story[counter] + 1;
  return {
    story: { ...story, [counter]: count },
    record: { action: alreadyThere ? 'delete' : 'create', storyId: story.id, userEmail, type },
  };
}
