import type { Story } from './story';
import {
  createStory,
  editStory,
  forceExpireStory,
  isVisible,
  restoreStory,
  settleExpiry,
  storyAdminAction,
  storyState,
  storyTransitions,
  storyUnavailable,
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
  it('active until expiresAt; expired from expiresAt on, whatever the flag (listing needs expiresAt > now)', () => {
    expect(storyState(story(), hours(23.99))).toBe('active');
    expect(storyState(story(), hours(24))).toBe('expired');
    expect(storyState(story({ active: false }), hours(24))).toBe('expired');
    expect(isVisible(story(), hours(1))).toBe(true);
    expect(isVisible(story({ active: false }), hours(1))).toBe(false);
  });
  it('a story shoppers cannot see answers one stable error', () => {
    expect(storyUnavailable()).toEqual({ code: 'STORY_UNAVAILABLE', message: 'Esta historia ya no está disponible' });
  });
  it('a story the admin switched off before its expiry is off, not expired: it gets edit, not restore', () => {
    expect(storyState(story({ active: false }), hours(1))).toBe('off');
    expect(storyAdminAction(story({ active: false }), hours(1))).toBe('edit');
    expect(storyAdminAction(story(), hours(1))).toBe('edit');
    expect(storyAdminAction(story(), hours(24))).toBe('restore');
  });
  it('the lifecycle table: restore and expire from every state, edit between active and off', () => {
    expect(storyTransitions).toEqual({
      active: { to: ['active', 'off', 'expired'] },
      off: { to: ['active', 'off', 'expired'] },
      expired: { to: ['active', 'expired'] },
    });
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
});

describe("restoreStory ('restore to 24h' and 'reset expiration')", () => {
  const now = hours(30);
  const renewed = (from: Story) => ({
    ...from,
    active: true,
    expiresAt: hours(54),
    createdAt: now,
    views: 0,
    likes: 0,
    wants: 0,
  });
  it('new expiry 24 h ahead, new creation time, active, counters 0', () => {
    const expired = story({ active: false, views: 9, likes: 4, wants: 2 });
    expect(restoreStory(expired, now)).toEqual(renewed(expired));
  });
  it('works from either state: also a running story (reset expiration) and one flagged active but past expiry', () => {
    const running = story({ expiresAt: hours(40), views: 3 });
    expect(restoreStory(running, now)).toEqual(renewed(running));
    expect(restoreStory(story(), now)).toEqual(renewed(story()));
  });
});

describe('forceExpireStory (test action), from either state', () => {
  it('puts expiresAt one hour in the past and switches the story off', () => {
    expect(forceExpireStory(story(), hours(2))).toEqual({ ...story(), expiresAt: hours(1), active: false });
  });
  it('an off or already expired story is expired again, not refused', () => {
    expect(forceExpireStory(story({ active: false }), hours(2)).expiresAt).toEqual(hours(1));
    expect(forceExpireStory(story(), hours(30))).toMatchObject({ expiresAt: hours(29), active: false });
  });
});

describe('editStory: updates never carry views, likes, wants or order', () => {
  const edit = (s: Story, changes: object, at = hours(1)) => editStory(s, changes, at);
  it('applies editable fields only', () => {
    const edited = edit(story({ views: 5, order: 2 }), {
      title: 'Editado',
      duration: 15,
      ...{ views: 0, likes: 99, wants: 99, order: 0 },
    });
    expect(edited.ok && edited.value).toMatchObject({
      title: 'Editado',
      duration: 15,
      views: 5,
      likes: 0,
      wants: 0,
      order: 2,
    });
  });
  it('can clear optional fields with null', () => {
    const edited = edit(story({ audioUrl: 'a' }), { audioUrl: null });
    expect(edited.ok && edited.value.audioUrl).toBeNull();
  });
  it('switches a running story off and back on, keeping its counters', () => {
    const off = edit(story({ likes: 3 }), { active: false });
    expect(off.ok && storyState(off.value, hours(1))).toBe('off');
    const on = off.ok ? edit(off.value, { active: true }) : off;
    expect(on.ok && on.value).toMatchObject({ active: true, likes: 3 });
  });
  it('refuses to edit an expired story: it comes back through restore', () => {
    expect(edit(story(), { title: 'Otra', active: true }, hours(25))).toEqual({
      ok: false,
      error: {
        code: 'STORY_TRANSITION_NOT_ALLOWED',
        message: 'La historia ha expirado: restáurala a 24h para editarla',
      },
    });
    expect(edit(story(), { active: false }, hours(25)).ok).toBe(false);
  });
});
