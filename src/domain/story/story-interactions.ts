import { domainError, err, ok, type DomainError, type Result } from '../shared/result';
import type { Story, StoryCounters } from './story';

export type StoryInteractionType = 'view' | 'like' | 'want';

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

export const WANT_REQUIRES_LOGIN_MESSAGE = 'Debes iniciar sesión para usar Lo quiero';

export type StoryInteractionError = DomainError<'STORY_LIKE_REQUIRES_LOGIN' | 'STORY_WANT_REQUIRES_LOGIN'>;

/** The signed-in e-mail, or null for a guest ('anonymous' is never a person). */
function signedInIdentity(email: string | null | undefined): string | null {
  const identity = email?.trim();
  return identity && identity !== ANONYMOUS_VIEWER ? identity : null;
}

/**
 * Guests counted per story from one address: a home, an office or a mobile carrier's shared address holds
 * several real guests, while anyone can drop the guest cookie and come back as a new guest. Past it the
 * address's guests still watch, without counting, so inflating a story's views costs an address per 20.
 */
export const GUEST_VIEWS_PER_ADDRESS = 20;

/** Who watches a story: an account by its e-mail, or a guest by the cookie the server gave it, from an address. */
export type StoryWatcher =
  | { readonly kind: 'account'; readonly email: string }
  | { readonly kind: 'guest'; readonly token: string; readonly address: string };

/** What the store already logged for a watcher on a story. */
export interface ViewHistory {
  /** This account or guest cookie already has its view on the story. */
  readonly seenBefore: boolean;
  /** Guests whose view counted on the story from the watcher's address. */
  readonly guestsFromAddress: number;
}

/**
 * A view counts once per watcher and story (the owner's 'Vistas' are people, not replays), and guests from
 * one address at most GUEST_VIEWS_PER_ADDRESS times per story.
 */
export function viewCounts(watcher: StoryWatcher, history: ViewHistory): boolean {
  if (history.seenBefore) return false;
  return watcher.kind === 'account' || history.guestsFromAddress < GUEST_VIEWS_PER_ADDRESS;
}

/** Liking needs a signed-in user; it toggles the user's like record and moves the counter (never below 0). */
export function toggleLike<S extends CountedStory>(
  story: S,
  email: string | null,
  alreadyLiked: boolean,
): Result<InteractionChange<S>, StoryInteractionError> {
  const userEmail = signedInIdentity(email);
  if (!userEmail) return err(domainError('STORY_LIKE_REQUIRES_LOGIN', LIKE_REQUIRES_LOGIN_MESSAGE));
  return ok(toggle(story, 'likes', 'like', userEmail, alreadyLiked));
}

/**
 * 'Lo quiero' is a signed-in shopper's own record: guests never share one 'anonymous' want (the storefront
 * sends them to the WhatsApp chat about the product instead).
 */
export function toggleWant<S extends CountedStory>(
  story: S,
  email: string | null,
  alreadyWanted: boolean,
): Result<InteractionChange<S>, StoryInteractionError> {
  const userEmail = signedInIdentity(email);
  if (!userEmail) return err(domainError('STORY_WANT_REQUIRES_LOGIN', WANT_REQUIRES_LOGIN_MESSAGE));
  return ok(toggle(story, 'wants', 'want', userEmail, alreadyWanted));
}

function toggle<S extends CountedStory>(
  story: S,
  counter: 'likes' | 'wants',
  type: StoryInteractionType,
  userEmail: string,
  alreadyThere: boolean,
): InteractionChange<S> {
  return {
    story: { ...story, [counter]: moveCounter(story[counter], !alreadyThere) },
    record: { action: alreadyThere ? 'delete' : 'create', storyId: story.id, userEmail, type },
  };
}

/** A counter moves by one and never goes below 0 (the SQL adapters do the same with GREATEST(… - 1, 0)). */
export function moveCounter(count: number, up: boolean): number {
  return up ? count + 1 : Math.max(0, count - 1);
}
