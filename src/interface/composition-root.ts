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
  stop(): Promise<void>;
}

export interface StartOptions {
  readonly clock?: Clock;
  readonly logger?: Logger;
  /** Observes every SQL statement (tests count them). */
  readonly queryLogger?: TypeOrmLogger;
}

export async function openDatabase(
  config: Config,
  logger: Logger,
  queryLogger?: TypeOrmLogger,
): Promise<{ dataSource: DataSource; embedded: RunningPostgres | null; close(): Promise<void> }> {
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

  const container = buildContainer({ dataSource, fileStorage, clock });
  const schema = await buildGraphQLSchema(container);
  const getBrands = container.get(GetBrands);
  const getCategories = container.get(GetCategories);
  const http = await createHttpApp({
    schema,
    createContext: () => ({ loaders: createLoaders({ getBrands, getCategories }) }),
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
    stop() {
      stopping ??= (async () => {
        await new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeAllConnections();
        await http.stop();
        await database.close();
        logger.info('Esencia detenida');
      })();
      return stopping;
    },
  };
}
