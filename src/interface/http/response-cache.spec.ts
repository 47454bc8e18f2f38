import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { Clock } from '../../application/ports/clock';
import { Client } from 'pg';
import { CATALOGUE_CHANGED_CHANNEL } from '../../infrastructure/events/channels';
import { CATALOGUE_LISTENER_APPLICATION_NAME } from '../../infrastructure/events/pg-catalogue-change-listener';
import { CUSTOMER_EMAIL, CUSTOMER_PASSWORD, signedInAdmin, signedInCustomer, signIn } from '../testing/accounts';
import type { GraphQLClient } from '../testing/graphql-client';
import { graphqlClient } from '../testing/graphql-client';
import { waitFor } from '../testing/server-process';
import { startTestStore, type TestStore } from '../testing/test-store';
import { shownTotal } from '../testing/shown-total';

/** 10:00 in Lima on 2026-11-22. */
const START = new Date('2026-11-22T15:00:00Z');

const PRODUCT = 'query Product($id: ID!) { product(id: $id) { id name stock price { cents } promotion { status } } }';
const LIST = 'query List { products(pageSize: 50) { total items { id stock price { cents } } } }';
const BRANDS = 'query Brands { brands { id name } }';

interface Answer<T> {
  status: number;
  headers: Headers;
  text: string;
  body: { data?: T; errors?: { message: string; extensions?: { code?: string } }[] };
}

interface ProductData {
  product: { id: string; name: string; stock: number; price: { cents: number }; promotion: unknown } | null;
}
interface ListData {
  products: { total: number; items: { id: string; stock: number; price: { cents: number } }[] };
}

describe('the response cache for anonymous catalogue reads (GET /graphql, real PostgreSQL)', () => {
  let api: TestStore;
  let admin: GraphQLClient;
  let customer: GraphQLClient;
  let now = START;
  const clock: Clock = { now: () => now };
  let productId: string;
  let brandId: string;
  /** The catalogue changes the store has heard; those sent to the spec's own listener, and up to each marker. */
  let storeHeard = 0;
  let sent = 0;
  const sentUpTo = new Map<string, number>();
  let markers = 0;
  let listener: Client;

  /** A GET as the web's Apollo client sends it (content-type: application/json passes CSRF prevention). */
  const get = async <T>(
    query: string,
    variables: Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ): Promise<Answer<T>> => {
    const params = new URLSearchParams({ query, variables: JSON.stringify(variables) });
    const response = await fetch(`${api.url}/graphql?${params}`, {
      headers: { 'content-type': 'application/json', ...headers },
    });
    const text = await response.text();
    return { status: response.status, headers: response.headers, text, body: text ? JSON.parse(text) : {} };
  };
  /** The statements the request ran (the test store counts every SQL statement). */
  const sqlOf = async <T>(request: () => Promise<T>): Promise<{ result: T; statements: number }> => {
    api.queries.reset();
    const result = await request();
    return { result, statements: api.queries.count };
  };
  /**
   * Waits until this store has heard every catalogue change committed so far, whoever committed it (this store's
   * mutations, which also clear its cache at once, or a write from outside any request): a marker notification is
   * sent after them, the spec's own listening connection counts the notifications up to the marker, and the
   * store must have heard as many — PostgreSQL sends the same notifications in the same order to every listener.
   * A kept answer cannot vouch for it: one kept just before a late notification is served until that arrives.
   */
  const heardEverything = async () => {
    const marker = `marca-${(markers += 1)}`;
    await api.database.dataSource.query('SELECT pg_notify($1, $2)', [CATALOGUE_CHANGED_CHANNEL, marker]);
    await waitFor(
      () => sentUpTo.has(marker) && storeHeard >= sentUpTo.get(marker)!,
      5_000,
      () => `the store heard ${storeHeard} catalogue changes; ${sentUpTo.get(marker) ?? 'more than that'} were sent`,
    );
  };
  /**
   * Waits until the store has heard the writes made so far (they arrive asynchronously and each clears the
   * cache) and keeps `query` anew: until a repeated `query` is answered from the cache.
   */
  const settled = async (query = BRANDS, variables: Record<string, unknown> = {}) => {
    await heardEverything();
    await waitFor(
      async () => {
        await get(query, variables);
        return (await sqlOf(() => get(query, variables))).statements === 0;
      },
      5_000,
      () => 'the cache never answered a repeated request',
    );
  };
  const priceOf = async (id: string) => (await get<ProductData>(PRODUCT, { id })).body.data?.product?.price.cents;

  /** updateProduct with the product's current fields and `changes` (as the admin's form sends them). */
  const updateProduct = async (id: string, changes: Record<string, unknown>) => {
    const { body } = await admin.request<{
      product: {
        name: string;
        description: string;
        brandId: string;
        categoryIds: string[];
        imageKeys: string[];
        originalPrice: { cents: number };
        stock: number;
        active: boolean;
        carousel: boolean;
        promotion: { type: string; discount: number; startDate: string | null; endDate: string | null } | null;
      };
    }>(
      `query($id: ID!) { product(id: $id) { name description brandId categoryIds imageKeys originalPrice { cents }
        stock active carousel promotion { type discount startDate endDate } } }`,
      { id },
    );
    const current = body.data!.product;
    const saved = await admin.request<{ updateProduct: { __typename: string } }>(
      'mutation($id: ID!, $input: ProductInput!, $expectedStock: Int!) { updateProduct(id: $id, input: $input, expectedStock: $expectedStock) { __typename } }',
      {
        id,
        expectedStock: current.stock,
        input: {
          name: current.name,
          description: current.description,
          brandId: current.brandId,
          categoryIds: current.categoryIds,
          imageKeys: current.imageKeys,
          originalPriceCents: current.originalPrice.cents,
          stock: current.stock,
          active: current.active,
          carousel: current.carousel,
          promotion: current.promotion
            ? { isPromoted: current.promotion.discount > 0, ...current.promotion }
            : { isPromoted: false, type: 'PERCENTAGE', discount: 0, startDate: null, endDate: null },
          ...changes,
        },
      },
    );
    expect(saved.body).toEqual({ data: { updateProduct: { __typename: 'Product' } } });
  };

  beforeAll(async () => {
    // No automatic reconnection of the catalogue listener within the run: the last test cuts it on purpose.
    api = await startTestStore({ clock, seed: true, catalogueChanges: { reconnectMs: 3_600_000 } });
    // Both count from here, before any catalogue write (the seed was written before the store listened).
    api.store.catalogueChanges.watch((event) => {
      if (event === 'changed') storeHeard += 1;
    });
    listener = new Client({ connectionString: api.database.url });
    listener.on('notification', ({ payload }) => {
      sent += 1;
      if (payload) sentUpTo.set(payload, sent);
    });
    await listener.connect();
    await listener.query(`LISTEN ${CATALOGUE_CHANGED_CHANNEL}`);
    admin = await signedInAdmin(api);
    customer = await signedInCustomer(api);
    // A product of its own, without a promotion, S/ 100.00, of a brand of its own.
    [{ id: brandId }] = await api.database.dataSource.query(
      `INSERT INTO brands (name) VALUES ('Casa de Prueba') RETURNING id`,
    );
    // With a seeded product's photo and a category, as the admin's form requires them.
    [{ id: productId }] = await api.database.dataSource.query(
      `INSERT INTO products (name, description, brand_id, original_price_cents, stock, image_keys)
       SELECT 'Ámbar de Prueba', 'Notas de ámbar y vainilla', $1, 10000, 9, image_keys FROM products
       WHERE cardinality(image_keys) > 0 LIMIT 1
       RETURNING id`,
      [brandId],
    );
    await api.database.dataSource.query(
      `INSERT INTO product_categories (product_id, category_id) SELECT $1, id FROM categories WHERE active LIMIT 1`,
      [productId],
    );
  }, 90_000);

  afterAll(async () => {
    await listener.end();
    await api.stop();
  });

  it('answers the second identical anonymous GET from memory: no SQL, the same bytes, an ETag', async () => {
    await settled();
    const first = await sqlOf(() => get<ProductData>(PRODUCT, { id: productId }));
    expect(first.statements).toBeGreaterThan(0);
    expect(first.result.body.data?.product).toMatchObject({ name: 'Ámbar de Prueba', price: { cents: 10000 } });
    const second = await sqlOf(() => get<ProductData>(PRODUCT, { id: productId }));
    expect(second.statements).toBe(0);
    expect(second.result.text).toBe(first.result.text);
    for (const answer of [first.result, second.result]) {
      expect(answer.headers.get('etag')).toMatch(/^W\/"[\w-]+"$/);
      expect(answer.headers.get('cache-control')).toBe('public, no-cache');
      expect(answer.headers.get('vary')).toMatch(/Cookie/);
      expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
    }
    expect(second.result.headers.get('etag')).toBe(first.result.headers.get('etag'));
  });

  it('answers If-None-Match with the same tag by 304 without a body, and a changed tag with the answer', async () => {
    const { headers, text } = await get<ProductData>(PRODUCT, { id: productId });
    const etag = headers.get('etag')!;
    const revalidated = await sqlOf(() => get(PRODUCT, { id: productId }, { 'if-none-match': etag }));
    expect(revalidated.result.status).toBe(304);
    expect(revalidated.result.text).toBe('');
    expect(revalidated.statements).toBe(0);
    const other = await get(PRODUCT, { id: productId }, { 'if-none-match': 'W/"otra-version"' });
    expect([other.status, other.text]).toEqual([200, text]);
  });

  it('sends the kept answer compressed once, by brotli or gzip as the client takes it, as it is without Accept-Encoding', async () => {
    const { text } = await get(BRANDS);
    const rawGet = (acceptEncoding: string | null) =>
      new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        const params = new URLSearchParams({ query: BRANDS, variables: '{}' });
        httpRequest(
          `${api.url}/graphql?${params}`,
          {
            headers: {
              'content-type': 'application/json',
              ...(acceptEncoding === null ? {} : { 'accept-encoding': acceptEncoding }),
            },
          },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
          },
        )
          .on('error', reject)
          .end();
      });
    const brotli = await rawGet('gzip, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.body).toString()).toBe(text);
    const gzipped = await rawGet('gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.body).toString()).toBe(text);
    for (const identity of [await rawGet(null), await rawGet('identity'), await rawGet('')]) {
      expect(identity.headers['content-encoding']).toBeUndefined();
      expect(identity.body.toString()).toBe(text);
    }
    // A kept answer carries what every answer carries: its request id and the security headers.
    for (const { headers } of [brotli, gzipped]) {
      expect(headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(headers['content-security-policy']).toContain("default-src 'self'");
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['x-frame-options']).toBe('DENY');
    }
    expect(brotli.headers['x-request-id']).not.toBe(gzipped.headers['x-request-id']);
  });

  it('keeps CSRF prevention: a GET without a preflight-forcing header is refused even when the answer is kept', async () => {
    await get(BRANDS);
    const params = new URLSearchParams({ query: BRANDS, variables: '{}' });
    const simple = await fetch(`${api.url}/graphql?${params}`);
    expect(simple.status).toBe(400);
    expect(await simple.text()).not.toContain('"brands"');
    const preflighted = await fetch(`${api.url}/graphql?${params}`, {
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(preflighted.status).toBe(200);
  });

  it('refuses a mutation sent by GET', async () => {
    const answer = await get<{ signOut: boolean }>('mutation { signOut }');
    expect(answer.status).toBe(405);
    expect(answer.body.data).toBeUndefined();
  });

  const cookieOf = (client: GraphQLClient) => [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  /** The statements of a request that read no table but the sessions and the accounts. */
  const onlyTheSession = (statements: readonly string[]) =>
    statements.filter((statement) => !/"?(sessions|accounts)"?/.test(statement));

  it('answers a signed-in shopper from the kept answers: the session’s statements, no execution, the anonymous bytes', async () => {
    await settled(LIST);
    const anonymous = await get<ListData>(LIST);
    api.queries.reset();
    const shopper = await get<ListData>(LIST, {}, { cookie: cookieOf(customer) });
    // The session with its account (one statement), and nothing of the catalogue: the list was not executed.
    expect(api.queries.count).toBe(1);
    expect(onlyTheSession(api.queries.requestStatements)).toEqual([]);
    expect(api.queries.statements.filter((statement) => /\bFROM "?sessions\b/.test(statement))).toHaveLength(1);
    expect(shopper.status).toBe(200);
    expect(shopper.text).toBe(anonymous.text);
    expect(shopper.headers.get('etag')).toBe(anonymous.headers.get('etag'));
    expect(shopper.headers.get('cache-control')).toBe('public, no-cache');
    expect(shopper.headers.get('vary')).toMatch(/Cookie/);
    expect(shopper.headers.get('set-cookie')).toBeNull();
  });

  it('keeps the session sliding: a shopper answered from the kept answers still touches it once a minute', async () => {
    await settled(LIST);
    const lastSeen = async () =>
      (
        await api.database.dataSource.query(
          `SELECT max(last_seen_at) AS at FROM sessions s JOIN accounts a ON a.id = s.account_id WHERE a.email = $1`,
          [CUSTOMER_EMAIL],
        )
      )[0].at as Date;
    const before = await lastSeen();
    now = new Date(START.getTime() + 2 * 60_000);
    try {
      const touched = await sqlOf(() => get(LIST, {}, { cookie: cookieOf(customer) }));
      expect(touched.result.headers.get('cache-control')).toBe('public, no-cache');
      expect(onlyTheSession(api.queries.requestStatements)).toEqual([]);
      expect((await lastSeen()).getTime()).toBeGreaterThan(before.getTime());
    } finally {
      now = START;
    }
  });

  it('keeps a shopper’s miss and serves it to the next anonymous request, and the other way round', async () => {
    const variables = { first: 3 };
    const QUERY = 'query Few($first: Int!) { products(pageSize: $first) { total items { id name } } }';
    await settled();
    const shopper = await sqlOf(() => get<ListData>(QUERY, variables, { cookie: cookieOf(customer) }));
    expect(onlyTheSession(api.queries.requestStatements).length).toBeGreaterThan(0);
    expect(shopper.result.headers.get('cache-control')).toBe('public, no-cache');
    const anonymous = await sqlOf(() => get<ListData>(QUERY, variables));
    expect(anonymous.statements).toBe(0);
    expect(anonymous.result.text).toBe(shopper.result.text);
  });

  it('never answers the admin from it nor keeps the admin’s answer: the admin sees what is not on sale', async () => {
    await settled(LIST);
    const forAdmin = await sqlOf(() => get<ListData>(LIST, {}, { cookie: cookieOf(admin) }));
    expect(onlyTheSession(api.queries.requestStatements).length).toBeGreaterThan(0);
    expect(forAdmin.result.headers.get('cache-control')).toBe('no-store');
    // Its session was read once, ahead of Apollo, and Apollo's context reused it.
    expect(api.queries.statements.filter((statement) => /\bFROM "?sessions\b/.test(statement))).toHaveLength(1);
    // The admin sees inactive products too; the anonymous answer is not the admin's.
    await api.database.dataSource.query(
      `INSERT INTO products (name, brand_id, original_price_cents, active) VALUES ('Borrador', $1, 5000, false)`,
      [brandId],
    );
    await settled(LIST);
    const anonymous = await get<ListData>(LIST);
    const adminAgain = await get<ListData>(LIST, {}, { cookie: cookieOf(admin) });
    expect(adminAgain.body.data!.products.total).toBeGreaterThan(anonymous.body.data!.products.total);
    // An admin's miss is not kept either: the next anonymous request executes.
    const QUERY = 'query AdminFirst { products(pageSize: 7) { total } }';
    expect((await get<ListData>(QUERY, {}, { cookie: cookieOf(admin) })).body.data!.products.total).toBe(
      adminAgain.body.data!.products.total,
    );
    const next = await sqlOf(() => get<ListData>(QUERY));
    expect(next.statements).toBeGreaterThan(0);
    expect(next.result.body.data!.products.total).toBe(anonymous.body.data!.products.total);
  });

  it('sends a session cookie that is no longer valid to Apollo, as before', async () => {
    await settled(LIST);
    // Not a token at all.
    const malformed = await sqlOf(() => get(LIST, {}, { cookie: 'esencia_session=caducada' }));
    expect(malformed.result.headers.get('cache-control')).toBe('no-store');
    expect(malformed.statements).toBeGreaterThan(0);
    // A real session, idle for longer than allowed: deleted on sight, answered by Apollo (as a guest).
    const idle = await signIn(api, CUSTOMER_EMAIL, CUSTOMER_PASSWORD);
    now = new Date(START.getTime() + 31 * 60_000);
    try {
      const expired = await sqlOf(() => get<ListData>(LIST, {}, { cookie: cookieOf(idle) }));
      expect(expired.result.headers.get('cache-control')).toBe('no-store');
      expect(api.queries.statements.some((statement) => /DELETE FROM "sessions"/i.test(statement))).toBe(true);
      expect(onlyTheSession(api.queries.requestStatements).length).toBeGreaterThan(0);
    } finally {
      now = START;
    }
  });

  it('keeps only allow-listed catalogue reads answered without errors', async () => {
    const uncached = [
      '{ stories { id } }',
      '{ brands { id } me { email } }',
      '{ products(pageSize: 1000) { total } }',
      'query Q { ...Root } fragment Root on Query { brands { id } }',
    ];
    for (const query of uncached) {
      await get(query);
      const again = await get(query);
      // Apollo's own answer, not a kept one: not for shared caches.
      expect({ query, cacheControl: again.headers.get('cache-control') }).toEqual({ query, cacheControl: 'no-store' });
    }
    // The ones that read the database read it again.
    for (const query of uncached.filter((query) => !query.includes('1000'))) {
      expect({ query, statements: (await sqlOf(() => get(query))).statements > 0 }).toEqual({
        query,
        statements: true,
      });
    }
  });

  it('shows the admin’s new price to the very next anonymous request', async () => {
    await get(PRODUCT, { id: productId });
    expect(await priceOf(productId)).toBe(10000);
    await updateProduct(productId, { originalPriceCents: 12000 });
    expect(await priceOf(productId)).toBe(12000);
    // The list too.
    const item = (await get<ListData>(LIST)).body.data!.products.items.find((p) => p.id === productId);
    expect(item?.price.cents).toBe(12000);
  });

  it('shows a promotion the admin starts today, and a product or a brand the admin switches off', async () => {
    await get(PRODUCT, { id: productId });
    await updateProduct(productId, {
      promotion: { isPromoted: true, type: 'PERCENTAGE', discount: 25, startDate: '2026-11-22', endDate: null },
    });
    expect(await priceOf(productId)).toBe(9000);

    const inList = async () =>
      (await get<ListData>(LIST)).body.data!.products.items.some((product) => product.id === productId);
    expect(await inList()).toBe(true);
    await updateProduct(productId, { active: false });
    expect((await get<ProductData>(PRODUCT, { id: productId })).body.data?.product).toBeNull();
    expect(await inList()).toBe(false);
    await updateProduct(productId, { active: true });
    expect(await inList()).toBe(true);

    const brands = async () => (await get<{ brands: { id: string }[] }>(BRANDS)).body.data!.brands.map((b) => b.id);
    expect(await brands()).toContain(brandId);
    const switchedOff = await admin.request<{ updateBrand: { __typename: string } }>(
      'mutation($id: ID!) { updateBrand(id: $id, input: { name: "Casa de Prueba", active: false }) { __typename } }',
      { id: brandId },
    );
    expect(switchedOff.body.data?.updateBrand.__typename).toBe('AdminBrand');
    expect(await brands()).not.toContain(brandId);
    expect(await inList()).toBe(false);
    await admin.request(
      'mutation($id: ID!) { updateBrand(id: $id, input: { name: "Casa de Prueba", active: true }) { __typename } }',
      {
        id: brandId,
      },
    );
    expect(await inList()).toBe(true);
  });

  it('shows the stock an order’s completion took', async () => {
    const stockOf = async () => (await get<ProductData>(PRODUCT, { id: productId })).body.data!.product!.stock;
    const before = await stockOf();
    expect(await stockOf()).toBe(before);
    const placed = await graphqlClient(api.url).request<{ placeOrder: { __typename: string; id?: string } }>(
      `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { __typename ... on Order { id } } }`,
      {
        input: {
          idempotencyKey: 'response-cache-order-1',
          customer: {
            firstName: 'Lucía',
            lastName: 'Quispe Huamán',
            email: 'lucia@correo.pe',
            documentType: 'DNI',
            documentNumber: '45678912',
            phone: '987654321',
          },
          shippingMethod: 'regular',
          paymentMethod: 'izipay',
          lines: [{ productId, quantity: 2 }],
          expectedTotalCents: await shownTotal(api.url, [{ productId, quantity: 2 }], 'izipay'),
        },
      },
    );
    expect(placed.body.data?.placeOrder.__typename).toBe('Order');
    const orderId = placed.body.data!.placeOrder.id!;
    const change = (status: string) =>
      admin.request<{ changeOrderStatus: { __typename: string } }>(
        'mutation($id: ID!, $s: OrderStatus!) { changeOrderStatus(orderId: $id, status: $s) { __typename } }',
        { id: orderId, s: status },
      );
    expect((await change('PROCESSING')).body.data?.changeOrderStatus.__typename).toBe('Order');
    expect(await stockOf()).toBe(before);
    expect((await change('COMPLETED')).body.data?.changeOrderStatus.__typename).toBe('Order');
    expect(await stockOf()).toBe(before - 2);
  });

  it('hears a change committed on another connection (another process, psql) and then answers the new value', async () => {
    await settled(PRODUCT, { id: productId });
    const before = await sqlOf(() => priceOf(productId));
    expect(before.statements).toBe(0);
    // Not through this store: its pool never sees this write; only PostgreSQL's notification tells it.
    await api.database.dataSource.query(
      `UPDATE products SET original_price_cents = 15000, is_promoted = false
      WHERE id = $1`,
      [productId],
    );
    await waitFor(
      async () => (await priceOf(productId)) === 15000,
      5_000,
      () => 'the old price was still served',
    );
  });

  it('is right at 00:00:01 in Lima when a promotion starts or ends at midnight, with no write at all', async () => {
    await api.database.dataSource.query(
      `UPDATE products SET original_price_cents = 10000, is_promoted = true, promotion_type = 'percentage',
       discount = 20, promotion_start_date = '2026-12-01', promotion_end_date = '2026-12-03' WHERE id = $1`,
      [productId],
    );
    // 23:59:59 in Lima the day before it starts (04:59:59 UTC): no discount, and that answer is kept.
    now = new Date('2026-12-01T04:59:59Z');
    await waitFor(async () => (await priceOf(productId)) === 10000, 5_000);
    await settled(PRODUCT, { id: productId });
    expect((await sqlOf(() => priceOf(productId))).result).toBe(10000);
    expect((await sqlOf(() => priceOf(productId))).statements).toBe(0);
    // 00:00:01: the promotion's price, though nothing was written since.
    now = new Date('2026-12-01T05:00:01Z');
    expect(await priceOf(productId)).toBe(8000);
    // Its last day, 23:59:59, kept; then 00:00:01 the day after: the regular price again.
    now = new Date('2026-12-04T04:59:59Z');
    expect(await priceOf(productId)).toBe(8000);
    expect((await sqlOf(() => priceOf(productId))).statements).toBe(0);
    now = new Date('2026-12-04T05:00:01Z');
    expect(await priceOf(productId)).toBe(10000);
    now = START;
  });

  // Last: the listener stays cut (no reconnection within this run).
  it('neither serves nor keeps answers while the listening connection is down', async () => {
    await settled();
    expect((await sqlOf(() => get(BRANDS))).statements).toBe(0);
    const [{ terminated }] = await api.database.dataSource.query(
      `SELECT count(pg_terminate_backend(pid))::int AS terminated FROM pg_stat_activity
       WHERE application_name = $1 AND datname = current_database()`,
      [CATALOGUE_LISTENER_APPLICATION_NAME],
    );
    expect(terminated).toBe(1);
    // Once the store notices, every read goes to the database: nothing kept is served, nothing new is kept.
    await waitFor(async () => (await sqlOf(() => get(BRANDS))).statements > 0, 5_000);
    for (let i = 0; i < 3; i++) expect((await sqlOf(() => get(BRANDS))).statements).toBeGreaterThan(0);
  });
});
