import { aViewer, HOUR, storyPublicFixture } from '../testing/story-public-fixture';
import { RecordStoryView } from './RecordStoryView';

describe('RecordStoryView', () => {
  it("counts every view and logs it under the viewer's e-mail, or 'anonymous' for a guest", async () => {
    const shop = storyPublicFixture();
    const story = shop.stories.seed({ title: 'Navidad', views: 7 });
    const record = new RecordStoryView(shop.uow);

    expect(await record.execute(story.id, null)).toEqual({ ok: true, value: { storyId: story.id, views: 8 } });
    expect(await record.execute(story.id, aViewer('ana@correo.pe'))).toEqual({
      ok: true,
      value: { storyId: story.id, views: 9 },
    });
    expect(await record.execute(story.id, null)).toMatchObject({ ok: true, value: { views: 10 } });
    expect(shop.stories.interactions.map(({ userEmail, type }) => [userEmail, type])).toEqual([
      ['anonymous', 'view'],
      ['ana@correo.pe', 'view'],
      ['anonymous', 'view'],
    ]);
  });

  it('refuses a story shoppers cannot see, counting nothing', async () => {
    const shop = storyPublicFixture();
    const now = shop.clock.now().getTime();
    const expired = shop.stories.seed({ title: 'Vencida', expiresAt: new Date(now - HOUR), views: 3 });
    const off = shop.stories.seed({ title: 'Apagada', active: false });
    const record = new RecordStoryView(shop.uow);
    const unavailable = {
      ok: false,
      error: { code: 'STORY_UNAVAILABLE', message: 'Esta historia ya no está disponible' },
    };

    expect(await record.execute(expired.id, null)).toEqual(unavailable);
    expect(await record.execute(off.id, aViewer())).toEqual(unavailable);
    expect(await record.execute('no-existe', null)).toEqual(unavailable);
    expect(shop.stories.stories.get(expired.id)?.views).toBe(3);
    expect(shop.stories.interactions).toEqual([]);
  });
});
