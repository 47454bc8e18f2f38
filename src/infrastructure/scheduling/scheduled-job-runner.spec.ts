import pino from 'pino';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { QueryCounter } from '../database/query-counter';
import { ScheduledJobRunner, type JobTick, type ScheduledJob } from './scheduled-job-runner';

const HOUR = 3_600_000;
/** A wall clock the test moves: slots are whole hours from here. */
const START = Date.UTC(2026, 10, 22, 15, 0, 0);

describe('ScheduledJobRunner on PostgreSQL', () => {
  let db: TestDatabase;
  let logs: { level: number; msg: string; job?: string; error?: string }[];
  const logger = () => pino({ level: 'debug' }, { write: (line: string) => void logs.push(JSON.parse(line)) });

  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db.drop());
  beforeEach(async () => {
    logs = [];
    await db.dataSource.query(`DELETE FROM scheduled_jobs`);
  });

  const counting = (name: string, intervalMs = HOUR) => {
    const slots: number[] = [];
    const job: ScheduledJob = {
      name,
      intervalMs,
      run: async ({ slot }) => {
        slots.push(slot);
        return { expired: slots.length };
      },
    };
    return { job, slots };
  };

  it('runs each job at start-up, once per slot, and remembers the last run', async () => {
    let now = START + 10 * 60_000;
    const { job, slots } = counting('cuenta');
    const runner = new ScheduledJobRunner(db.dataSource, logger(), [job], { now: () => now });
    await runner.start();
    try {
      const slot = Math.floor(now / HOUR);
      expect(slots).toEqual([slot]);
      expect(await runner.tick('cuenta')).toMatchObject({ outcome: 'done', slot });
      now += HOUR;
      expect(await runner.tick('cuenta')).toMatchObject({ outcome: 'ran', slot: slot + 1, result: { expired: 2 } });
      expect(slots).toEqual([slot, slot + 1]);

      const [status] = runner.status();
      expect(status).toMatchObject({
        name: 'cuenta',
        intervalMs: HOUR,
        lastTick: { outcome: 'ran', slot: slot + 1 },
        lastRun: { outcome: 'ran', slot: slot + 1, at: new Date(now), result: { expired: 2 } },
        lastFailure: null,
        counts: { ran: 2, done: 1, busy: 0, failed: 0 },
      });
      const rows = await db.dataSource.query(
        `SELECT name, last_slot::int AS slot, last_result AS result, last_error FROM scheduled_jobs`,
      );
      expect(rows).toEqual([{ name: 'cuenta', slot: slot + 1, result: { expired: 2 }, last_error: null }]);
    } finally {
      await runner.stop();
    }
  });

  it('skips a tick while another runner holds the job’s lock, and a slot another runner already ran', async () => {
    const now = () => START;
    let finish!: () => void;
    const started: string[] = [];
    const slow: ScheduledJob = {
      name: 'lenta',
      intervalMs: HOUR,
      run: () => {
        started.push('a');
        return new Promise<void>((resolve) => (finish = resolve));
      },
    };
    const other: ScheduledJob = { ...slow, run: async () => void started.push('b') };
    // Two runners, each on its own pool connections, like two server processes.
    const a = new ScheduledJobRunner(db.dataSource, logger(), [slow], { now });
    const b = new ScheduledJobRunner(db.dataSource, logger(), [other], { now });
    const first = a.tick('lenta');
    await waitFor(() => started.length === 1);

    expect(await b.tick('lenta')).toMatchObject({ outcome: 'busy' });
    finish();
    expect(await first).toMatchObject({ outcome: 'ran' });
    expect(await b.tick('lenta')).toMatchObject({ outcome: 'done' });
    expect(started).toEqual(['a']);
  });

  it("runs its jobs as background work: a statement counter leaves a job's statements out of a request's", async () => {
    const queries = new QueryCounter();
    const counted = await createTestDatabase({ logger: queries });
    try {
      const job: ScheduledJob = {
        name: 'historias',
        intervalMs: HOUR,
        // A job's own work reads tables a request reads too (stories, orders, products).
        run: () => counted.dataSource.query(`SELECT count(*) FROM pg_class WHERE relname = 'historias'`),
      };
      const runner = new ScheduledJobRunner(counted.dataSource, logger(), [job], { now: () => START });
      queries.reset();
      await counted.dataSource.query(`SELECT 'la petición'`);
      expect(await runner.tick('historias')).toMatchObject({ outcome: 'ran' });
      expect(queries.statements.some((sql) => sql.includes('pg_class'))).toBe(true);
      expect(queries.requestStatements).toEqual([`SELECT 'la petición'`]);
      expect(queries.count).toBe(1);
    } finally {
      await counted.drop();
    }
  });

  it('logs a failed run and lets the same slot run again, in this process or another', async () => {
    let fail = true;
    const job: ScheduledJob = {
      name: 'fragil',
      intervalMs: HOUR,
      run: async () => {
        if (fail) throw new Error('la base de datos no responde');
        return 'ok';
      },
    };
    const runner = new ScheduledJobRunner(db.dataSource, logger(), [job], { now: () => START });

    const failed = await runner.tick('fragil');

    expect(failed).toMatchObject({ outcome: 'failed', error: 'la base de datos no responde' });
    expect(runner.status()[0]).toMatchObject({ lastFailure: failed, lastRun: null, counts: { failed: 1 } });
    expect(logs).toContainEqual(
      expect.objectContaining({ level: 50, job: 'fragil', error: 'la base de datos no responde' }),
    );
    expect(await db.dataSource.query(`SELECT last_slot, last_error FROM scheduled_jobs`)).toEqual([
      { last_slot: null, last_error: 'la base de datos no responde' },
    ]);
    fail = false;
    expect(await runner.tick('fragil')).toMatchObject({ outcome: 'ran', result: 'ok' });
  });

  it('stops once the run under way has finished', async () => {
    let finish!: () => void;
    let running = false;
    const job: ScheduledJob = {
      name: 'en-curso',
      intervalMs: HOUR,
      run: () => {
        running = true;
        return new Promise<void>((resolve) => (finish = resolve));
      },
    };
    const runner = new ScheduledJobRunner(db.dataSource, logger(), [job], { now: () => START });
    const tick = runner.tick('en-curso');
    await waitFor(() => running);
    let stopped = false;
    const stopping = runner.stop().then(() => (stopped = true));
    // A database round trip gives stop every chance to finish if it did not wait for the run.
    await db.dataSource.query('SELECT 1');
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(await tick).toMatchObject({ outcome: 'ran' });
  });

  it('ticks at every slot boundary on the real clock, and not after stop', async () => {
    const { job, slots } = counting('rapida', 250);
    const ticks: JobTick[] = [];
    const runner = new ScheduledJobRunner(db.dataSource, logger(), [job], {
      onTick: (_name, tick) => ticks.push(tick),
    });
    await runner.start();
    await waitFor(() => slots.length >= 4);
    const cleared = jest.spyOn(global, 'clearTimeout');
    await runner.stop();

    // One run per slot, slots moving forward (a timer fired late on a busy machine may skip one, never repeat it).
    expect(slots).toEqual([...new Set(slots)].sort((a, b) => a - b));
    expect(ticks.map((tick) => tick.outcome)).toEqual(slots.map(() => 'ran'));
    // Stop cancels the next tick's timer rather than leaving it to fire.
    expect(cleared).toHaveBeenCalled();
    cleared.mockRestore();
  });
});

/** Waits for the condition itself, yielding to I/O between checks (jest's timeout bounds it). */
async function waitFor(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setImmediate(resolve));
}
