import type { Pool } from 'pg';
import type { Logger } from 'pino';
import { Gauge, type Registry } from 'prom-client';
import type { DataSource } from 'typeorm';

export interface OperationalMetricsSources {
  readonly dataSource: DataSource;
  /** The scheduled jobs this process runs (their names label the job gauges). */
  readonly jobNames: readonly string[];
  readonly logger: Logger;
}

interface OutboxRow {
  pending: string;
  retrying: string;
  failed: string;
  oldest_age_seconds: number | null;
}

interface JobRow {
  name: string;
  last_run_at: Date | null;
  last_duration_ms: number | null;
  last_failed_at: Date | null;
}

/** What one scrape reads from the database, once for all its gauges. */
interface DatabaseReading {
  readonly outbox: OutboxRow;
  readonly jobs: readonly JobRow[];
}

/**
 * The store's own gauges on `registry`, read when /metrics is scraped: the TypeORM pg pool's connections,
 * the mail outbox (shared by every process: what waits, what is being retried, what was given up) and the
 * scheduled jobs' last run from `scheduled_jobs` (whichever process ran them). When the database does not
 * answer, `esencia_metrics_database_up` is 0 and the outbox and job gauges are left out of that scrape.
 */
export function registerOperationalMetrics(registry: Registry, sources: OperationalMetricsSources): void {
  const registers = [registry];
  const pool = () => (sources.dataSource.driver as unknown as { master?: Pool }).master;
  // One reading per scrape: the gauges are collected together, and share the query under way.
  let reading: Promise<DatabaseReading | null> | null = null;
  const read = (): Promise<DatabaseReading | null> =>
    (reading ??= readDatabase(sources)
      .catch(() => null)
      .finally(() => (reading = null)));

  new Gauge({
    name: 'esencia_db_pool_connections',
    help: 'Connections of the database pool by state: open in all, idle, and requests waiting for one',
    labelNames: ['state'] as const,
    registers,
    collect() {
      const current = pool();
      this.set({ state: 'total' }, current?.totalCount ?? 0);
      this.set({ state: 'idle' }, current?.idleCount ?? 0);
      this.set({ state: 'waiting' }, current?.waitingCount ?? 0);
    },
  });
  new Gauge({
    name: 'esencia_db_pool_max_connections',
    help: 'Most connections the database pool opens',
    registers,
    collect() {
      this.set(pool()?.options.max ?? 0);
    },
  });

  new Gauge({
    name: 'esencia_metrics_database_up',
    help: '1 when the database answered the last scrape, 0 when it did not',
    registers,
    async collect() {
      this.set((await read()) ? 1 : 0);
    },
  });
  new Gauge({
    name: 'esencia_mail_outbox_messages',
    help: 'Mail outbox: pending (not sent yet, retries included), retrying (an attempt failed) and failed (given up)',
    labelNames: ['state'] as const,
    registers,
    async collect() {
      this.reset();
      const outbox = (await read())?.outbox;
      if (!outbox) return;
      this.set({ state: 'pending' }, Number(outbox.pending));
      this.set({ state: 'retrying' }, Number(outbox.retrying));
      this.set({ state: 'failed' }, Number(outbox.failed));
    },
  });
  new Gauge({
    name: 'esencia_mail_outbox_oldest_pending_age_seconds',
    help: 'Age of the oldest message still waiting to be sent (0 when none waits)',
    registers,
    async collect() {
      this.reset();
      const outbox = (await read())?.outbox;
      if (outbox) this.set(Number(outbox.oldest_age_seconds ?? 0));
    },
  });

  const jobGauge = (name: string, help: string, value: (row: JobRow) => number | null) =>
    new Gauge({
      name,
      help,
      labelNames: ['job'] as const,
      registers,
      async collect() {
        this.reset();
        const jobs = (await read())?.jobs;
        for (const row of jobs ?? []) {
          const sample = value(row);
          if (sample !== null && sources.jobNames.includes(row.name)) this.set({ job: row.name }, sample);
        }
      },
    });
  const seconds = (date: Date | null) => (date ? date.getTime() / 1000 : null);
  jobGauge(
    'esencia_scheduled_job_last_run_timestamp_seconds',
    'When the job last ran to the end (Unix time), in any process',
    (row) => seconds(row.last_run_at),
  );
  jobGauge('esencia_scheduled_job_last_duration_seconds', 'How long the last complete run took', (row) =>
    row.last_duration_ms === null ? null : row.last_duration_ms / 1000,
  );
  jobGauge(
    'esencia_scheduled_job_last_failure_timestamp_seconds',
    'When a run of the job last failed (Unix time)',
    (row) => seconds(row.last_failed_at),
  );
  jobGauge(
    'esencia_scheduled_job_last_run_succeeded',
    "1 when the job's latest run succeeded, 0 when it failed (it is retried at the next tick)",
    (row) => {
      if (!row.last_run_at && !row.last_failed_at) return null;
      if (!row.last_failed_at) return 1;
      return row.last_run_at && row.last_run_at.getTime() >= row.last_failed_at.getTime() ? 1 : 0;
    },
  );
}

async function readDatabase({ dataSource, logger }: OperationalMetricsSources): Promise<DatabaseReading> {
  try {
    const [outbox]: OutboxRow[] = await dataSource.query(
      `SELECT count(*) FILTER (WHERE sent_at IS NULL AND failed_at IS NULL) AS pending,
              count(*) FILTER (WHERE sent_at IS NULL AND failed_at IS NULL AND last_error IS NOT NULL) AS retrying,
              count(*) FILTER (WHERE failed_at IS NOT NULL) AS failed,
              greatest(0, extract(epoch FROM now() - min(created_at) FILTER (WHERE sent_at IS NULL AND failed_at IS NULL)))::float8
                AS oldest_age_seconds
       FROM mail_outbox`,
    );
    const jobs: JobRow[] = await dataSource.query(
      `SELECT name, last_run_at, last_duration_ms, last_failed_at FROM scheduled_jobs`,
    );
    return { outbox: outbox!, jobs };
  } catch (error) {
    logger.warn({ err: error }, 'Métricas: la base de datos no respondió');
    throw error;
  }
}
