import pino from 'pino';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import {
  CATALOGUE_LISTENER_APPLICATION_NAME,
  PgCatalogueChangeListener,
  type CatalogueChangeEvent,
} from './pg-catalogue-change-listener';

describe('PgCatalogueChangeListener (real PostgreSQL: triggers, LISTEN/NOTIFY, reconnection)', () => {
  let db: TestDatabase;
  let listener: PgCatalogueChangeListener;
  let events: CatalogueChangeEvent[];
  let brandId: string;

  beforeAll(async () => {
    db = await createTestDatabase();
  });
  beforeEach(async () => {
    events = [];
    listener = new PgCatalogueChangeListener(db.url, pino({ level: 'silent' }), {
      reconnectMs: 10,
      maxReconnectMs: 50,
    });
    listener.watch((event) => events.push(event));
    await listener.start();
    expect(events).toEqual(['connected']);
    events.length = 0;
  });
  afterEach(() => listener.close());

  /** Resolves once `condition` holds, checked at once and after each event the listener tells (no polling). */
  const until = (condition: () => boolean) =>
    new Promise<void>((resolve) => {
      if (condition()) return resolve();
      const unwatch = listener.watch(() => {
        if (!condition()) return;
        unwatch();
        resolve();
      });
    });
  afterAll(() => db.drop());

  it('hears one change per committed transaction on every catalogue table, whoever wrote it', async () => {
    const q = (sql: string, params: unknown[] = []) => db.dataSource.query(sql, params);
    [{ id: brandId }] = await q(`INSERT INTO brands (name) VALUES ('Oriental') RETURNING id`);
    await until(() => events.length === 1);
    const [{ id: productId }] = await q(
      `INSERT INTO products (name, brand_id, original_price_cents) VALUES ('Oud', $1, 9000) RETURNING id`,
      [brandId],
    );
    const [{ id: categoryId }] = await q(`INSERT INTO categories (name) VALUES ('Unisex') RETURNING id`);
    await q(`INSERT INTO product_categories (product_id, category_id) VALUES ($1, $2)`, [productId, categoryId]);
    await q(`UPDATE store_settings SET store_name = store_name`);
    await until(() => events.length === 5);
    // Three statements in one transaction: one notification, at commit.
    await db.dataSource.transaction(async (tx) => {
      await tx.query(`UPDATE products SET stock = stock + 1 WHERE id = $1`, [productId]);
      await tx.query(`UPDATE products SET stock = stock + 1 WHERE id = $1`, [productId]);
      await tx.query(`UPDATE brands SET name = 'Oriental' WHERE id = $1`, [brandId]);
    });
    await until(() => events.length === 6);
    // A rolled-back write announces nothing; a write elsewhere neither. A later change proves the silence.
    await db.dataSource
      .transaction(async (tx) => {
        await tx.query(`UPDATE products SET stock = 0 WHERE id = $1`, [productId]);
        throw new Error('rollback');
      })
      .catch(() => undefined);
    await q(`INSERT INTO sign_in_failures (email, ip, at) VALUES ('x@y.pe', '1.2.3.4', now())`);
    await q(`DELETE FROM product_categories`);
    await until(() => events.length === 7);
    expect(events).toEqual(Array(7).fill('changed'));
  });

  it('says when its connection is lost and when it listens again, then hears changes again', async () => {
    await db.dataSource.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database()`,
      [CATALOGUE_LISTENER_APPLICATION_NAME],
    );
    await until(() => events.includes('connected'));
    expect(events.slice(0, 2)).toEqual(['disconnected', 'connected']);
    expect(listener.listening).toBe(true);
    await db.dataSource.query(`UPDATE store_settings SET store_name = store_name`);
    await until(() => events.length === 3);
    expect(events[2]).toBe('changed');
  });
});
