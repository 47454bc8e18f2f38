import { storyAdminFixture } from '../testing/story-admin-fixture';
import { GetStoryAudience } from './GetStoryAudience';

describe('GetStoryAudience', () => {
  it('lists who liked and who wanted the story, newest first, with account names; null for an unknown story', async () => {
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
    expect(await audience.execute(story.id)).toEqual({
      likedBy: [
        { email: 'luis@correo.pe', name: null, at: at(2) },
        { email: 'ana@correo.pe', name: 'Ana', at: at(1) },
      ],
      wantedBy: [{ email: 'ana@correo.pe', name: 'Ana', at: at(3) }],
    });
    expect(await audience.execute('nope')).toBeNull();
  });
});
