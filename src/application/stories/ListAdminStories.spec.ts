import { storyAdminFixture } from '../testing/story-admin-fixture';
import { ListAdminStories } from './ListAdminStories';

const HOUR = 60 * 60 * 1000;

function setup() {
  const shop = storyAdminFixture();
  const now = shop.clock.now().getTime();
  const useCase = new ListAdminStories(shop.stories, shop.products, shop.clock);
  const list = {
    async execute(search: string | null = null, page = 1, pageSize = 25) {
      const result = await useCase.execute({ search, page, pageSize });
      if (!result.ok) throw new Error(result.error.message);
      return result.value;
    },
  };
  const navidad = shop.stories.seed({
    title: 'Navidad',
    description: 'Aromas de invierno',
    order: 0,
    views: 10,
    likes: 2,
    productId: 'product-1',
  });
  const verano = shop.stories.seed({ title: 'Verano cítrico', order: 1, active: false, views: 5, wants: 1 });
  const vieja = shop.stories.seed({
    title: 'Campaña',
    description: 'Pasión',
    order: 2,
    expiresAt: new Date(now - HOUR),
    likes: 4,
  });
  return { shop, list, useCase, navidad, verano, vieja };
}

describe('ListAdminStories', () => {
  it('lists every story by position with its state and linked product, and the cards over all of them', async () => {
    const { list, navidad, verano, vieja } = setup();
    const answer = await list.execute();
    expect(answer.items.map(({ story, state }) => [story.id, state])).toEqual([
      [navidad.id, 'active'],
      [verano.id, 'off'],
      [vieja.id, 'expired'],
    ]);
    expect(answer.items.map(({ product }) => product?.name ?? null)).toEqual(['Sauvage', null, null]);
    expect(answer.statistics).toEqual({ total: 3, active: 1, off: 1, expired: 1, views: 15, likes: 6, wants: 1 });
  });

  it('searches titles and descriptions without case or accents; the cards still count every story', async () => {
    const { list, verano, vieja } = setup();
    const citrico = await list.execute('CITRICO');
    expect(citrico.items.map(({ story }) => story.id)).toEqual([verano.id]);
    expect(citrico.statistics.total).toBe(3);
    expect((await list.execute(' pasión ')).items.map(({ story }) => story.id)).toEqual([vieja.id]);
    expect((await list.execute('')).items).toHaveLength(3);
  });

  it('reads the linked products in one batch', async () => {
    const { shop, list } = setup();
    shop.stories.seed({ title: 'Otra', order: 3, productId: 'product-1' });
    shop.stories.seed({ title: 'Más', order: 4, productId: 'product-off' });
    await list.execute();
    expect(shop.products.cartReads).toEqual([['product-1', 'product-off']]);
  });

  it('answers the page asked for, with how many match in all; the cards count every story', async () => {
    const { list, useCase, verano } = setup();
    const second = await list.execute(null, 2, 1);
    expect([second.items.map(({ story }) => story.id), second.total, second.totalPages]).toEqual([[verano.id], 3, 3]);
    expect(second.statistics.total).toBe(3);
    expect(await useCase.execute({ pageSize: 101 })).toMatchObject({
      ok: false,
      error: { code: 'INVALID_PAGINATION' },
    });
  });
});
