import { recordView, toggleLike, toggleWant, viewerIdentity } from './story-interactions';

const story = { id: 's1', views: 3, likes: 0, wants: 1 };

describe('viewerIdentity', () => {
  it("uses the e-mail, or 'anonymous' for guests", () => {
    expect(viewerIdentity('ana@x.pe')).toBe('ana@x.pe');
    expect(viewerIdentity(null)).toBe('anonymous');
    expect(viewerIdentity(undefined)).toBe('anonymous');
    expect(viewerIdentity('  ')).toBe('anonymous');
  });
});

describe('recordView: only with an identity', () => {
  it('adds a view and a view record', () => {
    expect(recordView(story, 'anonymous')).toEqual({
      story: { ...story, views: 4 },
      record: { action: 'create', storyId: 's1', userEmail: 'anonymous', type: 'view' },
    });
  });

  it('writes nothing without an identity', () => {
    expect(recordView(story, null)).toBeNull();
    expect(recordView(story, ' ')).toBeNull();
  });
});

describe('toggleLike', () => {
  it('like: counter +1 and a like record', () => {
    const result = toggleLike(story, 'ana@x.pe', false);
    expect(result).toEqual({
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
    expect(toggleWant(story, 'ana@x.pe', false)?.story.wants).toBe(2);
    expect(toggleWant(story, 'ana@x.pe', true)?.story.wants).toBe(0);
    expect(toggleWant({ ...story, wants: 0 }, 'ana@x.pe', true)?.story.wants).toBe(0);
  });

  it('writes nothing without an identity', () => {
    expect(toggleWant(story, null, false)).toBeNull();
  });
});
