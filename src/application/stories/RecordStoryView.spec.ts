import { aViewer, HOUR, storyPublicFixture } from '../testing/story-public-fixture';
import { RecordStoryView } from './RecordStoryView';

const guest =
  (token: string, address = '10.0.0.1') =>
  () => ({ token, address });

describe('RecordStoryView', () => {
  it("counts a view once per account or guest cookie, logged under the e-mail or 'anonymous'", async () => {
    const shop = storyPublicFixture();
    const story = shop.stories.seed({ title: 'Navidad', views: 7 });
    const record = new RecordStoryView(shop.uow);

    expect(await record.execute(story.id, null, guest('g1'))).toEqual({
      ok: true,
      value: { storyId: story.id, views: 8 },
    });
    expect(await record.execute(story.id, aViewer('ana@correo.pe'), guest('g1'))).toEqual({
      ok: true,
      value: { storyId: story.id, views: 9 },
    });
    expect(await record.execute(story.id, null, guest('g1'))).toMatchObject({ ok: true, value: { views: 9 } });
    expect(await record.execute(story.id, aViewer('ana@correo.pe'), guest('g2'))).toMatchObject({
      value: { views: 9 },
    });
    expect(await record.execute(story.id, null, guest('g2'))).toMatchObject({ ok: true, value: { views: 10 } });
    expect(shop.stories.interactions.map(({ userEmail, type }) => [userEmail, type])).toEqual([
      ['anonymous', 'view'],
      ['ana@correo.pe', 'view'],
      ['anonymous', 'view'],
    ]);
  });

  it('counts at most 20 guests per address and story; other addresses and accounts still count', async () => {
    const shop = storyPublicFixture();
    const story = shop.stories.seed({ title: 'Navidad' });
    const record = new RecordStoryView(shop.uow);

    for (let i = 0; i < 25; i++) await record.execute(story.id, null, guest(`g${i}`));
    expect(shop.stories.stories.get(story.id)?.views).toBe(20);
    await record.execute(story.id, null, guest('g-other', '10.0.0.2'));
    await record.execute(story.id, aViewer(), guest('g-ana'));
    expect(shop.stories.stories.get(story.id)?.views).toBe(22);
  });

  it('asks an account for no guest cookie', async () => {
    const shop = storyPublicFixture();
    const story = shop.stories.seed({ title: 'Navidad' });
    const noCookie = jest.fn(guest('g'));
    await new RecordStoryView(shop.uow).execute(story.id, aViewer(), noCookie);
    expect(noCookie).not.toHaveBeenCalled();
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

    expect(await record.execute(expired.id, null, guest('g'))).toEqual(unavailable);
    expect(await record.execute(off.id, aViewer(), guest('g'))).toEqual(unavailable);
    expect(await record.execute('no-existe', null, guest('g'))).toEqual(unavailable);
    expect(shop.stories.stories.get(expired.id)?.views).toBe(3);
    expect(shop.stories.interactions).toEqual([]);
  });
});
