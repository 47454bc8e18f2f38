import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import { asBackgroundWork } from '../database/background-work';

/** A periodic piece of work, e.g. switching expired stories off. */
export interface ScheduledJob {
  /** Unique; names the job's advisory lock and its row in `scheduled_jobs`. */
  readonly name: string;
  /** Its period; runs are aligned on multiples of it since the epoch ("slots"). */
  readonly intervalMs: number;
  /** The work (told which slot it runs for); what it answers is logged and remembered as the run's result. */
  run(tick: { readonly slot: number; readonly at: Date }): Promise<unknown>;
}

/** What one process's tick of a job did. */
export type JobTickOutcome =
  | 'ran'
  /** Another process holds the job's lock right now (it is running it). */
  | 'busy'
  /** This slot already ran, in this process or another. */
  | 'done'
  | 'failed';

export interface JobTick {
  readonly outcome: JobTickOutcome;
  readonly slot: number;
  readonly at: Date;
  readonly durationMs?: number;
  readonly result?: unknown;
  readonly error?: string;
}

/** Per job, in this process: the last tick, the last run it made, the last failure, and counts (for metrics). */
export interface JobStatus {
  readonly name: string;
  readonly intervalMs: number;
  readonly lastTick: JobTick | null;
  readonly lastRun: JobTick | null;
  readonly lastFailure: JobTick | null;
  readonly counts: { readonly [O in JobTickOutcome]: number };
}

export interface ScheduledJobRunnerOptions {
  /** Wall-clock milliseconds deciding the slot (tests may shift it). */
  readonly now?: () => number;
  /** Told of every tick's outcome (metrics, tests). */
  readonly onTick?: (job: string, tick: JobTick) => void;
}

/** Advisory lock namespace of the scheduled jobs ('ESNC'): the second key is the job name's hash. */
const LOCK_NAMESPACE = 0x45534e43;
/** Ticks fire this long after a slot begins, so a clock read at the tick is safely inside the new slot. */
const TICK_DELAY_MS = 25;

/**
 * Runs each job at start-up and then at every multiple of its interval, at
 * most once per slot across every server process on the database:
 *
 * 1. a transaction takes `pg_try_advisory_xact_lock` on the job; when another
 *    process holds it (running the job right now) the tick is skipped;
 * 2. under the lock, the job's `scheduled_jobs.last_slot` tells whether this
 *    slot already ran (a process whose timer fired a little later skips it);
 * 3. the job runs, then its slot and result are written and the lock is
 *    released by the commit. A failed run is logged and recorded without
 *    taking the slot, so another process's tick in the same slot retries it.
 *
 * Ticks of one job never overlap in a process; stop() cancels the timers and
 * waits for the runs under way.
 */
export class ScheduledJobRunner {
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly running = new Map<string, Promise<JobTick>>();
  private readonly statuses = new Map<string, JobStatus>();
  private readonly now: () => number;
  private readonly onTick: (job: string, tick: JobTick) => void;
  private stopped = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly logger: Logger,
    private readonly jobs: readonly ScheduledJob[],
    options: ScheduledJobRunnerOptions = {},
  ) {
    this.now = options.now ?? Date.now;
    this.onTick = options.onTick ?? (() => undefined);
    for (const job of jobs) {
      if (!(job.intervalMs > 0)) throw new Error(`Scheduled job ${job.name}: interval must be positive`);
      this.statuses.set(job.name, {
        name: job.name,
        intervalMs: job.intervalMs,
        lastTick: null,
        lastRun: null,
        lastFailure: null,
        counts: { ran: 0, busy: 0, done: 0, failed: 0 },
      });
    }
  }

  /** Runs every job's start-up tick (waiting for them), then schedules the next ticks. */
  async start(): Promise<void> {
    await Promise.all(this.jobs.map((job) => this.tick(job)));
    for (const job of this.jobs) this.schedule(job);
  }

  /** One tick of a job now (tests, an admin action); a tick already under way is joined. */
  tick(job: ScheduledJob | string): Promise<JobTick> {
    const target = typeof job === 'string' ? this.jobs.find((candidate) => candidate.name === job) : job;
    if (!target) return Promise.reject(new Error(`Unknown scheduled job ${String(job)}`));
    const under = this.running.get(target.name);
    if (under) return under;
    // The job's statements are not those of whatever request or test is running meanwhile (asBackgroundWork).
    const ticking = asBackgroundWork(() => this.runTick(target)).finally(() => this.running.delete(target.name));
    this.running.set(target.name, ticking);
    return ticking;
  }

  /** Every job's status in this process. */
  status(): JobStatus[] {
    return [...this.statuses.values()];
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    await Promise.allSettled([...this.running.values()]);
  }

  private schedule(job: ScheduledJob): void {
    if (this.stopped) return;
    const now = this.now();
    const delay = job.intervalMs - (now % job.intervalMs) + TICK_DELAY_MS;
    const timer = setTimeout(() => {
      void this.tick(job).finally(() => this.schedule(job));
    }, delay);
    timer.unref();
    this.timers.set(job.name, timer);
  }

  private async runTick(job: ScheduledJob): Promise<JobTick> {
    const at = new Date(this.now());
    const slot = Math.floor(at.getTime() / job.intervalMs);
    let tick: JobTick;
    try {
      tick = await this.underLock(job, slot, at);
    } catch (error) {
      // The database itself failed (lock or bookkeeping); the next tick tries again.
      tick = { outcome: 'failed', slot, at, error: errorText(error) };
    }
    this.remember(job, tick);
    this.onTick(job.name, tick);
    if (tick.outcome === 'failed') {
      this.logger.error({ job: job.name, slot, error: tick.error }, 'Falló la tarea programada');
    } else if (tick.outcome === 'ran') {
      this.logger.debug({ job: job.name, slot, ms: tick.durationMs, result: tick.result }, 'Tarea programada');
    }
    return tick;
  }

  private async underLock(job: ScheduledJob, slot: number, at: Date): Promise<JobTick> {
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    try {
      await runner.startTransaction();
      try {
        const [lock]: { locked: boolean }[] = await runner.query(`SELECT pg_try_advisory_xact_lock($1, $2) AS locked`, [
          LOCK_NAMESPACE,
          lockKey(job.name),
        ]);
        if (!lock?.locked) {
          await runner.rollbackTransaction();
          return { outcome: 'busy', slot, at };
        }
        const [row]: { last_slot: string | null }[] = await runner.query(
          `SELECT last_slot FROM scheduled_jobs WHERE name = $1`,
          [job.name],
        );
        if (row?.last_slot !== null && row?.last_slot !== undefined && Number(row.last_slot) >= slot) {
          await runner.rollbackTransaction();
          return { outcome: 'done', slot, at };
        }
        const started = performance.now();
        let tick: JobTick;
        try {
          const result = await job.run({ slot, at });
          const durationMs = Math.round(performance.now() - started);
          tick = { outcome: 'ran', slot, at, durationMs, result };
          await runner.query(
            `INSERT INTO scheduled_jobs (name, last_slot, last_run_at, last_duration_ms, last_result)
             VALUES ($1, $2, $3, $4, $5)
             ON CONFLICT (name) DO UPDATE SET last_slot = EXCLUDED.last_slot, last_run_at = EXCLUDED.last_run_at,
               last_duration_ms = EXCLUDED.last_duration_ms, last_result = EXCLUDED.last_result`,
            [job.name, slot, at, durationMs, JSON.stringify(result ?? null)],
          );
        } catch (error) {
          tick = { outcome: 'failed', slot, at, error: errorText(error) };
          await runner.query(
            `INSERT INTO scheduled_jobs (name, last_failed_at, last_error) VALUES ($1, $2, $3)
             ON CONFLICT (name) DO UPDATE SET last_failed_at = EXCLUDED.last_failed_at, last_error = EXCLUDED.last_error`,
            [job.name, at, tick.error],
          );
        }
        await runner.commitTransaction();
        return tick;
      } catch (error) {
        if (runner.isTransactionActive) await runner.rollbackTransaction().catch(() => undefined);
        throw error;
      }
    } finally {
      await runner.release();
    }
  }

  private remember(job: ScheduledJob, tick: JobTick): void {
    const previous = this.statuses.get(job.name)!;
    this.statuses.set(job.name, {
      ...previous,
      lastTick: tick,
      lastRun: tick.outcome === 'ran' ? tick : previous.lastRun,
      lastFailure: tick.outcome === 'failed' ? tick : previous.lastFailure,
      counts: { ...previous.counts, [tick.outcome]: previous.counts[tick.outcome] + 1 },
    });
  }
}

/** A stable signed 32-bit key per job name (FNV-1a), for the two-key advisory lock. */
export function lockKey(name: string): number {
  let hash = 0x811c9dc5;
  for (const byte of Buffer.from(name, 'utf8')) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193);
  }
  return hash | 0;
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
