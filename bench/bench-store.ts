import 'reflect-metadata';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import type { Logger as TypeOrmLogger } from 'typeorm';
import { loadConfig } from '../src/infrastructure/config/config';
import { startEmbeddedPostgres } from '../src/infrastructure/database/embedded-postgres';
import { freePort } from '../src/infrastructure/testing/free-port';
import { startStore, type RunningStore } from '../src/interface/composition-root';

export interface BenchStore {
  readonly store: RunningStore;
  /** Stops the server and the database and deletes every file of the run. */
  stop(): Promise<void>;
}

/**
 * The whole server (GraphQL, HTTP, mail delivery, order change feed) on a
 * throw-away embedded PostgreSQL seeded with the demo catalogue, every file
 * (database, images, e-mails) under one temporary directory. The cluster is
 * started here rather than by the server so that no demo admin password is
 * printed; a benchmark creates the accounts it needs.
 */
export async function startBenchStore(queryLogger: TypeOrmLogger): Promise<BenchStore> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'esencia-bench-'));
  // As root the embedded cluster runs as a dedicated OS user, which must be able to enter this directory.
  chmodSync(dataDir, 0o755);
  const postgres = await startEmbeddedPostgres({
    dataDir: path.join(dataDir, 'postgres'),
    port: await freePort(),
    database: 'esencia',
    ephemeral: true,
  });
  try {
    const store = await startStore(
      {
        ...loadConfig({}),
        port: 0,
        databaseUrl: postgres.url,
        dataDir,
        filesDir: path.join(dataDir, 'files'),
        outboxDir: path.join(dataDir, 'outbox'),
        webDir: path.join(dataDir, 'no-web'),
        logLevel: 'silent',
        seedOnEmpty: true,
        smtpUrl: null,
        publicUrl: 'https://tienda.example',
        // The load comes from one address on purpose; the per-address limits would refuse it.
        graphqlRateLimit: 0,
        connections: { ...loadConfig({}).connections, perAddress: loadConfig({}).connections.total },
      },
      { logger: pino({ level: 'silent' }), queryLogger },
    );
    return {
      store,
      async stop() {
        await store.stop();
        await postgres.stop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await postgres.stop();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/** The q-quantile (0…1) of sorted numbers, nearest rank. */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

export const ms = (value: number): string => (Number.isFinite(value) ? value.toFixed(1) : '—');
