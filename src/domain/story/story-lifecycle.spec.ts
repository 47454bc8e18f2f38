import type { Story } from './story';
import {
  applyStoryEdit,
  createStory,
  expireDueStories,
  forceExpireStory,
  isVisible,
  restoreStory,
  settleExpiry,
  storyState,
  storyTransitions,
  transitionStory,
} from './story-lifecycle';

const created = new Date('2025-03-10T15:00:00Z');
const hours = (h: number) => new Date(created.getTime() + h * 3600_000);

const story = (overrides: Partial<Story> = {}): Story => ({
  ...createStory({ id: 's1', title: 'Nuevo', description: 'Aroma', imageUrl: 'stories/1-image-a.jpg' }, created),
  ...overrides,
});

describe('createStory', () => {
  it('is active, expires 24 h after creation, counters 0, duration 10, order 0', () => {
    expect(story()).toEqual({
      id: 's1',
      title: 'Nuevo',
      description: 'Aroma',
      imageUrl: 'stories/1-image-a.jpg',
      audioUrl: null,
      externalLink: null,
      productId: null,
      duration: 10,
      active: true,
      views: 0,
      likes: 0,
      wants: 0,
      order: 0,
      expiresAt: new Date('2025-03-11T15:00:00Z'),
      createdAt: created,
    });
  });

  it('keeps counters and optional fields when given', () => {
    const s = createStory(
      {
        id: 's2',
        title: 't',
        description: 'd',
        imageUrl: 'i',
        audioUrl: 'a',
        externalLink: 'https://x.pe',
        productId: 'p1',
        duration: 20,
        views: 3,
        likes: 2,
        wants: 1,
      },
      created,
    );
    expect(s).toMatchObject({ audioUrl: 'a', productId: 'p1', duration: 20, views: 3, likes: 2, wants: 1 });
  });
});

describe('story state and visibility', () => {
  it('active until expiresAt; expired from expiresAt on (listing needs expiresAt > now)', () => {
    expect(storyState(story(), hours(23.99))).toBe('active');
    expect(storyState(story(), hours(24))).toBe('expired');
    expect(isVisible(story(), hours(1))).toBe(true);
    expect(isVisible(story({ active: false }), hours(1))).toBe(false);
  });

  it('the lifecycle table: active → expired, expired → active', () => {
    expect(storyTransitions).toEqual({ active: { to: ['expired'] }, expired: { to: ['active'] } });
  });
});

describe('settleExpiry: active and past expiresAt → inactive', () => {
  it('switches off a due story', () => {
    expect(settleExpiry(story(), hours(25)).active).toBe(false);
  });

  it('leaves a running or already inactive story untouched (same object)', () => {
    const running = story();
    expect(settleExpiry(running, hours(1))).toBe(running);
    const off = story({ active: false });
    expect(settleExpiry(off, hours(25))).toBe(off);
  });

  it('expireDueStories lists the stories to save', () => {
    const result = expireDueStories([story({ id: 'old', expiresAt: hours(-1) }), story({ id: 'new' })], created);
    expect(result.expiredIds).toEqual(['old']);
    expect(result.stories.map((s) => s.active)).toEqual([false, true]);
  });
});

describe("restoreStory ('restore to 24h')", () => {
  const now = hours(30);
  const expired = story({ active: false, views: 9, likes: 4, wants: 2 });

  it('new expiry 24 h ahead, new creation time, active, counters 0', () => {
    const result = restoreStory(expired, now);
    expect(result).toEqual({
      ok: true,
      value: {
        ...expired,
        active: true,
        expiresAt: hours(54),
        createdAt: now,
        views: 0,
        likes: 0,
        wants: 0,
      },
    });
  });

  it('also restores a story that is still flagged active but past its expiry', () => {
    expect(restoreStory(story(), now).ok).toBe(true);
  });

  it('refuses to restore a running story', () => {
    expect(restoreStory(story(), hours(1))).toEqual({
      ok: false,
      error: {
        code: 'STORY_TRANSITION_NOT_ALLOWED',
        message: 'La historia ya está activa',
        details: { from: 'active', to: 'active' },
      },
    });
  });
});

describe('forceExpireStory (test action)', () => {
  it('puts expiresAt one hour in the past and switches the story off', () => {
    const result = forceExpireStory(story(), hours(2));
    expect(result.ok && result.value.expiresAt).toEqual(hours(1));
    expect(result.ok && result.value.active).toBe(false);
  });

  it('refuses an already expired story', () => {
    const result = transitionStory(story({ active: false }), 'expired', hours(2));
    expect(!result.ok && result.error.message).toBe('La historia ya ha expirado');
  });
});

describe('applyStoryEdit: updates never carry views, likes, wants or order', () => {
  it('applies editable fields only', () => {
    const edited = applyStoryEdit(story({ views: 5, order: 2 }), {
      title: 'Editado',
      duration: 15,
      ...({ views: 0, likes: 99, wants: 99, order: 0 } as object),
    });
    expect(edited).toMatchObject({ title: 'Editado', duration: 15, views: 5, likes: 0, wants: 0, order: 2 });
  });

  it('can clear optional fields with null', () => {
    expect(applyStoryEdit(story({ audioUrl: 'a' }), { audioUrl: null }).audioUrl).toBeNull();
  });
});
