import { normalizeSearchText } from '../../domain/catalog/product-search';
import { ANONYMOUS_VIEWER, moveCounter, type StoryWatcher } from '../../domain/story/story-interactions';
import { isVisible, storyState } from '../../domain/story/story-lifecycle';
import type { OrderChange } from '../../domain/story/story-ordering';
import type { Page } from '../ports/catalog-repositories';
import type {
  NewStoryRow,
  StoredStory,
  StoryChanges,
  StoryPerson,
  StoryQueries,
  StoryStatistics,
  StoryToggleType,
  StoryWrites,
  ViewerInteractions,
} from '../ports/stories';
import { aStoryRow } from './story-fixtures';

export interface InMemoryStoryInteraction {
  readonly storyId: string;
  readonly userEmail: string;
  readonly type: 'view' | StoryToggleType;
  readonly at: Date;
  /** A guest's view: the cookie and address it came with. */
  readonly guest?: { readonly token: string; readonly address: string };
}

const byPosition = (a: StoredStory, b: StoredStory) =>
  a.order - b.order || b.createdAt.getTime() - a.createdAt.getTime();

/**
 * Stories and their interactions in memory, for use-case specs: the reads and
 * the transaction's writes of the TypeORM adapters, with "now" from `now()`
 * (the database's clock in production). `names` stands for the accounts' names.
 */
export class InMemoryStories implements StoryQueries, StoryWrites {
  readonly stories = new Map<string, StoredStory>();
  interactions: InMemoryStoryInteraction[] = [];
  readonly names = new Map<string, string>();
  private next = 1;

  constructor(private readonly now: () => Date = () => new Date()) {}

  snapshot() {
    const stories = new Map(this.stories);
    const interactions = [...this.interactions];
    return () => {
      this.stories.clear();
      stories.forEach((story, id) => this.stories.set(id, story));
      this.interactions = interactions;
    };
  }

  /** Test helper: stores a story as given (any state, counters, position). */
  seed(story: Partial<StoredStory> & Pick<StoredStory, 'title'>): StoredStory {
    const now = this.now();
    const stored: StoredStory = {
      id: this.newId(),
      order: 0,
      updatedAt: now,
      ...aStoryRow(story.title, now),
      ...story,
    };
    this.stories.set(stored.id, stored);
    return stored;
  }

  // ---------- StoryQueries ----------

  async listVisible(): Promise<StoredStory[]> {
    return [...this.stories.values()].filter((story) => isVisible(story, this.now())).sort(byPosition);
  }

  async findVisible(id: string): Promise<StoredStory | null> {
    const story = this.stories.get(id);
    return story && isVisible(story, this.now()) ? story : null;
  }

  async findById(id: string): Promise<StoredStory | null> {
    return this.stories.get(id) ?? null;
  }

  async pageForAdmin(needle: string | null, { offset, limit }: { offset: number; limit: number }) {
    const found = [...this.stories.values()]
      .filter(
        (story) =>
          !needle ||
          normalizeSearchText(story.title).includes(needle) ||
          normalizeSearchText(story.description).includes(needle),
      )
      .sort(byPosition);
    return { items: found.slice(offset, offset + limit), total: found.length };
  }

  async statistics(): Promise<StoryStatistics> {
    const all = [...this.stories.values()];
    const count = (state: string) => all.filter((story) => storyState(story, this.now()) === state).length;
    const sum = (key: 'views' | 'likes' | 'wants') => all.reduce((total, story) => total + story[key], 0);
    return {
      total: all.length,
      active: count('active'),
      off: count('off'),
      expired: count('expired'),
      views: sum('views'),
      likes: sum('likes'),
      wants: sum('wants'),
    };
  }

  async audience(
    storyId: string,
    type: StoryToggleType,
    window: { readonly offset: number; readonly limit: number },
  ): Promise<Page<StoryPerson>> {
    // Newest first; rows of the same instant, the later recorded first (as the table's identity does).
    const people = this.interactions
      .map((row, index) => ({ row, index }))
      .filter(({ row }) => row.storyId === storyId && row.type === type)
      .sort((a, b) => b.row.at.getTime() - a.row.at.getTime() || b.index - a.index)
      .map(({ row }) => ({ email: row.userEmail, name: this.names.get(row.userEmail) || null, at: row.at }));
    return { items: people.slice(window.offset, window.offset + window.limit), total: people.length };
  }

  async viewerInteractions(email: string, storyIds: readonly string[]): Promise<ViewerInteractions> {
    const ids = new Set(storyIds);
    const mine = (type: StoryToggleType) =>
      new Set(
        this.interactions
          .filter((row) => row.userEmail === email && row.type === type && ids.has(row.storyId))
          .map((row) => row.storyId),
      );
    return { liked: mine('like'), wanted: mine('want') };
  }

  // ---------- StoryWrites ----------

  async insertAtTop(row: NewStoryRow, at: Date): Promise<StoredStory> {
    for (const story of this.stories.values()) this.stories.set(story.id, { ...story, order: story.order + 1 });
    const stored: StoredStory = { ...row, id: this.newId(), order: 0, updatedAt: at };
    this.stories.set(stored.id, stored);
    return stored;
  }

  async lockForUpdate(id: string): Promise<StoredStory | null> {
    return this.findById(id);
  }

  async update(id: string, changes: StoryChanges, at: Date): Promise<StoredStory | null> {
    const story = this.stories.get(id);
    if (!story) return null;
    const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
    const updated: StoredStory = { ...story, ...defined, updatedAt: at };
    this.stories.set(id, updated);
    return updated;
  }

  async delete(id: string): Promise<StoredStory | null> {
    const story = this.stories.get(id) ?? null;
    this.stories.delete(id);
    this.interactions = this.interactions.filter((row) => row.storyId !== id);
    return story;
  }

  async clearInteractions(id: string): Promise<void> {
    this.interactions = this.interactions.filter((row) => row.storyId !== id);
    const story = this.stories.get(id);
    if (story) this.stories.set(id, { ...story, views: 0, likes: 0, wants: 0 });
  }

  async listPositions() {
    return [...this.stories.values()].map(({ id, order, createdAt }) => ({ id, order, createdAt }));
  }

  async setPositions(changes: readonly OrderChange[]): Promise<void> {
    for (const { id, order } of changes) {
      const story = this.stories.get(id);
      if (story) this.stories.set(id, { ...story, order });
    }
  }

  async viewHistory(storyId: string, watcher: StoryWatcher) {
    const story = await this.findVisible(storyId);
    if (!story) return null;
    const views = this.interactions.filter((row) => row.storyId === storyId && row.type === 'view');
    return {
      views: story.views,
      seenBefore: views.some((row) => this.isOf(row, watcher)),
      guestsFromAddress:
        watcher.kind === 'guest' ? views.filter((row) => row.guest?.address === watcher.address).length : 0,
    };
  }

  async countView(storyId: string, watcher: StoryWatcher): Promise<number> {
    const story = this.stories.get(storyId)!;
    const seen = this.interactions.some(
      (row) => row.storyId === storyId && row.type === 'view' && this.isOf(row, watcher),
    );
    if (seen) return story.views;
    this.interactions.push({
      storyId,
      userEmail: watcher.kind === 'account' ? watcher.email : ANONYMOUS_VIEWER,
      type: 'view',
      at: this.now(),
      ...(watcher.kind === 'guest' ? { guest: { token: watcher.token, address: watcher.address } } : {}),
    });
    this.stories.set(storyId, { ...story, views: story.views + 1 });
    return story.views + 1;
  }

  private isOf(row: InMemoryStoryInteraction, watcher: StoryWatcher): boolean {
    return watcher.kind === 'account' ? row.userEmail === watcher.email : row.guest?.token === watcher.token;
  }

  async interactionOf(storyId: string, type: StoryToggleType, email: string): Promise<boolean | null> {
    if (!(await this.findVisible(storyId))) return null;
    return this.interactions.some((row) => row.storyId === storyId && row.type === type && row.userEmail === email);
  }

  async addInteraction(storyId: string, type: StoryToggleType, email: string): Promise<boolean> {
    if (this.interactions.some((row) => row.storyId === storyId && row.type === type && row.userEmail === email)) {
      return false;
    }
    this.interactions.push({ storyId, userEmail: email, type, at: this.now() });
    return true;
  }

  async removeInteraction(storyId: string, type: StoryToggleType, email: string): Promise<boolean> {
    const before = this.interactions.length;
    this.interactions = this.interactions.filter(
      (row) => !(row.storyId === storyId && row.type === type && row.userEmail === email),
    );
    return this.interactions.length < before;
  }

  async moveCounter(storyId: string, type: StoryToggleType, up: boolean): Promise<void> {
    const story = this.stories.get(storyId);
    if (!story) return;
    const counter = type === 'like' ? 'likes' : 'wants';
    this.stories.set(storyId, { ...story, [counter]: moveCounter(story[counter], up) });
  }

  async expireDue(at: Date): Promise<number> {
    let count = 0;
    for (const story of this.stories.values()) {
      if (story.active && story.expiresAt.getTime() <= this.now().getTime()) {
        this.stories.set(story.id, { ...story, active: false, updatedAt: at });
        count++;
      }
    }
    return count;
  }

  private newId(): string {
    return `00000000-0000-4000-a000-${String(this.next++).padStart(12, '0')}`;
  }
}
