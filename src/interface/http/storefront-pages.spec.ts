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

  it('a private page without a title of its own keeps the store title', async () => {
    const page = await describe_(matchStorefrontRoute('/profile'), 'https://tienda.pe');
    expect(page).toEqual({ status: 200, head: { ...defaults, noindex: true } });
  });
});
