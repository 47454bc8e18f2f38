import pino from 'pino';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { ORDER_CHANGED_CHANNEL } from './channels';
import { ORDER_FEED_APPLICATION_NAME, PgOrderChangeFeed } from './pg-order-change-feed';

/** Collects the ids a subscriber hears and lets a test wait for the next ones. */
function recorder() {
  const heard: string[] = [];
  let waiting: { count: number; resolve: () => void } | null = null;
  return {
    heard,
    listener: (id: string) => {
      heard.push(id);
      if (waiting && heard.length >= waiting.count) waiting.resolve();
    },
    /** Resolves once `count` ids in all have been heard. */
    until(count: number): Promise<string[]> {
      if (heard.length >= count) return Promise.resolve(heard);
      return new Promise((resolve) => {
        waiting = { count, resolve: () => resolve(heard) };
      });
    },
  };
}

describe('PgOrderChangeFeed (real PostgreSQL LISTEN/NOTIFY)', () => {
  let db: TestDatabase;
  const logger = pino({ level: 'silent' });
  const feeds: PgOrderChangeFeed[] = [];

  const startFeed = async () => {
    const feed = new PgOrderChangeFeed(db.url, logger, { reconnectMs: 10, maxReconnectMs: 100 });
    feeds.push(feed);
    await feed.start();
    return feed;
  };
  /** A write elsewhere: a third connection (the pool of the test database) announces the change. */
  const notify = (orderId: string) => db.dataSource.query('SELECT pg_notify($1, $2)', [ORDER_CHANGED_CHANNEL, orderId]);

  /** Live listening connections of this database, once terminated backends have left (they exit asynchronously). */
  const listeningConnections = async (): Promise<number> => {
    const count = async () =>
      (
        await db.dataSource.query(
          `SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database()`,
          [ORDER_FEED_APPLICATION_NAME],
        )
      )[0].n as number;
    let last = await count();
    for (let i = 0; i < 50 && last !== feeds.filter((feed) => feed.listening).length; i++) {
      await db.dataSource.query('SELECT pg_sleep(0.02)');
      last = await count();
    }
    return last;
  };

  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterEach(async () => {
    await Promise.all(feeds.splice(0).map((feed) => feed.close()));
  });
  afterAll(async () => {
    await db.drop();
  });

  it('delivers a change announced by another connection to the subscribers of that order in two processes', async () => {
    const processA = await startFeed();
    const processB = await startFeed();
    const pageOnA = recorder();
    const otherPageOnA = recorder();
    const pageOnB = recorder();
    processA.subscribe(['order-1', 'order-2'], pageOnA.listener);
    processA.subscribe(['order-3'], otherPageOnA.listener);
    processB.subscribe(['order-1'], pageOnB.listener);

    await notify('order-9'); // nobody watches it
    await notify('order-1');
    await notify('order-2');

    // Notifications from one session arrive in order: once order-2 is heard, order-9 would have been too.
    expect(await pageOnA.until(2)).toEqual(['order-1', 'order-2']);
    expect(await pageOnB.until(1)).toEqual(['order-1']);
    await notify('order-3');
    expect(await otherPageOnA.until(1)).toEqual(['order-3']);
    expect(pageOnA.heard).toEqual(['order-1', 'order-2']);
    expect(pageOnB.heard).toEqual(['order-1']);
  });

  it('announces a change committed in a transaction only on commit, and never one rolled back', async () => {
    const feed = await startFeed();
    const page = recorder();
    feed.subscribe(['order-1', 'order-2'], page.listener);

    const runner = db.dataSource.createQueryRunner();
    await runner.startTransaction();
    await runner.query('SELECT pg_notify($1, $2)', [ORDER_CHANGED_CHANNEL, 'order-1']);
    await runner.rollbackTransaction();
    await runner.startTransaction();
    await runner.query('SELECT pg_notify($1, $2)', [ORDER_CHANGED_CHANNEL, 'order-2']);
    await runner.commitTransaction();
    await runner.release();

    expect(await page.until(1)).toEqual(['order-2']);
  });

  it('stops delivering to a subscriber that unsubscribed, and keeps the others', async () => {
    const feed = await startFeed();
    const leaving = recorder();
    const staying = recorder();
    const unsubscribe = feed.subscribe(['order-1'], leaving.listener);
    feed.subscribe(['order-1'], staying.listener);

    await notify('order-1');
    await staying.until(1);
    unsubscribe();
    unsubscribe(); // twice is harmless
    await notify('order-1');

    expect(await staying.until(2)).toEqual(['order-1', 'order-1']);
    expect(leaving.heard).toEqual(['order-1']);
  });

  it('a subscriber that throws does not keep the others from hearing the change', async () => {
    const feed = await startFeed();
    const page = recorder();
    feed.subscribe(['order-1'], () => {
      throw new Error('roto');
    });
    feed.subscribe(['order-1'], page.listener);

    await notify('order-1');

    expect(await page.until(1)).toEqual(['order-1']);
  });

  it('reconnects after its connection is killed, announces every watched order once, and hears new changes', async () => {
    const survivor = await startFeed();
    const bystander = await startFeed();
    const page = recorder();
    const otherProcessPage = recorder();
    survivor.subscribe(['order-1', 'order-2'], page.listener);
    bystander.subscribe(['order-3'], otherProcessPage.listener);

    // Both processes' listening connections are killed (as a database restart or a network cut would).
    const [{ killed }] = await db.dataSource.query(
      `SELECT count(pg_terminate_backend(pid))::int AS killed FROM pg_stat_activity
        WHERE application_name = $1 AND datname = current_database()`,
      [ORDER_FEED_APPLICATION_NAME],
    );
    expect(killed).toBe(2);

    // Changes made while nobody listened are lost by PostgreSQL: the feed announces what it watches instead.
    expect([...(await page.until(2))].sort()).toEqual(['order-1', 'order-2']);
    expect(await otherProcessPage.until(1)).toEqual(['order-3']);
    expect(survivor.listening).toBe(true);

    await notify('order-2');
    expect((await page.until(3))[2]).toBe('order-2');
    expect(await listeningConnections()).toBe(2);
  });

  it('closes its connection and ignores later notifications', async () => {
    const feed = await startFeed();
    const page = recorder();
    feed.subscribe(['order-1'], page.listener);

    await feed.close();

    expect(feed.listening).toBe(false);
    expect(await listeningConnections()).toBe(0);
    await notify('order-1');
    // A second, live feed hears it; the closed one did not.
    const live = await startFeed();
    const livePage = recorder();
    live.subscribe(['order-1'], livePage.listener);
    await notify('order-1');
    await livePage.until(1);
    expect(page.heard).toEqual([]);
  });
});
