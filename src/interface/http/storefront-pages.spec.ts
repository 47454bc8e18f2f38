import { describeStorefrontPages, type StorefrontPageSources } from './storefront-pages';
import { matchStorefrontRoute } from './storefront-routes';

/** Pages that read nothing: the sources must not be asked. */
const untouched = (): never => {
  throw new Error('this page reads no data');
};
const sources: StorefrontPageSources = {
  getProduct: { execute: untouched },
  getBrands: { execute: untouched },
  getCategories: { execute: untouched },
  clock: { now: untouched },
  storage: { publicUrl: untouched },
  getVisibleStory: { execute: untouched },
};
const defaults = { title: 'Esencia — Perfumería', description: 'Perfumes originales.' };
const describe_ = describeStorefrontPages(sources, defaults);

describe('private storefront pages', () => {
  it("/checkout is served with its own tab title 'Finalizar compra' and kept out of search results", async () => {
    const page = await describe_(matchStorefrontRoute('/checkout'), 'https://tienda.pe');
    expect(page).toEqual({
      status: 200,
      head: { title: 'Finalizar compra — Esencia', description: defaults.description, noindex: true },
    });
  });

  it("/my-orders is 'Mis Pedidos', not indexed", async () => {
    const page = await describe_(matchStorefrontRoute('/my-orders'), 'https://tienda.pe');
    expect(page).toEqual({
      status: 200,
      head: { title: 'Mis Pedidos — Esencia', description: defaults.description, noindex: true },
    });
  });

  it('a private page without a title of its own keeps the store title', async () => {
    const page = await describe_(matchStorefrontRoute('/profile'), 'https://tienda.pe');
    expect(page).toEqual({ status: 200, head: { ...defaults, noindex: true } });
  });
});

describe('order pages', () => {
  const id = 'abcdefghijklmnopqrstuvwxyz234567';

  it("/order/{id} is 'Pedido #xxxxxx — Esencia' in every tag, with nothing read about the order", async () => {
    const page = await describe_(matchStorefrontRoute(`/order/${id}`), 'https://tienda.pe');
    expect(page).toEqual({
      status: 200,
      head: {
        title: 'Pedido #234567 — Esencia',
        description: 'Pedido #234567 — Esencia',
        canonicalUrl: `https://tienda.pe/order/${id}`,
        noindex: true,
        social: { type: 'website', title: 'Pedido #234567 — Esencia', image: 'https://tienda.pe/og-image.png' },
      },
    });
  });

  it.each([['abc123'], [id.toUpperCase()], [`${id}a`], ['a'.repeat(31) + '1']])(
    'a malformed id (%s) is a 404',
    async (malformed) => {
      const page = await describe_(matchStorefrontRoute(`/order/${malformed}`), 'https://tienda.pe');
      expect(page.status).toBe(404);
      expect(page.head.noindex).toBe(true);
    },
  );
});
