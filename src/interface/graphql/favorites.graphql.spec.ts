import { discountedPrice } from '../../domain/catalog/promotion';
import { MAX_FAVORITES } from '../../domain/favorites/favorites';
import { Money } from '../../domain/money/money';
import { startTestSmtpServer, type TestSmtpServer } from '../../infrastructure/testing/test-smtp-server';
import { signedInAdmin, signedInCustomer } from '../testing/accounts';
import { saveProductForm } from '../testing/catalogue';
import { graphqlClient, type GraphQLClient } from '../testing/graphql-client';
import { fixedClock, startTestStore, type TestStore } from '../testing/test-store';

const NOW = '2026-11-22T15:00:00Z';

const ADD = `mutation($productId: ID!) {
  addFavorite(productId: $productId) {
    __typename
    ... on FavoriteAdded { productId message }
    ... on ErrorResult { errorCode message }
  }
}`;
const REMOVE = `mutation($productId: ID!) { removeFavorite(productId: $productId) { productId message } }`;
const PAGE = `query($page: Int!, $pageSize: Int!) {
  myFavoritePage(page: $page, pageSize: $pageSize) {
    total page pageSize totalPages
    items { productId name brandName imageUrl addedAt priceDrop { cents formatted } product { id price { cents } originalPrice { cents } discountApplied stockStatus { level } } }
  }
}`;
const IDS = '{ myFavoriteProductIds }';

interface FavoriteItem {
  productId: string;
  name: string;
  brandName: string | null;
  priceDrop: { cents: number; formatted: string } | null;
  product: { id: string; price: { cents: number }; discountApplied: boolean; stockStatus: { level: string } } | null;
}
interface FavoritePage {
  total: number;
  page: number;
  pageSize: number;
  totalPages: number;
  items: FavoriteItem[];
}

/**
 * 'Favoritos' over GraphQL on real PostgreSQL: each signed-in account's own list of products, at today's price,
 * at most 200 (enforced under concurrent requests, each on its own connection of the pool).
 */
describe("'Favoritos' over GraphQL", () => {
  let api: TestStore;
  let smtp: TestSmtpServer;
  let admin: GraphQLClient;
  let ana: GraphQLClient;
  let beto: GraphQLClient;
  let products: { id: string; name: string }[];

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    api = await startTestStore({ clock: fixedClock(NOW), seed: true, smtpUrl: smtp.url });
    admin = await signedInAdmin(api);
    ana = await signedInCustomer(api, 'ana.favoritos@correo.pe', { smtp });
    beto = await signedInCustomer(api, 'beto.favoritos@correo.pe', { smtp });
    const { body } = await api.graphql<{ products: { items: { id: string; name: string; stock: number }[] } }>(
      '{ products(pageSize: 50, active: true, promoted: false) { items { id name stock } } }',
    );
    products = body.data!.products.items.filter((product) => product.stock > 0);
    expect(products.length).toBeGreaterThanOrEqual(4);
  }, 60_000);

  afterAll(async () => {
    await api.stop();
    await smtp.stop();
  });

  const add = async (client: GraphQLClient, productId: string) =>
    (await client.request<{ addFavorite: Record<string, unknown> }>(ADD, { productId })).body.data!.addFavorite;
  const remove = async (client: GraphQLClient, productId: string) =>
    (await client.request<{ removeFavorite: Record<string, unknown> }>(REMOVE, { productId })).body.data!
      .removeFavorite;
  const pageOf = async (client: GraphQLClient, page = 1, pageSize = 12) => {
    const { body } = await client.request<{ myFavoritePage: FavoritePage }>(PAGE, { page, pageSize });
    return { page: body.data?.myFavoritePage, error: body.errors?.[0]?.extensions?.code };
  };
  const idsOf = async (client: GraphQLClient) =>
    (await client.request<{ myFavoriteProductIds: string[] }>(IDS)).body.data!.myFavoriteProductIds;
  const accountId = async (email: string) =>
    ((await api.store.dataSource.query(`SELECT id FROM accounts WHERE email = $1`, [email])) as { id: string }[])[0]!
      .id;
  const clearFavorites = () => api.store.dataSource.query(`DELETE FROM favorites`);

  it('guests are asked to sign in, for reads and writes alike', async () => {
    const guest = graphqlClient(api.url);
    for (const [query, variables] of [
      [ADD, { productId: products[0]!.id }],
      [REMOVE, { productId: products[0]!.id }],
      [PAGE, { page: 1, pageSize: 5 }],
      [IDS, {}],
    ] as const) {
      const { body } = await guest.request(query, variables);
      expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
  });

  it('adds, lists newest first with today’s price, answers the hearts, and removes: each account its own', async () => {
    await clearFavorites();
    const [first, second] = products as [{ id: string; name: string }, { id: string; name: string }];
    expect(await add(ana, first.id)).toEqual({
      __typename: 'FavoriteAdded',
      productId: first.id,
      message: 'Agregado a tus favoritos.',
    });
    await api.store.dataSource.query(`UPDATE favorites SET created_at = created_at - interval '1 day'`);
    expect(await add(ana, second.id)).toMatchObject({ __typename: 'FavoriteAdded' });
    expect(await add(ana, second.id)).toMatchObject({ __typename: 'FavoriteAdded' }); // twice is once

    const { page } = await pageOf(ana);
    expect(page).toMatchObject({ total: 2, page: 1, totalPages: 1 });
    expect(page!.items.map((item) => item.productId)).toEqual([second.id, first.id]);
    expect(page!.items[0]).toMatchObject({ name: second.name, product: { id: second.id } });
    expect(page!.items[0]!.brandName).toEqual(expect.any(String));
    expect(new Set(await idsOf(ana))).toEqual(new Set([first.id, second.id]));
    expect(await idsOf(beto)).toEqual([]);
    expect((await pageOf(beto)).page).toMatchObject({ total: 0, items: [] });

    // Beto cannot take Ana's out: his removal is of his own list.
    await remove(beto, first.id);
    expect(await idsOf(ana)).toHaveLength(2);
    expect(await remove(ana, first.id)).toEqual({ productId: first.id, message: 'Quitado de tus favoritos.' });
    expect(await remove(ana, first.id)).toMatchObject({ productId: first.id }); // not there: the same answer
    expect(await remove(ana, 'no-es-un-id')).toMatchObject({ productId: 'no-es-un-id' });
    expect(await idsOf(ana)).toEqual([second.id]);
  });

  it('refuses a product that does not exist or is not on sale', async () => {
    await clearFavorites();
    for (const id of ['00000000-0000-4000-8000-000000000000', 'no-es-un-id']) {
      expect(await add(ana, id)).toEqual({
        __typename: 'NotFoundError',
        errorCode: 'PRODUCT_NOT_FOUND',
        message: 'No encontramos el producto',
      });
    }
    const hidden = products[3]!.id;
    await saveProductForm(admin, hidden, () => ({ active: false }));
    try {
      expect(await add(ana, hidden)).toMatchObject({ errorCode: 'PRODUCT_NOT_FOUND' });
    } finally {
      await saveProductForm(admin, hidden, () => ({ active: true }));
    }
    expect(await idsOf(ana)).toEqual([]);
  });

  it('shows today’s price, promotion included; sold out as such; one no longer on sale without a price', async () => {
    await clearFavorites();
    const [promoted, soldOut, switchedOff] = [products[0]!, products[1]!, products[2]!];
    for (const product of [promoted, soldOut, switchedOff]) await add(ana, product.id);
    await saveProductForm(admin, promoted.id, () => ({
      originalPrice: { cents: 20_000 },
      promotion: { isPromoted: true, type: 'PERCENTAGE', discount: 25, startDate: '2026-11-22', endDate: '2026-11-30' },
    }));
    await api.store.dataSource.query(`UPDATE products SET stock = held WHERE id = $1`, [soldOut.id]);
    await saveProductForm(admin, switchedOff.id, () => ({ active: false }));
    try {
      const items = new Map((await pageOf(ana)).page!.items.map((item) => [item.productId, item]));
      expect(items.get(promoted.id)!.product).toMatchObject({
        price: { cents: 15_000 },
        originalPrice: { cents: 20_000 },
        discountApplied: true,
      });
      expect(items.get(soldOut.id)!.product).toMatchObject({ stockStatus: { level: 'OUT' } });
      expect(items.get(switchedOff.id)).toMatchObject({ product: null, name: expect.any(String) });
    } finally {
      await saveProductForm(admin, switchedOff.id, () => ({ active: true }));
      await api.store.dataSource.query(`UPDATE products SET stock = held + 5 WHERE id = $1`, [soldOut.id]);
      await saveProductForm(admin, promoted.id, () => ({ originalPrice: { cents: 20_000 } }));
    }
  });

  it('says how much less a favourite costs than the day it was hearted, with its promotion; nothing when not less', async () => {
    await clearFavorites();
    const product = products[3]!;
    const [{ cents: before }] = (await api.store.dataSource.query(
      `SELECT original_price_cents AS cents FROM products WHERE id = $1`,
      [product.id],
    )) as [{ cents: number }];
    const dropOf = async () => (await pageOf(ana)).page!.items.find((item) => item.productId === product.id)!.priceDrop;
    await add(ana, product.id);
    try {
      expect(await dropOf()).toBeNull();
      // 10 % off from today.
      await saveProductForm(admin, product.id, () => ({
        promotion: {
          isPromoted: true,
          type: 'PERCENTAGE',
          discount: 10,
          startDate: '2026-11-22',
          endDate: '2026-11-30',
        },
      }));
      const discounted = discountedPrice(Money.fromCents(before), 'percentage', 10).cents;
      expect(await dropOf()).toEqual({ cents: before - discounted, formatted: expect.stringMatching(/^S\/ \d/) });
      await saveProductForm(admin, product.id, () => ({
        originalPrice: { cents: before + 5_000 },
        promotion: { isPromoted: false, type: 'PERCENTAGE', discount: 0, startDate: null, endDate: null },
      }));
      expect(await dropOf()).toBeNull();
      // Hearted again, it keeps its first price: still nothing less.
      await add(ana, product.id);
      expect(await dropOf()).toBeNull();
    } finally {
      await saveProductForm(admin, product.id, () => ({
        originalPrice: { cents: before },
        promotion: { isPromoted: false, type: 'PERCENTAGE', discount: 0, startDate: null, endDate: null },
      }));
    }
  });

  describe('a long list', () => {
    let clones: string[];

    beforeAll(async () => {
      // The products the limit needs: copies of one (every column but the id and the generated ones).
      const [{ columns }] = (await api.store.dataSource.query(
        `SELECT string_agg(quote_ident(column_name), ', ') AS columns FROM information_schema.columns
         WHERE table_name = 'products' AND is_generated = 'NEVER' AND column_name <> 'id'`,
      )) as [{ columns: string }];
      const rows: { id: string }[] = await api.store.dataSource.query(
        `INSERT INTO products (id, ${columns}) SELECT gen_random_uuid(), ${columns}
         FROM products, generate_series(1, $2) WHERE id = $1 RETURNING id`,
        [products[0]!.id, MAX_FAVORITES + 10],
      );
      clones = rows.map((row) => row.id);
    });

    afterAll(async () => {
      await clearFavorites();
      await api.store.dataSource.query(`DELETE FROM products WHERE id = ANY($1::uuid[])`, [clones]);
    });

    /** Fills the account's list with `count` of the copies, one second apart, the first copy newest. */
    const fill = async (email: string, count: number) =>
      api.store.dataSource.query(
        `INSERT INTO favorites (account_id, product_id, created_at)
         SELECT $1, id, $3::timestamptz - make_interval(secs => n) FROM unnest($2::uuid[]) WITH ORDINALITY AS c(id, n)`,
        [await accountId(email), clones.slice(0, count), NOW],
      );

    it(`${MAX_FAVORITES} at most, even for adds sent at once (each request on its own connection)`, async () => {
      await clearFavorites();
      await fill('ana.favoritos@correo.pe', MAX_FAVORITES - 1);
      const contenders = clones.slice(MAX_FAVORITES, MAX_FAVORITES + 6);
      const answers = await Promise.all(contenders.map((id) => add(ana, id)));
      expect(answers.filter((answer) => answer.__typename === 'FavoriteAdded')).toHaveLength(1);
      expect(answers.filter((answer) => answer.__typename === 'FavoritesLimitError')).toEqual(
        Array.from({ length: 5 }, () => ({
          __typename: 'FavoritesLimitError',
          errorCode: 'FAVORITES_LIMIT_REACHED',
          message: 'Ya tienes 200 favoritos, el máximo. Quita alguno para agregar otro.',
        })),
      );
      expect(await idsOf(ana)).toHaveLength(MAX_FAVORITES);
      // One already there is still answered as added; after one is taken out, another fits.
      expect(await add(ana, clones[0]!)).toMatchObject({ __typename: 'FavoriteAdded' });
      await remove(ana, clones[0]!);
      expect(
        await add(
          ana,
          contenders.find((id, i) => answers[i]!.__typename !== 'FavoriteAdded')!,
        ),
      ).toMatchObject({ __typename: 'FavoriteAdded' });
      // A product the shop deleted no longer counts: its place is free again.
      await api.store.dataSource.query(`UPDATE products SET archived_at = now() WHERE id = $1`, [clones[1]]);
      expect(await add(ana, clones[0]!)).toMatchObject({ __typename: 'FavoriteAdded' });
      expect((await pageOf(ana)).page!.total).toBe(MAX_FAVORITES);
      await api.store.dataSource.query(`UPDATE products SET archived_at = NULL WHERE id = $1`, [clones[1]]);
    });

    it('myFavoritePage reads a page in the same statements whatever the page and the list’s length', async () => {
      await clearFavorites();
      await fill('ana.favoritos@correo.pe', 30);
      const counted = async (page: number, pageSize: number) => {
        api.queries.reset();
        const result = await pageOf(ana, page, pageSize);
        return { ...result, statements: api.queries.count };
      };
      const first = await counted(1, 12);
      const third = await counted(3, 12);
      expect(first.page).toMatchObject({ total: 30, totalPages: 3 });
      expect(first.page!.items.map((item) => item.productId)).toEqual(clones.slice(0, 12));
      expect(third.page!.items.map((item) => item.productId)).toEqual(clones.slice(24, 30));
      // The session, the page of favourites with its total, and the page's products.
      expect(first.statements).toBe(3);
      expect(third.statements).toBe(3);
      expect((await counted(9, 12)).page).toMatchObject({ total: 30, items: [] });
      expect((await pageOf(ana, 0, 12)).error).toBe('INVALID_PAGINATION');
      expect((await pageOf(ana, 1, 101)).error).toBe('INVALID_PAGINATION');

      // The hearts: the session and the ids.
      api.queries.reset();
      expect(await idsOf(ana)).toHaveLength(30);
      expect(api.queries.count).toBe(2);
    });
  });
});
