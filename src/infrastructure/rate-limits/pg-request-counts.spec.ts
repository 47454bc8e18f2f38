import type { Options, Store } from 'express-rate-limit';
import pino from 'pino';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { PgRequestCounts } from './pg-request-counts';

const MINUTE = 60_000;
const START = Date.UTC(2026, 10, 27, 15, 0, 0);

/** Two server processes' counts on one database: their stores for one limiter, on a clock the test moves. */
describe('PgRequestCounts on PostgreSQL (two processes)', () => {
  let db: TestDatabase;
  let now: number;
  let processes: PgRequestCounts[];

  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db.drop());
  beforeEach(async () => {
    now = START;
    await db.dataSource.query('DELETE FROM request_counts');
  });
  afterEach(async () => {
    await Promise.all(processes.map((process) => process.close()));
  });

  /** A process's store for `limiter`, as express-rate-limit sets it up (a syncing timer the test never waits for). */
  const processStores = (count: number, limit = 10) => {
    processes = Array.from(
      { length: count },
      () => new PgRequestCounts(db.dataSource, pino({ level: 'silent' }), 3_600_000, () => now),
    );
    return processes.map((process) => {
      const store = process.store('graphql');
      void store.init?.({ windowMs: MINUTE, limit } as Options);
      return store;
    });
  };
  const hits = async (store: Store, client: string, times: number) => {
    let total = 0;
    for (let i = 0; i < times; i++) total = (await store.increment(client)).totalHits;
    return total;
  };

  it('a client at its limit on one process is at it on the other: the first request there reads the shared count', async () => {
    const [a, b] = processStores(2);
    expect(await hits(a!, '198.51.100.7', 10)).toBe(10);
    await processes[0]!.sync();
    // Before, each process counted in its own memory: 1 of 10 here, ten more let through.
    expect(await hits(b!, '198.51.100.7', 1)).toBe(11);
    // Another client, and the same client in another limiter, are counted apart.
    expect(await hits(b!, '203.0.113.40', 1)).toBe(1);
    expect(await hits(processes[1]!.store('receipt-uploads'), '198.51.100.7', 1)).toBe(1);
  });

  it('a client near its limit on one process learns what the other let through, without sending it anything', async () => {
    const [a, b] = processStores(2);
    expect(await hits(a!, '198.51.100.7', 5)).toBe(5);
    await processes[0]!.sync();
    expect(await hits(b!, '198.51.100.7', 2)).toBe(7);
    await processes[1]!.sync();
    // Five of ten is near the limit: the process reads the sum again at each sync, hits there or not.
    await processes[0]!.sync();
    expect(await a!.get!('198.51.100.7')).toMatchObject({ totalHits: 7 });
    expect(await hits(a!, '198.51.100.7', 4)).toBe(11);
    // A client far from its limit is not read again: 2 of 10 on the other process stays unknown here until it
    // sends something (its next hit, within half a second, adds and reads).
    await hits(b!, '203.0.113.40', 2);
    await processes[1]!.sync();
    await hits(a!, '203.0.113.40', 1);
    await processes[0]!.sync();
    expect(await a!.get!('203.0.113.40')).toMatchObject({ totalHits: 3 });
  });

  it('many hits synced at once from both processes lose none (one statement per sync, no deadlock)', async () => {
    const [a, b] = processStores(2, 1_000);
    const clients = Array.from({ length: 50 }, (_, i) => `192.0.2.${i}`);
    await Promise.all(clients.map((client) => hits(a!, client, 1)));
    await Promise.all(clients.map((client) => hits(b!, client, 1)));
    for (let round = 0; round < 4; round++) {
      for (const client of clients) {
        await a!.increment(client);
        await b!.increment(client);
      }
      await Promise.all([processes[0]!.sync(), processes[1]!.sync()]);
    }
    const rows: { hits: number }[] = await db.dataSource.query('SELECT hits FROM request_counts ORDER BY client');
    expect(rows.map((row) => row.hits)).toEqual(clients.map(() => 10));
  });

  it('a new window starts from nothing, on both processes, when the first one ends', async () => {
    const [a, b] = processStores(2);
    await hits(a!, '198.51.100.7', 10);
    await processes[0]!.sync();
    now += MINUTE;
    expect(await hits(b!, '198.51.100.7', 1)).toBe(1);
    expect(await hits(a!, '198.51.100.7', 1)).toBe(2);
    expect((await a!.increment('198.51.100.7')).resetTime).toEqual(new Date(START + 2 * MINUTE));
  });

  it('while PostgreSQL cannot be reached each process goes on counting on its own, and adds its hits once it can', async () => {
    const [a] = processStores(1);
    await db.dataSource.query('ALTER TABLE request_counts RENAME TO request_counts_away');
    try {
      expect(await hits(a!, '198.51.100.7', 4)).toBe(4);
      await processes[0]!.sync();
    } finally {
      await db.dataSource.query('ALTER TABLE request_counts_away RENAME TO request_counts');
    }
    await processes[0]!.sync();
    expect(await db.dataSource.query('SELECT client, hits FROM request_counts')).toEqual([
      { client: '198.51.100.7', hits: 4 },
    ]);
  });
});
