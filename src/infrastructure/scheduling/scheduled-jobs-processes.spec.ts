import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { anOrder, orderLine, productId } from '../../domain/order/testing/order-fixtures';
import { TypeOrmUnitOfWork } from '../database/typeorm-unit-of-work';
import { CryptoSecretGenerator } from '../identity/crypto-secret-generator';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';

const SCRIPT = path.join(__dirname, 'testing', 'scheduler-process.ts');
const INTERVAL_MS = 400;
/** Each run lasts this long, so the other process's tick often finds the lock taken. */
const JOB_MS = 60;

interface Tick {
  pid: number;
  outcome: 'ran' | 'busy' | 'done' | 'failed';
  slot: number;
}

/**
 * "Runs once across several server processes": two processes, each with its
 * own PostgreSQL pool and scheduler, on one database, ticking on the same
 * slot boundaries. Every slot's job runs exactly once (counted by the job's
 * own rows), whichever process wins, and the expired story is switched off at
 * start-up.
 */
describe('the story expiry scheduler across two processes on one database', () => {
  const env = schedulerDatabase();

  it('runs the job exactly once per slot and switches the expired story off after start-up', async () => {
    const [{ id: expiredId }] = await env.db.dataSource.query(
      `INSERT INTO stories (title, description, image_key, active, expires_at)
       VALUES ('Vencida', 'd', 'stories/1-image-x.webp', true, now() - interval '1 hour') RETURNING id`,
    );
    const [{ id: runningId }] = await env.db.dataSource.query(
      `INSERT INTO stories (title, description, image_key, active, expires_at)
       VALUES ('Vigente', 'd', 'stories/1-image-y.webp', true, now() + interval '1 hour') RETURNING id`,
    );

    const processes = [startProcess(env.db.url), startProcess(env.db.url)];
    env.children.push(...processes.map((p) => p.child));
    await Promise.all(processes.map((p) => p.started));

    const states = await env.db.dataSource.query(`SELECT id, active FROM stories`);
    expect(states).toEqual(
      expect.arrayContaining([
        { id: expiredId, active: false },
        { id: runningId, active: true },
      ]),
    );

    // Let both processes tick through several slots (under load a process may miss a tick: wait for three
    // slots both of them ticked rather than for a fixed time).
    const slotsTickedByBoth = () =>
      [...new Set(processes.flatMap((p) => p.ticks).map((t) => t.slot))].filter((slot) =>
        processes.every((p) => p.ticks.some((t) => t.slot === slot)),
      );
    await waitFor(async () => {
      const [{ slots }] = await env.db.dataSource.query(
        `SELECT count(DISTINCT slot)::int AS slots FROM scheduler_test_runs`,
      );
      return slots >= 6 && slotsTickedByBoth().length >= 3;
    }, 40_000);
    for (const p of processes) p.child.kill('SIGTERM');
    expect(await Promise.all(processes.map((p) => p.exited))).toEqual([0, 0]);

    const runs: { slot: string; pid: number; expired: number }[] = await env.db.dataSource.query(
      `SELECT slot, pid, expired FROM scheduler_test_runs ORDER BY slot`,
    );
    const ticks = processes.flatMap((p) => p.ticks);
    // Exactly one run per slot, and it is the one a process reported as 'ran'.
    const ranSlots = ticks.filter((t) => t.outcome === 'ran').map((t) => t.slot);
    expect(runs.map((run) => Number(run.slot))).toEqual([...ranSlots].sort((a, b) => a - b));
    expect(new Set(ranSlots).size).toBe(ranSlots.length);
    // Both processes ticked in every slot after start-up; the one that did not run skipped (lock busy or done).
    const tickedByBoth = slotsTickedByBoth();
    expect(tickedByBoth.length).toBeGreaterThanOrEqual(3);
    for (const slot of tickedByBoth) {
      const outcomes = ticks.filter((t) => t.slot === slot).map((t) => t.outcome);
      expect(outcomes.filter((o) => o === 'ran')).toHaveLength(1);
      expect(outcomes.every((o) => o === 'ran' || o === 'busy' || o === 'done')).toBe(true);
    }
    // The expired story was switched off once, by the first run.
    expect(runs.reduce((total, run) => total + run.expired, 0)).toBe(1);
    expect(runs[0]!.expired).toBe(1);
  }, 90_000);
});

/**
 * Issue 24: expired stock holds are released by the same runner, once across processes. Two processes start
 * on a database with three held orders already over and one still running: each expired order's units go back
 * exactly once (one 'hold-expired' movement per product, `held` down by its units), the running one keeps its.
 */
describe('the release of expired stock holds across two processes on one database', () => {
  const env = schedulerDatabase();

  it('releases each expired hold once, whichever process runs, and leaves the running one', async () => {
    await aPerfume(env.db, 7);
    await env.db.dataSource.query(
      `INSERT INTO stock_movements (product_id, reason, stock_delta, held_delta, stock_after, held_after, at)
       VALUES ($1, 'opening-balance', 10, 0, 10, 0, now()), ($1, 'hold-placed', 0, 7, 10, 7, now())`,
      [productId(1)],
    );
    const secrets = new CryptoSecretGenerator();
    const expired: string[] = [];
    const uow = new TypeOrmUnitOfWork(env.db.dataSource);
    for (const [units, minutes] of [
      [1, -90],
      [2, -30],
      [3, -1],
      [1, 60],
    ] as const) {
      const order = anOrder({
        id: secrets.identifier(),
        lines: [orderLine(1, units)],
        stockHold: { until: new Date(Date.now() + minutes * 60_000), state: 'active' },
      });
      await uow.run((tx) => tx.orders.insert(order, { key: `key-${order.id}`, fingerprint: 'f' }));
      if (minutes < 0) expired.push(order.id);
    }

    expect(await totalOfFourSlots(env, 'holds')).toBe(3);
    const releases: { order_id: string; held_delta: number }[] = await env.db.dataSource.query(
      `SELECT order_id, held_delta FROM stock_movements WHERE reason = 'hold-expired' ORDER BY held_delta`,
    );
    expect(releases.map((r) => r.order_id).sort()).toEqual([...expired].sort());
    expect(releases.map((r) => r.held_delta)).toEqual([-3, -2, -1]);
    const [product] = await env.db.dataSource.query(
      `SELECT p.stock, p.held, sum(m.held_delta)::int AS held_sum FROM products p
         JOIN stock_movements m ON m.product_id = p.id WHERE p.id = $1 GROUP BY p.id`,
      [productId(1)],
    );
    expect(product).toEqual({ stock: 10, held: 1, held_sum: 1 });
    const states: { state: string }[] = await env.db.dataSource.query(
      `SELECT hold_state AS state FROM orders ORDER BY hold_until`,
    );
    expect(states.map((s) => s.state)).toEqual(['expired', 'expired', 'expired', 'active']);
  }, 60_000);
});

/**
 * Issue 26: the saved-cart reminders run on the same runner, once across processes. Two processes start on a
 * database with a signed-in shopper's cart untouched for 25 hours: exactly one reminder is queued, whichever
 * process runs, and the cart is abandoned once.
 */
describe('the saved-cart reminders across two processes on one database', () => {
  const env = schedulerDatabase();

  it('queues one reminder for the abandoned cart, whichever process runs', async () => {
    await aPerfume(env.db, 0);
    const [{ id: accountId }] = await env.db.dataSource.query(
      `INSERT INTO accounts (email, password_hash, confirmed_at) VALUES ('ana@correo.pe', 'x', now()) RETURNING id`,
    );
    await env.db.dataSource.query(
      `INSERT INTO saved_cart_lines (account_id, product_id, quantity, position) VALUES ($1, $2, 2, 0)`,
      [accountId, productId(1)],
    );
    await env.db.dataSource.query(
      `INSERT INTO saved_carts (account_id, status, touched_at) VALUES ($1, 'active', now() - interval '25 hours')`,
      [accountId],
    );

    expect(await totalOfFourSlots(env, 'carts')).toBe(1);
    const mail = await env.db.dataSource.query(
      `SELECT recipient, subject FROM mail_outbox WHERE category = 'cart-reminder'`,
    );
    expect(mail).toEqual([{ recipient: 'ana@correo.pe', subject: expect.stringMatching(/^Tu carrito te espera en /) }]);
    const abandonments = await env.db.dataSource.query(
      `SELECT reminded_at IS NOT NULL AS reminded FROM cart_abandonments`,
    );
    expect(abandonments).toEqual([{ reminded: true }]);
    const [cart] = await env.db.dataSource.query(`SELECT status FROM saved_carts`);
    expect(cart).toEqual({ status: 'abandoned' });
  }, 60_000);
});

/**
 * A fresh database (with the table the child processes record their runs in) for one describe, and the
 * processes it starts, killed at its end.
 */
function schedulerDatabase(): { db: TestDatabase; children: ChildProcess[] } {
  const env = { db: undefined as unknown as TestDatabase, children: [] as ChildProcess[] };
  beforeAll(async () => {
    env.db = await createTestDatabase();
    await env.db.dataSource.query(
      `CREATE TABLE scheduler_test_runs (slot bigint NOT NULL, pid integer NOT NULL, expired integer NOT NULL)`,
    );
  });
  afterAll(async () => {
    for (const child of env.children) if (child.exitCode === null) child.kill('SIGKILL');
    await env.db.drop();
  });
  return env;
}

/** Product 1: a S/ 100 perfume of brand Esencia with 10 units, `held` of them held. */
async function aPerfume(db: TestDatabase, held: number): Promise<void> {
  await db.dataSource.query(`INSERT INTO brands (name) VALUES ('Esencia')`);
  await db.dataSource.query(
    `INSERT INTO products (id, name, brand_id, original_price_cents, stock, held)
     SELECT $1, 'Perfume', id, 10000, 10, $2 FROM brands LIMIT 1`,
    [productId(1), held],
  );
}

/**
 * Two processes running the job of `kind` on the describe's database through four slots, stopped cleanly: what
 * their runs did in all (holds released, reminders queued), whichever process ran each slot.
 */
async function totalOfFourSlots(
  env: { db: TestDatabase; children: ChildProcess[] },
  kind: 'holds' | 'carts',
): Promise<number> {
  const processes = [startProcess(env.db.url, kind), startProcess(env.db.url, kind)];
  env.children.push(...processes.map((p) => p.child));
  await Promise.all(processes.map((p) => p.started));
  await waitFor(async () => {
    const [{ slots }] = await env.db.dataSource.query(
      `SELECT count(DISTINCT slot)::int AS slots FROM scheduler_test_runs`,
    );
    return slots >= 4;
  }, 20_000);
  for (const p of processes) p.child.kill('SIGTERM');
  expect(await Promise.all(processes.map((p) => p.exited))).toEqual([0, 0]);
  const [{ total }] = await env.db.dataSource.query(
    `SELECT coalesce(sum(expired), 0)::int AS total FROM scheduler_test_runs`,
  );
  return total;
}

function startProcess(databaseUrl: string, kind: 'stories' | 'holds' | 'carts' = 'stories') {
  const child = spawn(
    process.execPath,
    ['-r', '@swc-node/register', SCRIPT, databaseUrl, String(INTERVAL_MS), String(JOB_MS), kind],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const ticks: Tick[] = [];
  let output = '';
  let markStarted!: () => void;
  const started = new Promise<void>((resolve) => (markStarted = resolve));
  let buffered = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    buffered += chunk.toString();
    const lines = buffered.split('\n');
    buffered = lines.pop()!;
    for (const line of lines) {
      output += `${line}\n`;
      if (line === 'started') markStarted();
      else if (line.startsWith('{')) ticks.push(JSON.parse(line) as Tick);
    }
  });
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  void exited.then((code) => {
    if (code !== 0) console.error(`scheduler process exited with ${code}:\n${output}`);
  });
  return { child, ticks, started, exited };
}

async function waitFor(condition: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
