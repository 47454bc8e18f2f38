import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { loadConfig, type Config } from '../../infrastructure/config/config';
import type { Clock } from '../../application/ports/clock';
import type { FileStorage } from '../../application/ports/file-storage';
import { QueryCounter } from '../../infrastructure/database/query-counter';
import type { PgCatalogueChangeListenerOptions } from '../../infrastructure/events/pg-catalogue-change-listener';
import { seedDemoData } from '../../infrastructure/seed/seed-demo-data';
import { LocalFileStorage } from '../../infrastructure/storage/local-file-storage';
import { createTestDatabase, type TestDatabase } from '../../infrastructure/testing/test-database';
import { startStore, type RunningStore } from '../composition-root';
import type { ServerRenderer } from '../http/server-rendering';
import type { PageLimits } from '../http/storefront-page-handler';

/** The whole server on a fresh database, listening on a free port, for tests over real HTTP. */
export interface TestStore {
  readonly url: string;
  readonly store: RunningStore;
  readonly database: TestDatabase;
  readonly queries: QueryCounter;
  /** The local file storage's root, to put files in place the way an upload would. */
  readonly filesDir: string;
  graphql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
  ): Promise<{ status: number; body: { data?: T; errors?: GraphQLErrorBody[] } }>;
  stop(): Promise<void>;
}

export interface GraphQLErrorBody {
  message: string;
  extensions?: { code?: string; [key: string]: unknown };
}

export async function startTestStore(options: {
  clock: Clock;
  seed?: boolean;
  webDir?: string;
  smtpUrl?: string;
  /** `true`: one proxy in front (the test client's X-Forwarded-For is believed); or a hop count / addresses. */
  trustProxy?: boolean | Config['trustProxy'];
  /** Development GraphQL (introspection, suggestions, stack traces); default off, as in production. */
  graphqlDev?: boolean;
  /** Requests per address and minute on /graphql; default 0 (no limit) so specs may run many requests. */
  graphqlRateLimit?: number;
  httpTimeouts?: Config['httpTimeouts'];
  /** Connections kept open, per address and in all, and their idle and keep-alive times; default: production's. */
  connections?: Config['connections'];
  publicUrl?: string;
  /** Who may read /metrics; default: private addresses (the test client's loopback), no token. */
  metrics?: Config['metrics'];
  logger?: pino.Logger;
  /** Another store's database: two server processes on one database (its owner drops it). */
  database?: TestDatabase;
  /** The catalogue change listener's reconnection waits. */
  catalogueChanges?: PgCatalogueChangeListenerOptions;
  /** Wraps the file storage (a disk that fills up). */
  wrapFileStorage?: (storage: FileStorage) => FileStorage;
  /** Requests worked on at once and waiting (/graphql, receipt uploads); default: production's. */
  admission?: Config['admission'];
  /** Caps and timeouts of the live streams; default: production's. */
  liveStreams?: Config['liveStreams'];
  /** Ceilings on order e-mails; default: out of reach, so specs may place many orders to one address. */
  mailCeilings?: Config['mailCeilings'];
  /** The web app's server bundle instead of the one in `webDir` (null: none). */
  serverRenderer?: ServerRenderer | null;
  /** How many pages are answered and rendered at once instead of the defaults. */
  pageLimits?: PageLimits;
  /** Executions of a query on graphql-js before graphql-jit compiles it; default 0 (every query runs compiled). */
  runsBeforeCompilingQueries?: number;
}): Promise<TestStore> {
  const database = options.database ?? (await createTestDatabase());
  const filesDir = mkdtempSync(path.join(tmpdir(), 'esencia-files-'));
  if (options.seed) await seedDemoData(database.dataSource, new LocalFileStorage(filesDir), options.clock.now());
  const queries = new QueryCounter();
  const store = await startStore(
    {
      ...loadConfig({}),
      port: 0,
      databaseUrl: database.url,
      dataDir: filesDir,
      embeddedPostgresPort: 0,
      filesDir,
      webDir: options.webDir ?? path.join(filesDir, 'no-web'),
      logLevel: 'silent',
      seedOnEmpty: false,
      outboxDir: path.join(filesDir, 'outbox'),
      smtpUrl: options.smtpUrl ?? null,
      trustProxy: options.trustProxy === true ? 1 : (options.trustProxy ?? false),
      graphqlDev: options.graphqlDev ?? false,
      graphqlRateLimit: options.graphqlRateLimit ?? 0,
      ...(options.httpTimeouts ? { httpTimeouts: options.httpTimeouts } : {}),
      ...(options.connections ? { connections: options.connections } : {}),
      publicUrl: options.publicUrl ?? null,
      ...(options.metrics ? { metrics: options.metrics } : {}),
      ...(options.liveStreams ? { liveStreams: options.liveStreams } : {}),
      ...(options.admission ? { admission: options.admission } : {}),
      mailCeilings: options.mailCeilings ?? {
        orderCopiesPerAddress: 10_000,
        orderCopiesPerHour: 10_000,
        shopNoticesPerAdmin: 10_000,
      },
    },
    {
      clock: options.clock,
      logger: options.logger ?? pino({ level: 'silent' }),
      queryLogger: queries,
      // Every query the specs send runs compiled by graphql-jit (production compiles from a query's second run).
      runsBeforeCompilingQueries: options.runsBeforeCompilingQueries ?? 0,
      ...(options.catalogueChanges ? { catalogueChanges: options.catalogueChanges } : {}),
      ...(options.wrapFileStorage ? { wrapFileStorage: options.wrapFileStorage } : {}),
      ...(options.serverRenderer !== undefined ? { serverRenderer: options.serverRenderer } : {}),
      ...(options.pageLimits ? { pageLimits: options.pageLimits } : {}),
    },
  );
  return {
    url: store.url,
    store,
    database,
    queries,
    filesDir,
    async graphql(query, variables) {
      const response = await fetch(`${store.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables }),
      });
      return { status: response.status, body: (await response.json()) as never };
    },
    async stop() {
      await store.stop();
      if (!options.database) await database.drop();
    },
  };
}

/** A clock stopped at one instant. */
export const fixedClock = (iso: string): Clock => ({ now: () => new Date(iso) });
