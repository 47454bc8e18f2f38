import type { DataSource } from 'typeorm';
import { AdjustProductStock } from '../../application/catalog-admin/AdjustProductStock';
import type { Viewer } from '../../application/identity/viewer';
import { ChangeOrderStatus } from '../../application/orders/ChangeOrderStatus';
import { ReleaseExpiredHolds } from '../../application/orders/ReleaseExpiredHolds';
import { moveStock } from '../../application/stock/move-stock';
import { TestClock } from '../../application/testing/in-memory-identity';
import { anOrder, orderLine, productId } from '../../domain/order/testing/order-fixtures';
import type { Order } from '../../domain/order/order';
import { holdPlaced } from '../../domain/order/stock-hold';
import { createDataSource } from '../database/data-source';
import { TypeOrmUnitOfWork } from '../database/typeorm-unit-of-work';
import { CryptoSecretGenerator } from '../identity/crypto-secret-generator';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { TypeOrmStockMovementQueries } from './typeorm-product-stock';
import { testOrderStatusMail } from '../../application/testing/store-settings-fixture';

/** The store's origin in the order e-mails' links. */
const SITE = 'https://tienda.pe';

/**
 * The stock ledger on real PostgreSQL, with two pools on one database (two server processes): every change to
 * a product's units is a `stock_movements` row written in the same transaction, so after any mix of
 * concurrent completions and − / + clicks, for every product, stock = the sum of its deltas, and each row's
 * `stock_after` is the running sum.
 */
describe('the stock ledger (real PostgreSQL, two pools)', () => {
  let db: TestDatabase;
  let pools: [DataSource, DataSource];
  let units: [TypeOrmUnitOfWork, TypeOrmUnitOfWork];
  let admin: Viewer;
  const clock = new TestClock(new Date('2026-11-22T15:00:00Z'));
  const secrets = new CryptoSecretGenerator();
  let productNumber = 1000;

  beforeAll(async () => {
    db = await createTestDatabase();
    pools = [createDataSource({ url: db.url, poolSize: 8 }), createDataSource({ url: db.url, poolSize: 8 })];
    await Promise.all(pools.map((pool) => pool.initialize()));
    units = [new TypeOrmUnitOfWork(pools[0]), new TypeOrmUnitOfWork(pools[1])];
    const [account] = await pools[0].query(
      `INSERT INTO accounts (email, password_hash, role, confirmed_at) VALUES ('duena@esencia.pe', 'x', 'admin', now())
       RETURNING id`,
    );
    admin = { accountId: account.id, sessionId: 's', email: 'duena@esencia.pe', role: 'admin' };
    await pools[0].query(`INSERT INTO brands (name) VALUES ('Esencia')`);
  }, 30_000);

  afterAll(async () => {
    await Promise.all(pools.map((pool) => pool.destroy()));
    await db.drop();
  });

  const adjust = (pool: 0 | 1, n: number, delta: number) =>
    new AdjustProductStock(units[pool], clock).execute(productId(n), delta, admin);

  /** A product with `stock` units, its opening in the ledger (as the − and + buttons would write it). */
  async function newProduct(stock: number): Promise<number> {
    const n = ++productNumber;
    await pools[0].query(
      `INSERT INTO products (id, name, brand_id, original_price_cents, stock)
       SELECT $1, $2, id, 10000, 0 FROM brands LIMIT 1`,
      [productId(n), `Perfume ${n}`],
    );
    if (stock > 0) await adjust(0, n, stock);
    return n;
  }
  const stockOf = async (n: number): Promise<number> =>
    (await pools[0].query(`SELECT stock FROM products WHERE id = $1`, [productId(n)]))[0].stock;

  /** An order (processing unless told); `holdUntil` makes it a held one, its units set aside as PlaceOrder does. */
  async function storeOrder(
    lines: Order['lines'],
    holdUntil?: Date,
    status: Order['status'] = 'processing',
  ): Promise<Order> {
    const stockHold = holdUntil ? { until: holdUntil, state: 'active' as const } : null;
    const order = anOrder({ id: secrets.identifier(), status, lines, stockHold });
    await units[0].run(async (tx) => {
      await tx.stock.lockForOrder(
        lines.map((line) => line.productId),
        { holding: stockHold !== null },
      );
      await tx.orders.insert(order, { key: `key-${order.id}`, fingerprint: 'f' });
      await moveStock(tx, holdPlaced(order, clock.now()));
    });
    return order;
  }
  const complete = (pool: 0 | 1, order: Order) =>
    new ChangeOrderStatus(units[pool], clock, testOrderStatusMail()).execute(
      { orderId: order.id, status: 'completed' },
      admin,
      SITE,
    );

  /** Products whose units disagree with their ledger: their sum, or a row's running sum. */
  async function ledgerDisagreements(ids: readonly string[]) {
    return pools[0].query(
      `SELECT p.id, p.stock, p.held,
              COALESCE(sum(m.stock_delta), 0)::int AS stock_sum, COALESCE(sum(m.held_delta), 0)::int AS held_sum
         FROM products p LEFT JOIN stock_movements m ON m.product_id = p.id
        WHERE p.id = ANY($1::uuid[])
        GROUP BY p.id
       HAVING p.stock <> COALESCE(sum(m.stock_delta), 0) OR p.held <> COALESCE(sum(m.held_delta), 0)
       UNION ALL
       SELECT product_id, stock_after, held_after, running_stock::int, running_held::int FROM (
         SELECT product_id, stock_after, held_after,
                sum(stock_delta) OVER (PARTITION BY product_id ORDER BY id) AS running_stock,
                sum(held_delta) OVER (PARTITION BY product_id ORDER BY id) AS running_held
           FROM stock_movements WHERE product_id = ANY($1::uuid[])) chain
        WHERE stock_after <> running_stock OR held_after <> running_held`,
      [ids],
    );
  }

  it('loses no click when two processes press − and + at once, never goes below 0, and logs each one', async () => {
    const n = await newProduct(200);
    // 200 units: no interleaving of the 100 takes can reach 0, so the sum must come back exact.
    const clicks = Array.from({ length: 50 }, (_, i) => [
      adjust(0, n, i % 2 ? 1 : -1),
      adjust(1, n, i % 2 ? -1 : 1),
      adjust(0, n, 1),
      adjust(1, n, -1),
    ]).flat();
    expect((await Promise.all(clicks)).every((result) => result.ok)).toBe(true);
    expect(await stockOf(n)).toBe(200);
    const ledger = new TypeOrmStockMovementQueries(pools[0].manager);
    expect((await ledger.forProduct(productId(n), { offset: 0, limit: 1 })).total).toBe(1 + 200);

    await pools[0].query(`UPDATE products SET stock = 5 WHERE id = $1`, [productId(n)]);
    await pools[0].query(
      `INSERT INTO stock_movements (product_id, reason, stock_delta, held_delta, stock_after, held_after, at)
       VALUES ($1, 'admin-adjustment', -195, 0, 5, 0, now())`,
      [productId(n)],
    );
    const drains = await Promise.all(Array.from({ length: 50 }, (_, i) => adjust((i % 2) as 0 | 1, n, -1)));
    expect(drains.every((result) => result.ok && result.value.stock >= 0)).toBe(true);
    expect(await stockOf(n)).toBe(0);
    // Only the five clicks that took a unit are in the ledger.
    expect((await ledger.forProduct(productId(n), { offset: 0, limit: 1 })).total).toBe(1 + 200 + 1 + 5);
    expect(await ledgerDisagreements([productId(n)])).toEqual([]);
  });

  it('after concurrent completions and clicks on both processes, every product’s stock is the sum of its ledger', async () => {
    const products = await Promise.all([newProduct(30), newProduct(12), newProduct(3)]);
    const [a, b, c] = products as [number, number, number];
    const orders = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        storeOrder(i % 2 ? [orderLine(a, 2), orderLine(b, 1)] : [orderLine(c, 1), orderLine(a, 1)]),
      ),
    );
    const work = [
      ...orders.map((order, i) => complete((i % 2) as 0 | 1, order)),
      ...Array.from({ length: 40 }, (_, i) => adjust((i % 2) as 0 | 1, products[i % 3]!, i % 4 === 0 ? 2 : -1)),
    ];
    const outcomes = await Promise.all(work);

    // Refusals are the stock's (never a lost update or a deadlock).
    for (const outcome of outcomes) if (!outcome.ok) expect(outcome.error.code).toBe('STOCK_INSUFFICIENT');
    expect(outcomes.slice(0, orders.length).filter((outcome) => outcome.ok).length).toBeGreaterThan(0);
    expect(await ledgerDisagreements(products.map(productId))).toEqual([]);
    const [{ completed }] = await pools[0].query(
      `SELECT count(*)::int AS completed FROM orders WHERE id = ANY($1) AND status = 'completed'`,
      [orders.map((order) => order.id)],
    );
    const [{ sales }] = await pools[0].query(
      `SELECT count(DISTINCT order_id)::int AS sales FROM stock_movements
        WHERE reason = 'order-completed' AND order_id = ANY($1)`,
      [orders.map((order) => order.id)],
    );
    expect(sales).toBe(completed);
  });

  it('after concurrent completions, cancellations, expiries of held orders and clicks, stock and held are the ledger’s', async () => {
    const products = await Promise.all([newProduct(40), newProduct(15), newProduct(6)]);
    const [a, b, c] = products as [number, number, number];
    const soon = new Date(clock.now().getTime() + 3600_000);
    const past = new Date(clock.now().getTime() - 60_000);
    // Every third held order is a pending one whose time ran out: the scheduler's to release (or a cancellation's);
    // the processing ones keep their units until completed or cancelled, even one whose time ran out.
    const expiring = (i: number) => i % 3 === 0;
    const held = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        storeOrder(
          i % 2 ? [orderLine(a, 2), orderLine(c, 1)] : [orderLine(b, 1)],
          expiring(i) || i === 4 ? past : soon,
          expiring(i) ? 'pending' : 'processing',
        ),
      ),
    );
    const unheld = await Promise.all(
      Array.from({ length: 12 }, (_, i) => storeOrder(i % 2 ? [orderLine(a, 1)] : [orderLine(c, 1), orderLine(b, 2)])),
    );
    const cancel = (pool: 0 | 1, order: Order) =>
      new ChangeOrderStatus(units[pool], clock, testOrderStatusMail()).execute(
        { orderId: order.id, status: 'cancelled' },
        admin,
        SITE,
      );
    const work: Promise<{ ok: boolean; error?: { code: string } }>[] = [
      ...held.map((order, i) =>
        i % 4 === 1
          ? cancel((i % 2) as 0 | 1, order)
          : expiring(i)
            ? Promise.resolve({ ok: true })
            : complete((i % 2) as 0 | 1, order),
      ),
      ...unheld.map((order, i) => complete(((i + 1) % 2) as 0 | 1, order)),
      ...Array.from({ length: 30 }, (_, i) => adjust((i % 2) as 0 | 1, products[i % 3]!, i % 3 === 0 ? 1 : -1)),
      new ReleaseExpiredHolds(units[1], clock).execute().then(() => ({ ok: true })),
      new ReleaseExpiredHolds(units[0], clock).execute().then(() => ({ ok: true })),
    ];
    const outcomes = await Promise.all(work);
    // A completion may find too few units; a − that would take the stock under the units held is refused.
    for (const outcome of outcomes) {
      if (!outcome.ok) expect(['STOCK_INSUFFICIENT', 'STOCK_BELOW_HELD']).toContain(outcome.error?.code);
    }
    const underHeld = await db.dataSource.query(`SELECT id FROM products WHERE id = ANY($1::uuid[]) AND stock < held`, [
      products.map(productId),
    ]);
    expect(underHeld).toEqual([]);

    expect(await ledgerDisagreements(products.map(productId))).toEqual([]);
    // What is still held is exactly what the orders with an active hold hold.
    const [{ mismatches }] = await pools[0].query(
      `SELECT count(*)::int AS mismatches FROM products p
        WHERE p.id = ANY($1::uuid[]) AND p.held <> COALESCE((SELECT sum(l.quantity) FROM order_lines l
          JOIN orders o ON o.id = l.order_id WHERE l.product_id = p.id AND o.hold_state = 'active'), 0)`,
      [products.map(productId)],
    );
    expect(mismatches).toBe(0);
    // Every held order ended its hold one way: converted by a completion, released, expired, or still waiting.
    const holdStates: { state: string; status: string }[] = await pools[0].query(
      `SELECT hold_state AS state, status FROM orders WHERE id = ANY($1)`,
      [held.map((order) => order.id)],
    );
    for (const { state, status } of holdStates) {
      if (status === 'completed') expect(state).toBe('converted');
      if (status === 'cancelled') expect(state).toBe('released');
      if (status === 'pending') expect(state).toBe('expired');
      if (status === 'processing') expect(state).toBe('active');
    }
  });
});
