import { Client } from 'pg';
import { DeleteProduct } from '../application/catalog-admin/DeleteProduct';
import { PlaceOrder } from '../application/orders/PlaceOrder';
import { lockWaiters } from '../infrastructure/testing/lock-waiters';
import { GUEST_CUSTOMER } from './testing/orders';
import { shownTotal } from './testing/shown-total';
import { fixedClock, startTestStore, type TestStore } from './testing/test-store';

const NOW = '2026-11-22T15:00:00Z';

let keys = 0;
const newKey = () => `product-race-${++keys}-abcdefghijkl`;

/**
 * Issue 24, item 4: no order without its product. PlaceOrder prices the cart, then stores the order in a
 * transaction that first locks the products it names (FOR KEY SHARE); DeleteProduct locks the product's row
 * (FOR UPDATE) and archives it when an order names it. Each race is pinned with a lock the test holds on its
 * own connection, so both orders of events are played, every time.
 */
describe('deleting a product while an order of it is placed (real PostgreSQL)', () => {
  let api: TestStore;
  let side: Client;
  const db = () => api.database.dataSource;

  beforeAll(async () => {
    api = await startTestStore({ clock: fixedClock(NOW) });
    await db().query(`INSERT INTO brands (name) VALUES ('Esencia')`);
    side = new Client({ connectionString: api.database.url });
    await side.connect();
  }, 60_000);

  afterAll(async () => {
    await side.end();
    await api.stop();
  });

  async function newProduct(): Promise<string> {
    const [row] = await db().query(
      `INSERT INTO products (name, brand_id, original_price_cents, stock)
       SELECT 'Perfume ' || gen_random_uuid(), id, 10000, 5 FROM brands LIMIT 1 RETURNING id`,
    );
    return row.id;
  }

  async function place(productId: string, idempotencyKey: string) {
    const lines = [{ productId, quantity: 1 }];
    return api.store.get(PlaceOrder).execute(
      {
        idempotencyKey,
        form: { ...GUEST_CUSTOMER, shippingMethod: 'regular', paymentMethod: 'yape' },
        invoice: { type: 'boleta' },
        lines,
        expectedTotalCents: await shownTotal(api.url, lines, 'yape'),
      },
      { viewer: null, siteOrigin: 'https://tienda.pe' },
    );
  }
  const remove = (productId: string) => api.store.get(DeleteProduct).execute(productId);
  const orphanLines = async () =>
    (
      await db().query(
        `SELECT count(*)::int AS n FROM order_lines l WHERE NOT EXISTS (SELECT 1 FROM products p WHERE p.id = l.product_id)`,
      )
    )[0].n as number;
  const settled = <T>(promise: Promise<T>) => {
    const state = { done: false };
    void promise.finally(() => (state.done = true));
    return state;
  };

  it('a delete committed between the quote and the order: the order is refused with the corrected cart', async () => {
    const productId = await newProduct();
    const key = newKey();
    // The order's transaction starts by taking its key's lock: held here, the order waits after its quote.
    await side.query('BEGIN');
    await side.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`place-order:${key}`]);
    const placing = place(productId, key);
    const placed = settled(placing);
    await lockWaiters(db());
    expect(placed.done).toBe(false);

    expect(await remove(productId)).toMatchObject({ ok: true, value: { archived: false } });
    await side.query('COMMIT');

    expect(await placing).toMatchObject({
      ok: false,
      error: { code: 'ORDER_STOCK_CHANGED', details: { cart: { lines: [], removed: [{ productId, product: null }] } } },
    });
    expect(await orphanLines()).toBe(0);
  });

  it('an order under way when the delete comes: the delete waits for it, then archives the product', async () => {
    const productId = await newProduct();
    const key = newKey();
    // An uncommitted order row with the same key: the order's own INSERT waits on the unique key, after its locks.
    await side.query('BEGIN');
    await side.query(
      `INSERT INTO orders (id, origin, first_name, last_name, email, document_type, document_number, phone,
         shipping_method, payment_method, subtotal_cents, shipping_cents, commission_cents, total_cents,
         idempotency_key, created_at, updated_at)
       VALUES ('zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz', 'storefront', 'A', 'B', 'a@b.pe', 'DNI', '1', '9', 'regular',
         'yape', 0, 0, 0, 0, $1, now(), now())`,
      [key],
    );
    const placing = place(productId, key);
    await lockWaiters(db());
    const removing = remove(productId);
    const removed = settled(removing);
    await lockWaiters(db(), 2);
    // The product is locked by the order's transaction: the delete cannot decide yet.
    expect(removed.done).toBe(false);

    await side.query('ROLLBACK');
    expect(await placing).toMatchObject({ ok: true, value: { lines: [{ productId }] } });
    expect(await removing).toMatchObject({ ok: true, value: { archived: true } });
    const [row] = await db().query(`SELECT archived_at IS NOT NULL AS archived FROM products WHERE id = $1`, [
      productId,
    ]);
    expect(row).toEqual({ archived: true });
    expect(await orphanLines()).toBe(0);
  });

  it('many deletes and orders at once: every order has its product (archived), or was refused', async () => {
    const products = await Promise.all(Array.from({ length: 20 }, () => newProduct()));
    const outcomes = await Promise.all(
      products.map(async (productId, n) => {
        const [order, deletion] = await Promise.all([
          place(productId, newKey()),
          new Promise((resolve) => setTimeout(resolve, n % 4)).then(() => remove(productId)),
        ]);
        return { order, deletion };
      }),
    );
    for (const { order, deletion } of outcomes) {
      expect(deletion.ok).toBe(true);
      if (!deletion.ok) continue;
      // An order that got in is why the product was archived rather than deleted.
      expect(deletion.value.archived).toBe(order.ok);
      if (!order.ok) expect(order.error.code).toBe('ORDER_STOCK_CHANGED');
    }
    expect(await orphanLines()).toBe(0);
  });
});
