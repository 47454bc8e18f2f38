import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from 'pino';
import type { Config } from '../config/config';
import { clusterPasswordFile, readPasswordFile } from '../database/cluster-password';
import { startEmbeddedPostgres } from '../database/embedded-postgres';

export interface OperationsDatabase {
  readonly url: string;
  /** The embedded PostgreSQL was already running: a store (or another command) is using it now. */
  readonly inUse: boolean;
  close(): Promise<void>;
}

/**
 * The configured database for backup and restore, WITHOUT migrating it: DATABASE_URL as it is; with the
 * embedded PostgreSQL, the running store's own cluster (its port from `postmaster.pid`, its password file),
 * or, when the store is stopped, the cluster started for the command and stopped after it.
 */
export async function openOperationsDatabase(config: Config, logger: Logger): Promise<OperationsDatabase> {
  if (config.databaseUrl) return { url: config.databaseUrl, inUse: false, close: async () => undefined };
  const dataDir = path.join(config.dataDir, 'postgres');
  const port = await runningPort(dataDir);
  if (port !== null) {
    const password = await readPasswordFile(clusterPasswordFile(dataDir));
    if (!password)
      throw new Error(`No se encontró la contraseña del PostgreSQL embebido (${clusterPasswordFile(dataDir)})`);
    const url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/esencia`;
    return { url, inUse: true, close: async () => undefined };
  }
  const embedded = await startEmbeddedPostgres({
    dataDir,
    port: config.embeddedPostgresPort,
    database: 'esencia',
    onLog: (line) => logger.debug({ postgres: line }),
  });
  return { url: embedded.url, inUse: false, close: () => embedded.stop() };
}

/** The port of a live PostgreSQL on this folder (`postmaster.pid`: pid on line 1, port on line 4), or null. */
async function runningPort(dataDir: string): Promise<number | null> {
  let lines: string[];
  try {
    lines = (await readFile(path.join(dataDir, 'postmaster.pid'), 'utf8')).split('\n');
  } catch {
    return null;
  }
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || pid <= 0 || !Number.isInteger(port) || port <= 0) return null;
  try {
    process.kill(pid, 0);
    return port;
  } catch (error) {
    // EPERM: alive, run by another OS user (as root, PostgreSQL runs as its own user).
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? port : null;
  }
}
