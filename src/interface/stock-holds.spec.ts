import { Client, type Notification } from 'pg';
import type { Viewer } from '../application/identity/viewer';
import { ChangeOrderStatus } from '../application/orders/ChangeOrderStatus';
import { PlaceOrder, type PlaceOrderError } from '../application/orders/PlaceOrder';
import type { Order } from '../domain/order/order';
import type { OrderStatus } from '../domain/order/order-status';
import type { Result } from '../domain/shared/result';
import { CATALOGUE_CHANGED_CHANNEL } from '../infrastructure/events/channels';
import { waitFor } from './testing/server-process';
import { GUEST_CUSTOMER } from './testing/orders';
import { shownTotal } from './testing/shown-total';
import { fixedClock, startTestStore, type TestStore } from './testing/test-store';

const NOW = '2026-11-22T15:00:00Z';
const PRODUCT = 'query Product($id: ID!) { product(id: $id) { id stock } }';

let keys = 0;
const newKey = () => `stock-hold-${++keys}-abcdefghijkl`;

/**
 * Issue 24, item 3, on real PostgreSQL with two server processes on one database: Yape holds an order's units
 * for 2 h, Plin holds nothing. Held units are never sold twice, whatever the interleaving of placements and
 * completions on both processes; a cancellation gives them back; with holds off nothing changes (no write to
 * the products, no catalogue notification, the cached answers stay). The stock ledger agrees with every
 * product at the end.
 */
describe('stock holds by payment method (two processes, real PostgreSQL)', () => {
  let a: TestStore;
  let b: TestStore;
  let admin: Viewer;
  const db = () => a.database.dataSource;

  beforeAll(async () => {
    a = await startTestStore({ clock: fixedClock(NOW) });
    b = await startTestStore({ clock: fixedClock(NOW), database: a.database });
    await db().query(`INSERT INTO brands (name) VALUES ('Esencia')`);
    const [account] = await db().query(
      `INSERT INTO accounts (email, password_hash, role, confirmed_at) VALUES ('duena@esencia.pe', 'x', 'admin', now())
       RETURNING id`,
    );
    admin = { accountId: account.id, sessionId: 's', email: 'duena@esencia.pe', role: 'admin' };
  }, 60_000);

  afterAll(async () => {
    await b.stop();
    await a.stop();
  });

  const holds = (hours: { yape: number; plin: number }) =>
    db().query(`UPDATE store_settings SET stock_hold_hours = $1`, [JSON.stringify(hours)]);

  async function newProduct(stock: number): Promise<string> {
    const [row] = await db().query(
      `INSERT INTO products (name, brand_id, original_price_cents, stock)
       SELECT 'Perfume ' || gen_random_uuid(), id, 10000, $1 FROM brands LIMIT 1 RETURNING id`,
      [stock],
    );
    await db().query(
      `INSERT INTO stock_movements (product_id, reason, stock_delta, held_delta, stock_after, held_after, at)
       VALUES ($1, 'opening-balance', $2, 0, $2, 0, now())`,
      [row.id, stock],
    );
    return row.id;
  }

  async function place(
    store: TestStore,
    productId: string,
    paymentMethod: 'yape' | 'plin',
  ): Promise<Result<Order, PlaceOrderError>> {
    const lines = [{ productId, quantity: 1 }];
    return store.store.get(PlaceOrder).execute(
      {
        idempotencyKey: newKey(),
        form: { ...GUEST_CUSTOMER, shippingMethod: 'regular', paymentMethod },
        invoice: { type: 'boleta' },
        lines,
        expectedTotalCents: await shownTotal(store.url, lines, paymentMethod),
      },
      { viewer: null, siteOrigin: 'https://tienda.pe' },
    );
  }
  const change = (store: TestStore, orderId: string, status: OrderStatus) =>
    store.store.get(ChangeOrderStatus).execute({ orderId, status }, admin, 'https://tienda.pe');
  const unitsOf = async (productId: string): Promise<{ stock: number; held: number }> =>
    (await db().query(`SELECT stock, held FROM products WHERE id = $1`, [productId]))[0];
  const ledgerOf = async (productId: string): Promise<{ stock: number; held: number }> =>
    (
      await db().query(
        `SELECT sum(stock_delta)::int AS stock, sum(held_delta)::int AS held FROM stock_movements WHERE product_id = $1`,
        [productId],
      )
    )[0];
  const stores = () => [a, b] as const;

  it('never sells a held unit twice: 5 units, 12 held orders and 6 unheld ones on two processes at once', async () => {
    await holds({ yape: 2, plin: 0 });
    const productId = await newProduct(5);

    const placements = await Promise.all([
      ...Array.from({ length: 12 }, (_, i) => place(stores()[i % 2]!, productId, 'yape')),
      ...Array.from({ length: 6 }, (_, i) => place(stores()[i % 2]!, productId, 'plin')),
    ]);
    const held = placements.slice(0, 12).flatMap((r) => (r.ok ? [r.value] : []));
    const unheld = placements.slice(12).flatMap((r) => (r.ok ? [r.value] : []));
    for (const refused of placements.filter((r) => !r.ok)) {
      expect(refused).toMatchObject({ ok: false, error: { code: 'ORDER_STOCK_CHANGED' } });
    }
    // Every unit is held once, by one order each.
    expect(held).toHaveLength(5);
    expect(held.every((order) => order.stockHold?.state === 'active')).toBe(true);
    expect(unheld.every((order) => order.stockHold === null)).toBe(true);
    expect(await unitsOf(productId)).toEqual({ stock: 5, held: 5 });
    // Nothing is left for a new order, held or not.
    expect(await place(a, productId, 'plin')).toMatchObject({ ok: false, error: { code: 'ORDER_STOCK_CHANGED' } });

    // Every order is processed, then all are completed at once on both processes.
    for (const order of [...held, ...unheld]) expect((await change(a, order.id, 'processing')).ok).toBe(true);
    const completions = await Promise.all(
      [...unheld, ...held].map((order, i) => change(stores()[i % 2]!, order.id, 'completed')),
    );
    const completed = completions.filter((r) => r.ok);
    expect(completed).toHaveLength(5);
    expect(completed.every((r) => r.ok && r.value.stockHold?.state === 'converted')).toBe(true);
    for (const refused of completions.filter((r) => !r.ok)) {
      expect(refused).toMatchObject({ ok: false, error: { code: 'STOCK_INSUFFICIENT' } });
    }
    expect(await unitsOf(productId)).toEqual({ stock: 0, held: 0 });
    expect(await ledgerOf(productId)).toEqual({ stock: 0, held: 0 });
  });

  it('a cancelled held order gives its units back; the order says until when they were held', async () => {
    await holds({ yape: 2, plin: 0 });
    const productId = await newProduct(1);
    const first = await place(a, productId, 'yape');
    if (!first.ok) throw new Error(first.error.code);
    expect(first.value.stockHold).toEqual({ until: new Date('2026-11-22T17:00:00Z'), state: 'active' });
    expect(await place(b, productId, 'yape')).toMatchObject({ ok: false, error: { code: 'ORDER_STOCK_CHANGED' } });

    const { body } = await a.graphql<{ order: { stockHeldUntil: string | null } }>(
      `query($id: ID!) { order(id: $id) { stockHeldUntil } }`,
      { id: first.value.id },
    );
    expect(body.data?.order.stockHeldUntil).toBe('2026-11-22T17:00:00.000Z');

    expect(await change(b, first.value.id, 'cancelled')).toMatchObject({
      ok: true,
      value: { stockHold: { state: 'released' } },
    });
    expect(await unitsOf(productId)).toEqual({ stock: 1, held: 0 });
    const again = await a.graphql<{ order: { stockHeldUntil: string | null } }>(
      `query($id: ID!) { order(id: $id) { stockHeldUntil } }`,
      { id: first.value.id },
    );
    expect(again.body.data?.order.stockHeldUntil).toBeNull();
    expect(await place(b, productId, 'yape')).toMatchObject({ ok: true });
    expect(await ledgerOf(productId)).toEqual(await unitsOf(productId));
  });

  describe('the anonymous catalogue reads and their cache', () => {
    let listener: Client;
    const heard: Notification[] = [];

    beforeAll(async () => {
      listener = new Client({ connectionString: a.database.url });
      await listener.connect();
      listener.on('notification', (message) => heard.push(message));
      await listener.query(`LISTEN ${CATALOGUE_CHANGED_CHANNEL}`);
      await listener.query('LISTEN test_marker');
    });
    afterAll(() => listener.end());

    const get = async (productId: string) => {
      const params = new URLSearchParams({ query: PRODUCT, variables: JSON.stringify({ id: productId }) });
      const response = await fetch(`${a.url}/graphql?${params}`, { headers: { 'content-type': 'application/json' } });
      return ((await response.json()) as { data: { product: { stock: number } } }).data.product.stock;
    };
    /** A repeated read now: its stock, and whether the cache answered it (no SQL). */
    const cached = async (productId: string) => {
      await get(productId);
      a.queries.reset();
      const stock = await get(productId);
      // Only the product's own read counts: the process's background workers (the mail outbox delivering the
      // order's e-mail, the scheduler) run statements of their own meanwhile.
      return { stock, fromCache: !a.queries.statements.some((sql) => /\bproducts\b/.test(sql)) };
    };
    /** Once the notifications of the writes so far have arrived (each clears the cache): the cached stock. */
    const settled = async (productId: string) => {
      let last = { stock: -1, fromCache: false };
      await waitFor(
        async () => (last = await cached(productId)).fromCache,
        5_000,
        () => 'never served from cache',
      );
      return last.stock;
    };
    /**
     * Catalogue notifications committed by `work`. PostgreSQL delivers notifications in commit order, so once a
     * marker sent after `work` has arrived, every notification `work` committed has arrived before it.
     */
    const notificationsOf = async (work: () => Promise<unknown>) => {
      const marked = async () => {
        const payload = String(Math.random());
        await db().query(`SELECT pg_notify('test_marker', $1)`, [payload]);
        await waitFor(async () => heard.some((m) => m.channel === 'test_marker' && m.payload === payload), 5_000);
      };
      await marked(); // nothing pending before
      heard.length = 0;
      await work();
      await marked();
      return heard.filter((m) => m.channel === CATALOGUE_CHANGED_CHANNEL).length;
    };

    it('with holds off, placing an order writes nothing a shopper reads: no notification, the cached answer stays', async () => {
      await holds({ yape: 0, plin: 0 });
      const productId = await newProduct(3);
      expect(await settled(productId)).toBe(3);

      expect(await notificationsOf(() => place(b, productId, 'yape'))).toBe(0);

      expect(await cached(productId)).toEqual({ stock: 3, fromCache: true });
      expect(await unitsOf(productId)).toEqual({ stock: 3, held: 0 });
      const [{ movements }] = await db().query(
        `SELECT count(*)::int AS movements FROM stock_movements WHERE product_id = $1 AND reason <> 'opening-balance'`,
        [productId],
      );
      expect(movements).toBe(0);
    });

    it('a hold placed in another process clears the cached answer: shoppers see the units that are left', async () => {
      await holds({ yape: 2, plin: 0 });
      const productId = await newProduct(3);
      expect(await settled(productId)).toBe(3);

      expect(await notificationsOf(() => place(b, productId, 'yape'))).toBe(1);

      // Cleared by the notification, the cache keeps the new answer: the units nobody holds.
      expect(await settled(productId)).toBe(2);
      // The admin's product screen shows the stock on hand and the held units.
      const [row] = await db().query(`SELECT stock, held FROM products WHERE id = $1`, [productId]);
      expect(row).toEqual({ stock: 3, held: 1 });
    });
  });
});
