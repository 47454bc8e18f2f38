import { storyAdminFixture } from '../testing/story-admin-fixture';
import { GetStoryAudience } from './GetStoryAudience';

describe('GetStoryAudience', () => {
  it('pages who liked and who wanted the story, newest first, with account names; null for an unknown story', async () => {
    const shop = storyAdminFixture();
    const audience = new GetStoryAudience(shop.stories);
    const story = shop.stories.seed({ title: 'Navidad' });
    const at = (minutes: number) => new Date(shop.clock.now().getTime() + minutes * 60_000);
    shop.stories.names.set('ana@correo.pe', 'Ana');
    shop.stories.interactions.push(
      { storyId: story.id, userEmail: 'ana@correo.pe', type: 'like', at: at(1) },
      { storyId: story.id, userEmail: 'luis@correo.pe', type: 'like', at: at(2) },
      { storyId: story.id, userEmail: 'ana@correo.pe', type: 'want', at: at(3) },
      { storyId: story.id, userEmail: 'anonymous', type: 'view', at: at(4) },
    );
    expect(await audience.execute(story.id, 'like', { page: 1, pageSize: 25 })).toEqual({
      ok: true,
      value: {
        items: [
          { email: 'luis@correo.pe', name: null, at: at(2) },
          { email: 'ana@correo.pe', name: 'Ana', at: at(1) },
        ],
        total: 2,
        page: 1,
        pageSize: 25,
        totalPages: 1,
      },
    });
    const second = await audience.execute(story.id, 'like', { page: 2, pageSize: 1 });
    expect(second.ok && [second.value?.items, second.value?.total, second.value?.totalPages]).toEqual([
      [{ email: 'ana@correo.pe', name: 'Ana', at: at(1) }],
      2,
      2,
    ]);
    const wanted = await audience.execute(story.id, 'want', { page: 1, pageSize: 25 });
    expect(wanted.ok && wanted.value?.items).toEqual([{ email: 'ana@correo.pe', name: 'Ana', at: at(3) }]);
    expect(await audience.execute('nope', 'like', { page: 1, pageSize: 25 })).toEqual({ ok: true, value: null });
  });

  it('refuses a page size over the maximum before reading anything', async () => {
    const shop = storyAdminFixture();
    const story = shop.stories.seed({ title: 'Navidad' });
    const answer = await new GetStoryAudience(shop.stories).execute(story.id, 'like', { page: 1, pageSize: 101 });
    expect(answer.ok ? null : answer.error.code).toBe('INVALID_PAGINATION');
  });
});
