import type { PromotionTerms } from '../../domain/catalog/promotion';
import { addDays } from '../../domain/shared/lima-date';
import {
  BrandSchema,
  CategorySchema,
  ProductCategorySchema,
  ProductSchema,
} from '../../infrastructure/database/schemas/catalog-records';
import { TypeOrmStoreSettingsRepository } from '../../infrastructure/store/typeorm-store-settings-repository';
import { startTestSmtpServer, type TestSmtpServer } from '../../infrastructure/testing/test-smtp-server';
import { CUSTOMER_PASSWORD, signedInAdmin, signedInCustomer, signIn } from '../testing/accounts';
import { graphqlClient, type GraphQLClient } from '../testing/graphql-client';
import { fixedClock, startTestStore, type TestStore } from '../testing/test-store';

// 10:00 in Lima on 2026-11-22.
const NOW = '2026-11-22T15:00:00Z';
const TODAY = '2026-11-22';
const WARNING = 'Algunos productos han sido actualizados por cambios en stock. Por favor, revisa tu carrito.';

const SEARCH = `query($query: String!) { searchProducts(query: $query) { id name price { cents } brand { name } } }`;

const QUOTE_FIELDS = `
  lines { ...Line }
  removed { ...Line }
  itemCount
  subtotal { cents formatted }
  adjusted
  message`;
const LINE_FRAGMENT = `
  fragment Line on CartQuoteLine {
    productId
    product { id name brand { name active } categories { name } }
    requestedQuantity
    quantity
    change
    unitPrice { cents }
    originalUnitPrice { cents }
    lineTotal { cents }
  }`;
const CART_QUOTE = `query($lines: [CartLineInput!]!) { cartQuote(lines: $lines) { ${QUOTE_FIELDS} } } ${LINE_FRAGMENT}`;
const MY_CART = `{ myCart { ${QUOTE_FIELDS} } } ${LINE_FRAGMENT}`;
// `message` is nullable on CartQuote and not on ErrorResult: one selection needs an alias for one of them.
const FAILURE = '... on InvalidInputError { errorCode error: message fieldErrors { field message } }';
const SAVE_CART = `mutation($lines: [CartLineInput!]!) {
  saveCart(lines: $lines) { __typename ... on CartQuote { ${QUOTE_FIELDS} } ${FAILURE} }
} ${LINE_FRAGMENT}`;
const MERGE_CART = `mutation($lines: [CartLineInput!]!) {
  mergeCart(lines: $lines) { __typename ... on CartQuote { ${QUOTE_FIELDS} } ${FAILURE} }
} ${LINE_FRAGMENT}`;

interface QuoteLine {
  productId: string;
  product: { id: string; name: string; brand: { name: string; active: boolean } | null } | null;
  requestedQuantity: number;
  quantity: number;
  change: 'NONE' | 'QUANTITY_CUT' | 'REMOVED';
  unitPrice: { cents: number };
  originalUnitPrice: { cents: number };
  lineTotal: { cents: number };
}
interface Quote {
  lines: QuoteLine[];
  removed: QuoteLine[];
  itemCount: number;
  subtotal: { cents: number; formatted: string };
  adjusted: boolean;
  message: string | null;
}
type CartResult = Quote & { __typename: string; errorCode?: string; error?: string; fieldErrors?: unknown };

const line = (productId: string, quantity: number) => ({ productId, quantity });
const summary = (lines: QuoteLine[]) => lines.map((l) => [l.product?.name ?? l.productId, l.quantity, l.change]);

describe('Storefront over GraphQL: search, server-priced carts, saved carts, store settings', () => {
  let api: TestStore;
  let smtp: TestSmtpServer;
  const brands: Record<string, string> = {};
  const ids: Record<string, string> = {};
  let category: string;

  async function addProduct(
    name: string,
    fields: { brand: string; cents?: number; stock?: number; active?: boolean; promotion?: PromotionTerms },
  ): Promise<string> {
    const promotion = fields.promotion;
    const saved = await api.database.dataSource.getRepository(ProductSchema).save({
      name,
      brandId: brands[fields.brand]!,
      originalPriceCents: fields.cents ?? 10000,
      stock: fields.stock ?? 10,
      active: fields.active ?? true,
      isPromoted: promotion?.isPromoted ?? false,
      promotionType: promotion?.type ?? 'percentage',
      discount: promotion?.discount ?? 0,
      promotionStartDate: promotion?.startDate ?? null,
      promotionEndDate: promotion?.endDate ?? null,
      imageKeys: ['products/x.svg'],
    });
    await api.database.dataSource
      .getRepository(ProductCategorySchema)
      .save({ productId: saved.id, categoryId: category });
    ids[name] = saved.id;
    return saved.id;
  }

  const setProduct = (name: string, changes: Record<string, unknown>) =>
    api.database.dataSource.getRepository(ProductSchema).update({ id: ids[name]! }, changes);

  /** A browser signed in to a (new or existing) shopper account. */
  const shopper = (email: string, options: { signUp: boolean }): Promise<GraphQLClient> =>
    options.signUp ? signedInCustomer(api, email, { smtp }) : signIn(api, email, CUSTOMER_PASSWORD);

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    api = await startTestStore({ clock: fixedClock(NOW), smtpUrl: smtp.url });
    const saved = await api.database.dataSource
      .getRepository(BrandSchema)
      .save([{ name: 'Lancôme' }, { name: 'Dior' }, { name: 'Paco Rabanne' }, { name: 'Retirada', active: false }]);
    for (const brand of saved) brands[brand.name] = brand.id;
    category = (await api.database.dataSource.getRepository(CategorySchema).save({ name: 'Perfumes Mujer' })).id;

    await addProduct('Idôle EDP 50 ml', { brand: 'Lancôme', cents: 45900 });
    await addProduct('La Vie Est Belle', { brand: 'Lancôme', cents: 52900 });
    await addProduct('Sauvage EDT', { brand: 'Dior', cents: 57900, stock: 3 });
    await addProduct('Miss Dior', { brand: 'Dior', cents: 54900 });
    await addProduct("J'adore", { brand: 'Dior', cents: 62900 });
    await addProduct('Dior Homme', { brand: 'Dior', cents: 49900 });
    await addProduct('Hypnotic Poison', { brand: 'Dior', cents: 47900 });
    await addProduct('Fahrenheit', { brand: 'Dior', cents: 44900 });
    await addProduct('Dior Oculto', { brand: 'Dior', active: false });
    await addProduct('Dior de marca retirada', { brand: 'Retirada' });
    await addProduct('Agua 100% Natural', { brand: 'Paco Rabanne' });
    await addProduct('Agua 1000 Natural', { brand: 'Paco Rabanne' });
    await addProduct('Invictus', {
      brand: 'Paco Rabanne',
      cents: 40000,
      promotion: { isPromoted: true, type: 'percentage', discount: 25, startDate: TODAY, endDate: addDays(TODAY, 3) },
    });
    await addProduct('1 Million', {
      brand: 'Paco Rabanne',
      cents: 38000,
      promotion: {
        isPromoted: true,
        type: 'fixed',
        discount: 50,
        startDate: addDays(TODAY, -10),
        endDate: addDays(TODAY, -1),
      },
    });
    await addProduct('Phantom', { brand: 'Paco Rabanne', stock: 0 });
    for (let i = 1; i <= 20; i++) await addProduct(`Colonia ${String(i).padStart(2, '0')}`, { brand: 'Paco Rabanne' });
  }, 60_000);

  afterAll(async () => {
    await api.stop();
    await smtp.stop();
  });

  describe('searchProducts', () => {
    const names = async (query: string) => {
      const { body } = await api.graphql<{ searchProducts: { name: string }[] }>(SEARCH, { query });
      expect(body.errors).toBeUndefined();
      return body.data!.searchProducts.map((p) => p.name);
    };

    it('finds by product name or brand without regard to case or accents, both ways', async () => {
      expect((await names('lancome')).sort()).toEqual(['Idôle EDP 50 ml', 'La Vie Est Belle']);
      expect((await names('LANCÔME')).sort()).toEqual(['Idôle EDP 50 ml', 'La Vie Est Belle']);
      expect(await names('idole')).toEqual(['Idôle EDP 50 ml']);
      expect(await names('IDÔLE')).toEqual(['Idôle EDP 50 ml']);
      const byBrand = await api.graphql<{ searchProducts: { brand: { name: string } }[] }>(SEARCH, {
        query: 'RABANNE',
      });
      expect(byBrand.body.data?.searchProducts.map((p) => p.brand.name)).toEqual(Array(5).fill('Paco Rabanne'));
    });

    it("answers at most 5, products on sale only, name matches before the brand's, with today's price", async () => {
      const { body } = await api.graphql<{
        searchProducts: { name: string; price: { cents: number }; brand: { name: string } }[];
      }>(SEARCH, { query: 'dior' });
      const found = body.data!.searchProducts;
      expect(found).toHaveLength(5);
      expect(found.map((p) => p.name).slice(0, 2)).toEqual(['Dior Homme', 'Miss Dior']);
      expect(found.every((p) => p.brand.name === 'Dior')).toBe(true);
      expect(found.map((p) => p.name)).not.toContain('Dior Oculto');
      expect(found.map((p) => p.name)).not.toContain('Dior de marca retirada');
      expect((await names('invictus'))[0]).toBe('Invictus');
      const invictus = await api.graphql<{ searchProducts: { price: { cents: number } }[] }>(SEARCH, {
        query: 'invictus',
      });
      expect(invictus.body.data?.searchProducts[0]?.price.cents).toBe(30000);
    });

    it('takes wildcard characters literally', async () => {
      expect(await names('100%')).toEqual(['Agua 100% Natural']);
      expect(await names('%%')).toEqual([]);
      expect(await names('_')).toEqual([]);
    });

    it('finds nothing for fewer than 2 characters, without a query to the database', async () => {
      api.queries.reset();
      expect(await names(' d ')).toEqual([]);
      expect(await names('   ')).toEqual([]);
      // Only a read of the products counts: the process's background workers (the mail outbox delivering an
      // earlier test's e-mail, the scheduler) may run statements of their own meanwhile.
      expect(api.queries.statements.filter((sql) => /\bproducts\b/.test(sql))).toEqual([]);
    });

    it('refuses a query over 100 characters with a Spanish message, not a server error', async () => {
      const { status, body } = await api.graphql(SEARCH, { query: 'perfume '.repeat(20) });
      expect(status).toBeLessThan(500);
      expect(body.errors?.[0]?.extensions?.code).toBe('SEARCH_QUERY_TOO_LONG');
      expect(body.errors?.[0]?.message).toBe('La búsqueda puede tener como máximo 100 caracteres.');
    });
  });

  describe('cartQuote', () => {
    const quote = async (lines: { productId: string; quantity: number }[]) => {
      const { body } = await api.graphql<{ cartQuote: Quote }>(CART_QUOTE, { lines });
      expect(body.errors).toBeUndefined();
      return body.data!.cartQuote;
    };

    it("prices with the server's current price and today's promotion, never the browser's", async () => {
      await setProduct('Miss Dior', { originalPriceCents: 59900 });
      const cart = await quote([line(ids['Miss Dior']!, 2), line(ids['Invictus']!, 1), line(ids['1 Million']!, 1)]);
      expect(
        cart.lines.map((l) => [l.product?.name, l.unitPrice.cents, l.originalUnitPrice.cents, l.lineTotal.cents]),
      ).toEqual([
        ['Miss Dior', 59900, 59900, 119800],
        ['Invictus', 30000, 40000, 30000],
        // The promotion ended yesterday: back to the original price.
        ['1 Million', 38000, 38000, 38000],
      ]);
      expect(cart.subtotal).toEqual({ cents: 187800, formatted: 'S/ 1,878.00' });
      expect(cart.itemCount).toBe(4);
      expect(cart).toMatchObject({ adjusted: false, message: null, removed: [] });
      await setProduct('Miss Dior', { originalPriceCents: 54900 });
    });

    it('cuts a line above the stock to the stock, with the cart warning', async () => {
      const cart = await quote([line(ids['Sauvage EDT']!, 5), line(ids['Fahrenheit']!, 1)]);
      expect(summary(cart.lines)).toEqual([
        ['Sauvage EDT', 3, 'QUANTITY_CUT'],
        ['Fahrenheit', 1, 'NONE'],
      ]);
      expect(cart.lines[0]?.requestedQuantity).toBe(5);
      expect(cart.subtotal.cents).toBe(3 * 57900 + 44900);
      expect(cart).toMatchObject({ adjusted: true, message: WARNING });
    });

    it('removes lines without stock, deactivated, of an inactive brand or unknown, and sums repeated products; of a hidden product it tells only that it is gone', async () => {
      const cart = await quote([
        line(ids['Fahrenheit']!, 1),
        line(ids['Phantom']!, 1),
        line(ids['Dior Oculto']!, 1),
        line(ids['Dior de marca retirada']!, 2),
        line('no-such-product', 1),
        line('00000000-0000-4000-8000-000000000000', 1),
        line(ids['Fahrenheit']!, 2),
      ]);
      expect(summary(cart.lines)).toEqual([['Fahrenheit', 3, 'NONE']]);
      // Sold out, it is still on sale: shown by name. Deactivated or of an inactive brand: like an unknown id.
      expect(cart.removed.map((l) => [l.productId, l.product?.name ?? null, l.change])).toEqual([
        [ids['Phantom'], 'Phantom', 'REMOVED'],
        [ids['Dior Oculto'], null, 'REMOVED'],
        [ids['Dior de marca retirada'], null, 'REMOVED'],
        ['no-such-product', null, 'REMOVED'],
        ['00000000-0000-4000-8000-000000000000', null, 'REMOVED'],
      ]);
      for (const hidden of cart.removed.slice(1)) {
        expect([hidden.unitPrice.cents, hidden.originalUnitPrice.cents, hidden.lineTotal.cents]).toEqual([0, 0, 0]);
      }
      expect(cart).toMatchObject({ itemCount: 3, adjusted: true, message: WARNING });
    });

    it('runs the same few SQL statements for 1 line as for 20', async () => {
      const colognes = Object.keys(ids).filter((name) => name.startsWith('Colonia'));
      api.queries.reset();
      const one = await quote([line(ids[colognes[0]!]!, 1)]);
      const oneCount = api.queries.count;
      api.queries.reset();
      const twenty = await quote(colognes.map((name) => line(ids[name]!, 1)));
      const twentyCount = api.queries.count;

      expect(one.lines).toHaveLength(1);
      expect(twenty.lines).toHaveLength(20);
      expect(twentyCount).toBe(oneCount);
      // The products with their brand and categories (one statement), then the brands and categories the
      // lines' Product.brand and Product.categories load (one batch each).
      expect(twentyCount).toBe(3);
    });

    it.each([
      [[line('x', 0)], 'La cantidad de cada producto debe ser un número entero entre 1 y 999.'],
      [[line('x', 1000)], 'La cantidad de cada producto debe ser un número entero entre 1 y 999.'],
      [Array.from({ length: 51 }, (_, i) => line(`p${i}`, 1)), 'El carrito puede tener como máximo 50 productos.'],
      [[line('', 1)], 'Cada producto del carrito debe indicar su identificador.'],
    ])('refuses bad lines with a Spanish message and code CART_INVALID (%#)', async (lines, message) => {
      const { status, body } = await api.graphql(CART_QUOTE, { lines });
      expect(status).toBeLessThan(500);
      expect(body.errors?.[0]?.extensions?.code).toBe('CART_INVALID');
      expect(body.errors?.[0]?.message).toBe(message);
    });
  });

  describe('saved carts', () => {
    let ana: GraphQLClient;

    beforeAll(async () => {
      ana = await shopper('ana@correo.pe', { signUp: true });
    }, 30_000);

    it('guests cannot read or save one', async () => {
      const guest = graphqlClient(api.url);
      const read = await guest.request(MY_CART);
      const save = await guest.request(SAVE_CART, { lines: [line(ids['Fahrenheit']!, 1)] });
      expect(read.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      expect(save.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    });

    it('saveCart keeps the cart as quoted, and the same account finds it in another browser', async () => {
      const saved = await ana.request<{ saveCart: CartResult }>(SAVE_CART, {
        lines: [line(ids['Sauvage EDT']!, 5), line(ids['Phantom']!, 1), line(ids['Invictus']!, 2)],
      });
      expect(saved.body.data?.saveCart.__typename).toBe('CartQuote');
      expect(summary(saved.body.data!.saveCart.lines)).toEqual([
        ['Sauvage EDT', 3, 'QUANTITY_CUT'],
        ['Invictus', 2, 'NONE'],
      ]);

      const otherBrowser = await shopper('ana@correo.pe', { signUp: false });
      const mine = await otherBrowser.request<{ myCart: Quote }>(MY_CART);
      expect(summary(mine.body.data!.myCart.lines)).toEqual([
        ['Sauvage EDT', 3, 'NONE'],
        ['Invictus', 2, 'NONE'],
      ]);
      expect(mine.body.data!.myCart.subtotal.cents).toBe(3 * 57900 + 2 * 30000);
      expect(mine.body.data!.myCart.adjusted).toBe(false);
    });

    it('mergeCart adds the browser lines to the saved ones, sums the same product and cuts to stock', async () => {
      await ana.request(SAVE_CART, { lines: [line(ids['Sauvage EDT']!, 2), line(ids['Fahrenheit']!, 1)] });
      const merged = await ana.request<{ mergeCart: CartResult }>(MERGE_CART, {
        lines: [line(ids['Sauvage EDT']!, 2), line(ids['Miss Dior']!, 1), line(ids['Dior Oculto']!, 1)],
      });
      const cart = merged.body.data!.mergeCart;
      expect(summary(cart.lines)).toEqual([
        ['Sauvage EDT', 3, 'QUANTITY_CUT'],
        ['Fahrenheit', 1, 'NONE'],
        ['Miss Dior', 1, 'NONE'],
      ]);
      expect(cart.lines[0]?.requestedQuantity).toBe(4);
      // A deactivated product is only 'no longer available': its id, never its name.
      expect(summary(cart.removed)).toEqual([[ids['Dior Oculto'], 0, 'REMOVED']]);
      expect(cart.message).toBe(WARNING);

      const mine = await ana.request<{ myCart: Quote }>(MY_CART);
      expect(summary(mine.body.data!.myCart.lines)).toEqual([
        ['Sauvage EDT', 3, 'NONE'],
        ['Fahrenheit', 1, 'NONE'],
        ['Miss Dior', 1, 'NONE'],
      ]);
    });

    it('refuses bad lines as InvalidInputError on the field "lines", leaving the saved cart alone', async () => {
      const before = await ana.request<{ myCart: Quote }>(MY_CART);
      const { body } = await ana.request<{ saveCart: CartResult }>(SAVE_CART, { lines: [line(ids['Fahrenheit']!, 0)] });
      expect(body.data?.saveCart).toEqual({
        __typename: 'InvalidInputError',
        errorCode: 'CART_INVALID',
        error: 'La cantidad de cada producto debe ser un número entero entre 1 y 999.',
        fieldErrors: [
          { field: 'lines', message: 'La cantidad de cada producto debe ser un número entero entre 1 y 999.' },
        ],
      });
      const merge = await ana.request<{ mergeCart: CartResult }>(MERGE_CART, {
        lines: Array.from({ length: 51 }, (_, i) => line(`p${i}`, 1)),
      });
      expect(merge.body.data?.mergeCart.__typename).toBe('InvalidInputError');
      expect((await ana.request<{ myCart: Quote }>(MY_CART)).body.data).toEqual(before.body.data);
    });

    it('another account never sees it', async () => {
      const beto = await shopper('beto@correo.pe', { signUp: true });
      const theirs = await beto.request<{ myCart: Quote }>(MY_CART);
      expect(theirs.body.data?.myCart).toMatchObject({ lines: [], removed: [], itemCount: 0 });
      await beto.request(SAVE_CART, { lines: [line(ids['Invictus']!, 1)] });
      const anas = await ana.request<{ myCart: Quote }>(MY_CART);
      expect(anas.body.data!.myCart.lines.map((l) => l.product?.name)).not.toContain('Invictus');
    }, 30_000);
  });

  describe('products of an inactive brand are not on sale anywhere', () => {
    it('are hidden from brand pages, the web list, the promotions page and their own page', async () => {
      await setProduct('Dior de marca retirada', {
        isPromoted: true,
        discount: 10,
        promotionStartDate: TODAY,
        promotionEndDate: TODAY,
      });
      type Listed = { products: { items: { name: string }[] } };
      const listed = async (args: string) =>
        (
          await api.graphql<Listed>(`{ products(${args}, pageSize: 100) { items { name } } }`)
        ).body.data!.products.items.map((p) => p.name);
      expect(await listed(`active: true, brandId: "${brands['Retirada']}"`)).toEqual([]);
      expect(await listed(`active: true, categoryId: "${category}"`)).not.toContain('Dior de marca retirada');
      expect(await listed('listing: WEB')).not.toContain('Dior de marca retirada');
      expect(await listed('listing: PROMOTIONS')).not.toContain('Dior de marca retirada');
      expect(await listed('listing: PROMOTIONS')).toContain('Invictus');
      // Not on sale is the admin's business (issue 14): guests find nothing asking for inactive products.
      expect(await listed(`active: false, brandId: "${brands['Retirada']}"`)).toEqual([]);

      const PRODUCT = `query($id: ID!) { product(id: $id) { name active brand { active } } }`;
      const { body } = await api.graphql<{ product: unknown }>(PRODUCT, { id: ids['Dior de marca retirada'] });
      expect(body.data).toEqual({ product: null });
    });
  });

  describe('what is not on sale is the admin’s (issue 14: products(active: null) returned nothing)', () => {
    type Names = { products: { total: number; items: { name: string }[] }; brands: { name: string }[] };
    type One = { product: { name: string } | null; brand: { name: string } | null; category: { name: string } | null };
    const LISTS = `query($active: Boolean) {
      products(active: $active, pageSize: 100) { total items { name } }
      brands(active: $active) { name }
    }`;
    const ONE = `query($product: ID!, $brand: ID!, $category: ID!) {
      product(id: $product) { name } brand(id: $brand) { name } category(id: $category) { name }
    }`;

    it('shows guests only active products, brands and categories, whatever `active` they ask for', async () => {
      const hiddenCategory = await api.database.dataSource
        .getRepository(CategorySchema)
        .save({ name: 'Categoría archivada', active: false });
      for (const active of [null, undefined, true]) {
        const { body } = await api.graphql<Names>(LISTS, active === undefined ? {} : { active });
        const products = body.data!.products.items.map((p) => p.name);
        expect(products).toContain('Invictus');
        expect(products).not.toContain('Dior Oculto');
        expect(products).not.toContain('Dior de marca retirada');
        expect(body.data!.brands.map((b) => b.name)).not.toContain('Retirada');
      }
      const inactive = await api.graphql<Names>(LISTS, { active: false });
      expect(inactive.body.data).toEqual({ products: { total: 0, items: [] }, brands: [] });
      const categories = await api.graphql<{ categories: { name: string }[] }>(
        '{ categories(active: false) { name } }',
      );
      expect(categories.body.data).toEqual({ categories: [] });

      const one = await api.graphql<One>(ONE, {
        product: ids['Dior Oculto'],
        brand: brands['Retirada'],
        category: hiddenCategory.id,
      });
      expect(one.body.data).toEqual({ product: null, brand: null, category: null });

      const admin = await signedInAdmin(api);
      const all = await admin.request<Names>(LISTS, { active: null });
      expect(all.body.data!.products.items.map((p) => p.name)).toEqual(
        expect.arrayContaining(['Invictus', 'Dior Oculto', 'Dior de marca retirada']),
      );
      expect(all.body.data!.brands.map((b) => b.name)).toContain('Retirada');
      const adminOne = await admin.request<One>(ONE, {
        product: ids['Dior Oculto'],
        brand: brands['Retirada'],
        category: hiddenCategory.id,
      });
      expect(adminOne.body.data).toEqual({
        product: { name: 'Dior Oculto' },
        brand: { name: 'Retirada' },
        category: { name: 'Categoría archivada' },
      });
    });
  });

  describe('storeSettings', () => {
    const STORE = `{ storeSettings {
      storeName whatsappNumber phone email phoneHours chatHours supportHours
      socialLinks { network url }
      bankAccounts { bank holder accountNumber cci }
      wallets { method holder number qrImageUrl }
      shippingRates { zone method cost { cents formatted } deliveryTime }
      maintenance { isEnabled orderCreation startsAt endsAt title description type dismissible persistent showTimeInfo
        orderCreationAvailable }
    } }`;
    type Settings = {
      storeSettings: {
        whatsappNumber: string;
        phoneHours: string;
        chatHours: string;
        supportHours: string;
        bankAccounts: { bank: string }[];
        wallets: { method: string; qrImageUrl: string | null }[];
        shippingRates: { zone: string; method: string; cost: { formatted: string }; deliveryTime: string }[];
        socialLinks: { network: string; url: string }[];
        maintenance: Record<string, unknown>;
      };
    };

    it("answers the store's contact data, hours, accounts, wallets, shipping table and maintenance notice", async () => {
      const { body } = await api.graphql<Settings>(STORE);
      expect(body.errors).toBeUndefined();
      const settings = body.data!.storeSettings;
      expect(settings).toMatchObject({
        phoneHours: 'Lunes a Viernes 9am-6pm, Sábados 9am-1pm',
        chatHours: 'Todos los días 8am-10pm, respuesta en 2-5 minutos',
        supportHours: 'Lunes a Domingo 9am-10pm',
      });
      expect(settings.whatsappNumber).toMatch(/^51\d{9}$/);
      expect(settings.bankAccounts.map((b) => b.bank)).toEqual(['BCP', 'Interbank', 'BBVA']);
      expect(settings.wallets.map((w) => w.method)).toEqual(['yape', 'plin']);
      expect(settings.socialLinks.length).toBeGreaterThan(0);
      expect(settings.shippingRates.map((r) => `${r.zone} ${r.method} ${r.cost.formatted}`)).toEqual([
        'Lima Estándar S/ 10.00',
        'Lima Express S/ 15.00',
        'Callao Estándar S/ 12.00',
        'Provincias principales Estándar S/ 18.00',
        'Otras provincias Estándar S/ 22.00',
      ]);
      expect(settings.maintenance).toEqual({
        isEnabled: false,
        orderCreation: true,
        startsAt: null,
        endsAt: null,
        title: 'Sitio en Mantenimiento',
        description: 'Estamos realizando mejoras. Algunas funciones podrían no estar disponibles.',
        type: 'warning',
        dismissible: true,
        persistent: true,
        showTimeInfo: true,
        orderCreationAvailable: true,
      });
    });

    it.each([
      [true, false, false],
      [true, true, true],
      [false, false, true],
    ])(
      'with maintenance %s and orderCreation %s, order creation is available: %s',
      async (isEnabled, orderCreation, available) => {
        const repository = new TypeOrmStoreSettingsRepository(api.database.dataSource.manager);
        const current = await repository.get();
        await repository.update({
          ...current,
          maintenance: { ...current.maintenance, isEnabled, features: { orderCreation } },
        });
        const { body } = await api.graphql<Settings>(STORE);
        expect(body.data?.storeSettings.maintenance).toMatchObject({
          isEnabled,
          orderCreation,
          orderCreationAvailable: available,
        });
      },
    );
  });
});
