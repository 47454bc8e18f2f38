import { aViewer, HOUR, storyPublicFixture } from '../testing/story-public-fixture';
import { ToggleStoryWant } from './ToggleStoryWant';

function setup() {
  const shop = storyPublicFixture();
  const story = shop.stories.seed({ title: 'Navidad', productId: 'product-1', wants: 4 });
  const toggle = new ToggleStoryWant(shop.uow, shop.stories, shop.products);
  const records = () => shop.stories.interactions.filter((row) => row.type === 'want').map((row) => row.userEmail);
  return { shop, story, toggle, records };
}

describe('ToggleStoryWant', () => {
  it('turns it on, then off, one record per person and the counter following', async () => {
    const { story, toggle, records } = setup();
    const ana = aViewer('ana@correo.pe');

    const on = await toggle.execute(story.id, ana);
    expect(on).toMatchObject({ ok: true, value: { story: { id: story.id, wants: 5 }, viewerWanted: true } });
    expect(on.ok && on.value.product?.name).toBe('Sauvage');
    expect(records()).toEqual(['ana@correo.pe']);

    expect(await toggle.execute(story.id, aViewer('luis@correo.pe'))).toMatchObject({
      ok: true,
      value: { story: { wants: 6 }, viewerWanted: true },
    });

    const off = await toggle.execute(story.id, ana);
    expect(off).toMatchObject({ ok: true, value: { story: { wants: 5 }, viewerWanted: false } });
    expect(records()).toEqual(['luis@correo.pe']);
  });

  it('needs a signed-in person: a guest gets "Debes iniciar sesión para usar Lo quiero" and nothing changes', async () => {
    const { shop, story, toggle, records } = setup();
    expect(await toggle.execute(story.id, null)).toEqual({
      ok: false,
      error: { code: 'STORY_WANT_REQUIRES_LOGIN', message: 'Debes iniciar sesión para usar Lo quiero' },
    });
    expect(shop.stories.stories.get(story.id)?.wants).toBe(4);
    expect(records()).toEqual([]);
  });

  it('refuses a story shoppers cannot see (expired, even if still flagged active; switched off; unknown)', async () => {
    const { shop, toggle, records } = setup();
    const now = shop.clock.now().getTime();
    const expired = shop.stories.seed({ title: 'Vencida', expiresAt: new Date(now - HOUR) });
    const off = shop.stories.seed({ title: 'Apagada', active: false });
    const unavailable = {
      ok: false,
      error: { code: 'STORY_UNAVAILABLE', message: 'Esta historia ya no está disponible' },
    };
    for (const id of [expired.id, off.id, 'no-existe']) {
      expect(await toggle.execute(id, aViewer())).toEqual(unavailable);
    }
    expect(await toggle.execute(expired.id, null)).toEqual(unavailable);
    expect(records()).toEqual([]);
  });
});
