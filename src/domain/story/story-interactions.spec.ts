import { GUEST_VIEWS_PER_ADDRESS, moveCounter, toggleLike, toggleWant, viewCounts } from './story-interactions';

const story = { id: 's1', views: 3, likes: 0, wants: 1 };

describe('viewCounts: once per watcher and story, at most 20 guests per address', () => {
  const account = { kind: 'account', email: 'ana@x.pe' } as const;
  const guest = { kind: 'guest', token: 't', address: '1.2.3.4' } as const;

  it('counts a first view, never a second', () => {
    expect(viewCounts(account, { seenBefore: false, guestsFromAddress: 0 })).toBe(true);
    expect(viewCounts(account, { seenBefore: true, guestsFromAddress: 0 })).toBe(false);
    expect(viewCounts(guest, { seenBefore: true, guestsFromAddress: 0 })).toBe(false);
  });
  it("counts a guest's first view while its address has fewer than 20 counted guests; accounts always", () => {
    expect(viewCounts(guest, { seenBefore: false, guestsFromAddress: GUEST_VIEWS_PER_ADDRESS - 1 })).toBe(true);
    expect(viewCounts(guest, { seenBefore: false, guestsFromAddress: GUEST_VIEWS_PER_ADDRESS })).toBe(false);
    expect(viewCounts(account, { seenBefore: false, guestsFromAddress: 99 })).toBe(true);
  });
});

describe('toggleLike', () => {
  it('like: counter +1 and a like record', () => {
    expect(toggleLike(story, 'ana@x.pe', false)).toEqual({
      ok: true,
      value: {
        story: { ...story, likes: 1 },
        record: { action: 'create', storyId: 's1', userEmail: 'ana@x.pe', type: 'like' },
      },
    });
  });
  it('unlike: counter −1, never below 0, record deleted', () => {
    const result = toggleLike(story, 'ana@x.pe', true);
    expect(result.ok && result.value.story.likes).toBe(0);
    expect(result.ok && result.value.record.action).toBe('delete');
  });
  it.each([null, '', 'anonymous'])("needs a signed-in user (%p): 'Debes iniciar sesión para dar like'", (user) => {
    expect(toggleLike(story, user, false)).toEqual({
      ok: false,
      error: { code: 'STORY_LIKE_REQUIRES_LOGIN', message: 'Debes iniciar sesión para dar like' },
    });
  });
});

describe('toggleWant', () => {
  it('toggles the want counter (never below 0)', () => {
    const want = (s: typeof story, already: boolean) => {
      const result = toggleWant(s, 'ana@x.pe', already);
      return result.ok ? result.value : null;
    };
    expect(want(story, false)).toEqual({
      story: { ...story, wants: 2 },
      record: { action: 'create', storyId: 's1', userEmail: 'ana@x.pe', type: 'want' },
    });
    expect(want(story, true)?.story.wants).toBe(0);
    expect(want({ ...story, wants: 0 }, true)?.story.wants).toBe(0);
  });
  it.each([null, ' ', 'anonymous'])('guests (%p) never share one anonymous want record', (guest) => {
    expect(toggleWant(story, guest, false)).toEqual({
      ok: false,
      error: { code: 'STORY_WANT_REQUIRES_LOGIN', message: 'Debes iniciar sesión para usar Lo quiero' },
    });
  });
});

describe('moveCounter', () => {
  it('moves by one and never below 0', () => {
    expect(moveCounter(0, true)).toBe(1);
    expect(moveCounter(2, false)).toBe(1);
    expect(moveCounter(0, false)).toBe(0);
  });
});
