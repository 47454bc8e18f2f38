/** Anything that runs a query: a pool, a DataSource, a client. */
interface Queryable {
  query(sql: string, parameters?: unknown[]): Promise<{ n: number }[]>;
}

/**
 * Resolves once `count` sessions of this database wait for a lock (row, key, advisory): a race test holds a lock
 * on its own connection and waits for the blocked statement itself instead of sleeping and hoping it got there.
 */
export async function lockWaiters(db: Queryable, count = 1, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await db.query(
      `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
    );
    if (row!.n >= count) return;
    if (Date.now() > deadline) throw new Error(`${count} sessions waiting for a lock never came (${row!.n})`);
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
}
