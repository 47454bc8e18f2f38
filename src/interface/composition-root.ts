import 'reflect-metadata';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import pino, { type Logger } from 'pino';
import type { DataSource, Logger as TypeOrmLogger } from 'typeorm';
import { GetBrands } from '../application/catalog/GetBrands';
import { GetCategories } from '../application/catalog/GetCategories';
import { systemClock, type Clock } from '../application/ports/clock';
import type { Config } from '../infrastructure/config/config';
import { buildContainer } from '../infrastructure/container';
import { PostgresAccountLocks } from '../infrastructure/identity/postgres-account-locks';
import { DevOutboxMailer } from '../infrastructure/mail/dev-outbox-mailer';
import { SmtpMailer } from '../infrastructure/mail/smtp-mailer';
import { AuthenticateSession } from '../application/identity/AuthenticateSession';
import { CreateAdmin } from '../application/identity/CreateAdmin';
import type { Mailer } from '../application/ports/identity';
import type { AccountRepository } from '../application/ports/identity';
import { TOKENS } from '../application/ports/tokens';
import { clearSessionCookie, readSessionToken, writeSessionCookie } from './http/session-cookie';
import { createDataSource } from '../infrastructure/database/data-source';
import { startEmbeddedPostgres, type RunningPostgres } from '../infrastructure/database/embedded-postgres';
import { isCatalogueEmpty, seedDemoData } from '../infrastructure/seed/seed-demo-data';
import { LocalFileStorage } from '../infrastructure/storage/local-file-storage';
import { createLoaders } from './graphql/context';
import { buildGraphQLSchema } from './graphql/schema';
import { createHttpApp } from './http/create-http-app';

/**
 * The composition root: the only module of the interface layer that knows
 * the adapters. It wires config → database → container → GraphQL → HTTP.
 */
export interface RunningStore {
  readonly url: string;
  readonly dataSource: DataSource;
  /** Use cases by class, for CLI-like steps in tests (e.g. creating an admin). */
  get<T>(useCase: new (...args: never[]) => T): T;
  stop(): Promise<void>;
}

export interface StartOptions {
  readonly clock?: Clock;
  readonly logger?: Logger;
  /** Observes every SQL statement (tests count them). */
  readonly queryLogger?: TypeOrmLogger;
}

export interface OpenDatabase {
  readonly dataSource: DataSource;
  readonly url: string;
  readonly embedded: RunningPostgres | null;
  close(): Promise<void>;
}

export async function openDatabase(config: Config, logger: Logger, queryLogger?: TypeOrmLogger): Promise<OpenDatabase> {
  let embedded: RunningPostgres | null = null;
  let url = config.databaseUrl;
  if (!url) {
    embedded = await startEmbeddedPostgres({
      dataDir: `${config.dataDir}/postgres`,
      port: config.embeddedPostgresPort,
      database: 'esencia',
      onLog: (line) => logger.debug({ postgres: line }),
    });
    url = embedded.url;
    logger.info(
      { dataDir: `${config.dataDir}/postgres`, port: config.embeddedPostgresPort, created: embedded.created },
      'PostgreSQL embebido iniciado',
    );
  }
  const dataSource = createDataSource({ url, logger: queryLogger });
  try {
    await dataSource.initialize();
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    if (applied.length > 0) logger.info({ migrations: applied.map((m) => m.name) }, 'Migraciones aplicadas');
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
  return {
    dataSource,
    url,
    embedded,
    async close() {
      if (dataSource.isInitialized) await dataSource.destroy();
      await embedded?.stop();
    },
  };
}

export async function startStore(config: Config, options: StartOptions = {}): Promise<RunningStore> {
  const logger = options.logger ?? pino({ level: config.logLevel });
  const clock = options.clock ?? systemClock;
  const database = await openDatabase(config, logger, options.queryLogger);
  const { dataSource } = database;
  const fileStorage = new LocalFileStorage(config.filesDir);

  const shouldSeed = config.seedOnEmpty ?? database.embedded !== null;
  if (shouldSeed && (await isCatalogueEmpty(dataSource))) {
    logger.info('Base de datos vacía: cargando el catálogo de demostración…');
    const summary = await seedDemoData(dataSource, fileStorage, clock.now());
    logger.info(summary, 'Catálogo de demostración cargado');
  }

  const mailer = createMailer(config, logger);
  const accountLocks = new PostgresAccountLocks(database.url);
  const container = buildContainer({ dataSource, fileStorage, clock, mailer, accountLocks });
  if (database.embedded?.created || config.createDemoAdmin) await createDemoAdmin(container, logger);
  const schema = await buildGraphQLSchema(container);
  const getBrands = container.get(GetBrands);
  const getCategories = container.get(GetCategories);
  const authenticate = container.get(AuthenticateSession);
  const http = await createHttpApp({
    schema,
    trustProxy: config.trustProxy,
    createContext: async (req, res) => {
      const sessionToken = readSessionToken(req);
      return {
        loaders: createLoaders({ getBrands, getCategories }),
        viewer: await authenticate.execute(sessionToken),
        sessionToken,
        ip: req.ip ?? req.socket.remoteAddress ?? 'unknown',
        session: {
          start: (token) => writeSessionCookie(req, res, token),
          end: () => clearSessionCookie(req, res),
        },
      };
    },
    fileStorage,
    checkDatabase: async () => {
      await dataSource.query('SELECT 1');
    },
    logger,
    webDir: config.webDir,
  });

  const server = await new Promise<Server>((resolve, reject) => {
    const listening = http.app.listen(config.port, () => resolve(listening));
    listening.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://localhost:${port}`;
  logger.info({ url }, `Esencia lista en ${url}`);

  let stopping: Promise<void> | null = null;
  return {
    url,
    dataSource,
    get: (useCase) => container.get(useCase),
    stop() {
      stopping ??= (async () => {
        // Stop accepting, drop idle keep-alive sockets, give requests in flight a moment, then close the rest.
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeIdleConnections();
        const grace = setTimeout(() => server.closeAllConnections(), 5_000);
        await closed;
        clearTimeout(grace);
        logger.debug('HTTP cerrado');
        await http.stop();
        logger.debug('GraphQL detenido');
        await accountLocks.close();
        if (mailer instanceof SmtpMailer) mailer.close();
        await database.close();
        logger.debug('Base de datos cerrada');
        logger.info('Esencia detenida');
      })();
      return stopping;
    },
  };
}

function createMailer(config: Config, logger: Logger): Mailer {
  if (config.smtpUrl) return new SmtpMailer(config.smtpUrl, config.mailFrom);
  return new DevOutboxMailer(config.outboxDir, config.mailFrom, logger);
}

/**
 * On a brand-new embedded store: an admin to try the back-office with. Its
 * temporary password is printed once, to the terminal (not the log), and must
 * be changed at the first sign-in.
 */
async function createDemoAdmin(container: { get<T>(id: unknown): T }, logger: Logger): Promise<void> {
  const accounts = container.get<AccountRepository>(TOKENS.AccountRepository);
  if (await accounts.hasAdmin()) return;
  const result = await container.get<CreateAdmin>(CreateAdmin).execute({ email: DEMO_ADMIN_EMAIL });
  if (!result.ok) return;
  logger.info({ email: result.value.email }, 'Administrador de demostración creado');
  process.stdout.write(
    `\n  Administrador de demostración: ${result.value.email}\n  Contraseña temporal (se pide cambiarla al entrar): ${result.value.temporaryPassword}\n\n`,
  );
}

export const DEMO_ADMIN_EMAIL = 'admin@esencia.local';
