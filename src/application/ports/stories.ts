import type { Page } from './catalog-repositories';
import type { Story } from '../../domain/story/story';
import type { StoryWatcher, ViewHistory } from '../../domain/story/story-interactions';
import type { OrderChange } from '../../domain/story/story-ordering';

/**
 * A story as stored. `imageUrl` and `audioUrl` hold the storage KEYS
 * (stories/…); the interface layer turns them into public URLs.
 */
export type StoredStory = Story & { readonly updatedAt: Date };

/** The interactions a person toggles (views are counted once per watcher, with countView). */
export type StoryToggleType = 'like' | 'want';

/** Who liked or wanted a story; `name` is the account's name when the e-mail has one (else null). */
export interface StoryPerson {
  readonly email: string;
  readonly name: string | null;
  readonly at: Date;
}

/**
 * Counts over every story: total, active (flag on and not past expiresAt),
 * off (flag off, not past expiresAt), expired (past expiresAt, whatever the
 * flag; as storyState decides), and the sums of the three counters.
 */
export interface StoryStatistics {
  readonly total: number;
  readonly active: number;
  readonly off: number;
  readonly expired: number;
  readonly views: number;
  readonly likes: number;
  readonly wants: number;
}

/** The stories a signed-in viewer liked and wanted, among the ids asked for. */
export interface ViewerInteractions {
  readonly liked: ReadonlySet<string>;
  readonly wanted: ReadonlySet<string>;
}

/**
 * Story reads outside a transaction. "Visible" is decided in SQL on the
 * database's clock: `active AND expires_at > now()`, whatever the expiry
 * scheduler has done. Malformed ids are simply not found.
 */
export interface StoryQueries {
  /** The shoppers' list: visible stories, position asc then created_at desc. */
  listVisible(): Promise<StoredStory[]>;
  /** A visible story; null when unknown, malformed, switched off or expired. */
  findVisible(id: string): Promise<StoredStory | null>;
  /** Any story, whatever its state (admin); null when unknown or malformed. */
  findById(id: string): Promise<StoredStory | null>;
  /**
   * One page of the admin's list: the stories whose title or description contains `needle` (already normalised
   * with normalizeSearchText: lower case, no accents; null = all), compared with unaccent/lower; position asc
   * then created_at desc; and how many match.
   */
  pageForAdmin(
    needle: string | null,
    window: { readonly offset: number; readonly limit: number },
  ): Promise<Page<StoredStory>>;
  /** One aggregate query over every story. */
  statistics(): Promise<StoryStatistics>;
  /**
   * One page of who liked (or wanted) the story, newest first, with their account's name when there is one, and
   * how many there are in all.
   */
  audience(
    storyId: string,
    type: StoryToggleType,
    window: { readonly offset: number; readonly limit: number },
  ): Promise<Page<StoryPerson>>;
  /** The viewer's (e-mail) likes and wants among `storyIds`, in one query whatever their number. */
  viewerInteractions(email: string, storyIds: readonly string[]): Promise<ViewerInteractions>;
}

/** A new story's row; the database gives its id, and insertAtTop its position (0). */
export type NewStoryRow = Omit<Story, 'id' | 'order'>;

/**
 * What update writes: content and lifecycle fields only. Counters and
 * position are never written by update (see clearInteractions, setPositions).
 */
export type StoryChanges = Partial<
  Pick<
    Story,
    | 'title'
    | 'description'
    | 'imageUrl'
    | 'audioUrl'
    | 'externalLink'
    | 'productId'
    | 'duration'
    | 'active'
    | 'expiresAt'
    | 'createdAt'
  >
>;

/**
 * Story writes, bound to one transaction (Transaction.stories). Counters only
 * move in single SQL statements (`counter = counter + 1`,
 * `GREATEST(counter - 1, 0)`), so concurrent calls never lose an update.
 */
export interface StoryWrites {
  /**
   * Every story's position + 1, then the new story at position 0; the
   * positions are serialised with the other position writers (insertAtTop,
   * setPositions) by a transaction lock taken here.
   */
  insertAtTop(story: NewStoryRow, at: Date): Promise<StoredStory>;
  /** The story's row locked until the transaction ends; null when unknown or malformed. */
  lockForUpdate(id: string): Promise<StoredStory | null>;
  /** Writes the given fields (updated_at = at); null when unknown. */
  update(id: string, changes: StoryChanges, at: Date): Promise<StoredStory | null>;
  /** Removes the story (its interactions go with it); returns it as it was (for its stored files), null when unknown. */
  delete(id: string): Promise<StoredStory | null>;
  /** Restore: deletes every view, like and want of the story and sets its three counters to 0. */
  clearInteractions(id: string): Promise<void>;
  /**
   * Every story's id, position and creation time (for syncStoryOrder), after
   * taking the same positions lock as insertAtTop.
   */
  listPositions(): Promise<{ readonly id: string; readonly order: number; readonly createdAt: Date }[]>;
  /** Writes these positions in one statement. */
  setPositions(changes: readonly OrderChange[]): Promise<void>;
  /**
   * The story's views and what is logged of this watcher on it (its view, the counted guests from its
   * address); null when shoppers cannot see the story.
   */
  viewHistory(storyId: string, watcher: StoryWatcher): Promise<(ViewHistory & { readonly views: number }) | null>;
  /**
   * Logs the watcher's view (under its e-mail, or 'anonymous' with the guest's cookie and address) and
   * views = views + 1, in one statement; a view of this watcher logged meanwhile leaves both as they are.
   * The story's views after.
   */
  countView(storyId: string, watcher: StoryWatcher): Promise<number>;
  /** Whether `email` has its like or want on the story now; null when shoppers cannot see the story. */
  interactionOf(storyId: string, type: StoryToggleType, email: string): Promise<boolean | null>;
  /** Adds `email`'s like or want (INSERT … ON CONFLICT DO NOTHING); whether a row was added. */
  addInteraction(storyId: string, type: StoryToggleType, email: string): Promise<boolean>;
  /** Removes `email`'s like or want; whether a row was removed. */
  removeInteraction(storyId: string, type: StoryToggleType, email: string): Promise<boolean>;
  /** The like or want counter by one, in one statement: `+ 1`, or `GREATEST(counter - 1, 0)` (never below 0). */
  moveCounter(storyId: string, type: StoryToggleType, up: boolean): Promise<void>;
  /** The expiry check in one statement: active = false where active AND expires_at <= now(); answers how many. */
  expireDue(at: Date): Promise<number>;
}
