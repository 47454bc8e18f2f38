import { aViewer, HOUR, storyPublicFixture } from '../testing/story-public-fixture';
import { ToggleStoryLike } from './ToggleStoryLike';
import { ToggleStoryWant } from './ToggleStoryWant';

describe.each([
  {
    UseCase: ToggleStoryLike,
    type: 'like',
    counter: 'likes',
    viewerFlag: 'viewerLiked',
    code: 'STORY_LIKE_REQUIRES_LOGIN',
    message: 'Debes iniciar sesión para dar like',
  },
  {
    UseCase: ToggleStoryWant,
    type: 'want',
    counter: 'wants',
    viewerFlag: 'viewerWanted',
    code: 'STORY_WANT_REQUIRES_LOGIN',
    message: 'Debes iniciar sesión para usar Lo quiero',
  },
] as const)('$UseCase.name', ({ UseCase, type, counter, viewerFlag, code, message }) => {
  function setup() {
    const shop = storyPublicFixture();
    const story = shop.stories.seed({ title: 'Navidad', productId: 'product-1', [counter]: 4 });
    const toggle = new UseCase(shop.uow, shop.stories, shop.products, shop.clock);
    const records = () => shop.stories.interactions.filter((row) => row.type === type).map((row) => row.userEmail);
    return { shop, story, toggle, records };
  }

  it('turns it on, then off, one record per person and the counter following', async () => {
    const { story, toggle, records } = setup();
    const ana = aViewer('ana@correo.pe');

    const on = await toggle.execute(story.id, ana);
    expect(on).toMatchObject({ ok: true, value: { story: { id: story.id, [counter]: 5 }, [viewerFlag]: true } });
    expect(on.ok && on.value.product?.name).toBe('Sauvage');
    expect(records()).toEqual(['ana@correo.pe']);

    expect(await toggle.execute(story.id, aViewer('luis@correo.pe'))).toMatchObject({
      ok: true,
      value: { story: { [counter]: 6 }, [viewerFlag]: true },
    });

    const off = await toggle.execute(story.id, ana);
    expect(off).toMatchObject({ ok: true, value: { story: { [counter]: 5 }, [viewerFlag]: false } });
    expect(records()).toEqual(['luis@correo.pe']);
  });

  it(`needs a signed-in person: a guest gets "${message}" and nothing changes`, async () => {
    const { shop, story, toggle, records } = setup();
    expect(await toggle.execute(story.id, null)).toEqual({ ok: false, error: { code, message } });
    expect(shop.stories.stories.get(story.id)?.[counter]).toBe(4);
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
