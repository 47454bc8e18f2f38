import type { ClientRateLimitInfo, IncrementResponse, Options, Store } from 'express-rate-limit';
import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';

/** How often a process adds what it counted to the shared counts and reads their sums back. */
export const REQUEST_COUNT_SYNC_MS = 500;

/** Rows whose window ended are deleted at most this often (by whichever process syncs). */
const CLEAN_UP_EVERY_MS = 60_000;

/** One client's count in one limiter, as this process knows it. */
interface Count {
  readonly limiter: string;
  readonly client: string;
  /** The sum of every process's hits as last read (this process's synced ones included). */
  shared: number;
  /** This process's hits not yet added to the shared count. */
  pending: number;
  /** When the window ends (epoch ms): the shared row's once synced, else this process's first hit's. */
  resetAt: number;
  /** From this many hits (half the limit) the client is near it: its sum is read back at every sync, hits or not. */
  readonly hotFrom: number;
  hot: boolean;
}

/**
 * Requests per client counted across every server process, for express-rate-limit (`store(limiter)`): two
 * processes behind a round-robin proxy let an address through its limit, not twice it.
 *
 * A client's first request in a window on this process waits for one statement: its hit is added to the shared
 * count and the sum read back (what the other processes counted). After that each process counts in memory and,
 * every `REQUEST_COUNT_SYNC_MS` while it has counted something, adds its hits in ONE statement for all clients and
 * reads the sums back, also those of clients near their limit that sent it nothing since (what the others let
 * through). A request is judged on the sum as last read plus this process's own hits since: exact within one
 * process; across processes, what the others let through in the last half second may pass too. A flood costs
 * PostgreSQL two statements a second per process, not one per request; a shopper, one statement a minute.
 *
 * The table is UNLOGGED (migration RequestCounts): counts of the current windows, not data to keep; a crash of
 * PostgreSQL empties it, which forgives a minute. While PostgreSQL cannot be reached each process goes on counting
 * on its own (its hits are added when it comes back).
 */
export class PgRequestCounts {
  private readonly counts = new Map<string, Count>();
  private timer: NodeJS.Timeout | null = null;
  private syncing: Promise<void> | null = null;
  private next: Promise<void> | null = null;
  private cleaning: Promise<void> | null = null;
  private lastCleanUp = 0;
  private failing = false;
  private closed = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly logger: Logger,
    private readonly syncMs = REQUEST_COUNT_SYNC_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /** express-rate-limit's store for one limiter (its name keeps its counts apart from the other limiters'). */
  store(limiter: string): Store {
    let windowMs = 60_000;
    let hotFrom = Number.POSITIVE_INFINITY;
    return {
      localKeys: false,
      get: (client: string): ClientRateLimitInfo | undefined => {
        const count = this.current(limiter, client);
        return count && { totalHits: count.shared + count.pending, resetTime: new Date(count.resetAt) };
      },
      init: (options: Options) => {
        windowMs = options.windowMs;
        if (typeof options.limit === 'number') hotFrom = Math.ceil(options.limit / 2);
      },
      increment: (client: string): Promise<IncrementResponse> => this.increment(limiter, client, windowMs, hotFrom),
      decrement: (client: string) => {
        const count = this.current(limiter, client);
        if (count) count.pending -= 1;
      },
      resetKey: async (client: string) => {
        this.counts.delete(keyOf(limiter, client));
        await this.dataSource.query('DELETE FROM request_counts WHERE limiter = $1 AND client = $2', [limiter, client]);
      },
    };
  }

  /** Adds what is still pending and stops syncing (the server's stop). */
  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.sync();
    await this.cleaning;
  }

  /**
   * Adds every pending hit to the shared counts and reads their sums back (and those of clients near their limit):
   * a sync under way is awaited, then one that starts after it, so every hit counted before the call is in.
   */
  sync(): Promise<void> {
    this.next ??= (this.syncing ?? Promise.resolve()).then(() => {
      this.next = null;
      this.syncing = this.addPending().finally(() => {
        this.syncing = null;
      });
      return this.syncing;
    });
    return this.next;
  }

  private async increment(
    limiter: string,
    client: string,
    windowMs: number,
    hotFrom: number,
  ): Promise<IncrementResponse> {
    const now = this.now();
    const key = keyOf(limiter, client);
    let count = this.counts.get(key);
    const firstSeen = !count || count.resetAt <= now;
    if (!count || firstSeen) {
      count = { limiter, client, shared: 0, pending: 0, resetAt: now + windowMs, hotFrom, hot: false };
      this.counts.set(key, count);
    }
    count.pending += 1;
    // New here: what the other processes counted is read first (the client may be at its limit on another).
    if (firstSeen) await this.sync();
    else this.schedule();
    const totalHits = count.shared + count.pending;
    count.hot = totalHits >= count.hotFrom;
    return { totalHits, resetTime: new Date(count.resetAt) };
  }

  private current(limiter: string, client: string): Count | undefined {
    const count = this.counts.get(keyOf(limiter, client));
    return count && count.resetAt > this.now() ? count : undefined;
  }

  private schedule(): void {
    if (this.timer || this.closed) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.sync();
    }, this.syncMs);
    this.timer.unref();
  }

  private async addPending(): Promise<void> {
    const now = this.now();
    const batch: { count: Count; hits: number }[] = [];
    for (const [key, count] of this.counts) {
      if (count.resetAt <= now) this.counts.delete(key);
      else if (count.pending > 0 || count.hot) batch.push({ count, hits: count.pending });
    }
    if (batch.length === 0) return;
    // One lock order for every process (by limiter, then client): two processes' batches never deadlock.
    batch.sort((a, b) => compare(a.count.limiter, b.count.limiter) || compare(a.count.client, b.count.client));
    try {
      // A row whose window ended starts a new one with these hits; otherwise they are added to it.
      const rows: { limiter: string; client: string; hits: number; reset_at: Date }[] = await this.dataSource.query(
        `INSERT INTO request_counts AS c (limiter, client, hits, reset_at)
           SELECT * FROM unnest($1::text[], $2::text[], $3::int[], $4::timestamptz[])
         ON CONFLICT (limiter, client) DO UPDATE SET
           hits = CASE WHEN c.reset_at <= $5 THEN EXCLUDED.hits ELSE c.hits + EXCLUDED.hits END,
           reset_at = CASE WHEN c.reset_at <= $5 THEN EXCLUDED.reset_at ELSE c.reset_at END
         RETURNING limiter, client, hits, reset_at`,
        [
          batch.map(({ count }) => count.limiter),
          batch.map(({ count }) => count.client),
          batch.map(({ hits }) => hits),
          batch.map(({ count }) => new Date(count.resetAt)),
          new Date(now),
        ],
      );
      const synced = new Map(rows.map((row) => [keyOf(row.limiter, row.client), row]));
      for (const { count, hits } of batch) {
        const row = synced.get(keyOf(count.limiter, count.client));
        // A window that ended here meanwhile is a new count: the sums read belong to the old one.
        if (!row || this.counts.get(keyOf(count.limiter, count.client)) !== count) continue;
        count.pending -= hits;
        count.shared = row.hits;
        count.resetAt = row.reset_at.getTime();
        count.hot = count.shared + count.pending >= count.hotFrom;
      }
      if (this.failing) this.logger.info('Los límites por dirección vuelven a contarse entre todos los procesos');
      this.failing = false;
      if (now - this.lastCleanUp >= CLEAN_UP_EVERY_MS) {
        this.lastCleanUp = now;
        // Not awaited: a client's first request waits for its count, not for old rows to go.
        this.cleaning = this.dataSource.query('DELETE FROM request_counts WHERE reset_at <= $1', [new Date(now)]).then(
          () => undefined,
          (error: unknown) => this.logger.warn({ err: error }, 'No se pudieron borrar los conteos vencidos'),
        );
      }
    } catch (error) {
      // Kept pending: added at the next sync. Meanwhile each process judges on what it knows.
      if (!this.failing) {
        this.logger.warn(
          { err: error },
          'Los límites por dirección se cuentan solo en este proceso: la base de datos no responde',
        );
      }
      this.failing = true;
    } finally {
      // Hits a failed sync kept are tried again, and clients near their limit read again (new hits schedule their own).
      if (batch.some(({ count }) => count.pending > 0 || count.hot)) this.schedule();
    }
  }
}

const keyOf = (limiter: string, client: string) => `${limiter}\u0000${client}`;
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
