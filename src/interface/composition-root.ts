import 'reflect-metadata';
import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import type { Logger } from 'pino';
import { collectDefaultMetrics, Registry } from 'prom-client';
import type { DataSource, Logger as TypeOrmLogger } from 'typeorm';
import { GetBrands } from '../application/catalog/GetBrands';
import { GetCategories } from '../application/catalog/GetCategories';
import { GetProduct } from '../application/catalog/GetProduct';
import { CreateAdmin } from '../application/identity/CreateAdmin';
import type { DeliveryReport } from '../application/mail/DeliverQueuedMail';
import { GetImageVariant } from '../application/media/GetImageVariant';
import { GetVisibleStory } from '../application/stories/GetVisibleStory';
import { UploadCatalogueImage } from '../application/catalog-admin/UploadCatalogueImage';
import { UploadStoryAudio } from '../application/stories/UploadStoryAudio';
import { AuthenticateSession } from '../application/identity/AuthenticateSession';
import { AttachPaymentReceipt } from '../application/orders/AttachPaymentReceipt';
import { GetPaymentReceipt } from '../application/orders/GetPaymentReceipt';
import { ExportAdminOrders } from '../application/orders/ExportAdminOrders';
import { ExportStockMovements } from '../application/catalog-admin/ExportStockMovements';
import { systemClock, type Clock } from '../application/ports/clock';
import type { FileStorage } from '../application/ports/file-storage';
import type { AccountRepository, SecretGenerator } from '../application/ports/identity';
import { TOKENS } from '../application/ports/tokens';
import { ListSitemapEntries } from '../application/seo/ListSitemapEntries';
import { createAdapters, type Adapters } from '../infrastructure/adapters';
import type { PgCatalogueChangeListenerOptions } from '../infrastructure/events/pg-catalogue-change-listener';
import type { Config } from '../infrastructure/config/config';
import { registerOperationalMetrics } from '../infrastructure/observability/operational-metrics';
import { hasNoAccounts, readDemoAdminEmail, writeDemoAdminFile } from '../infrastructure/seed/demo-admin-file';
import { isCatalogueEmpty, seedDemoData } from '../infrastructure/seed/seed-demo-data';
import { createContextFactory, createViewerOf } from './graphql/context-factory';
import { buildGraphQLSchema } from './graphql/schema';
import { createHttpApp } from './http/create-http-app';
import { PageCache } from './http/page-cache';
import type { ServerRenderer } from './http/server-rendering';
import type { CatalogueChanges } from './http/catalogue-answer-cache';
import type { PageLimits } from './http/storefront-page-handler';
import { ResponseCache } from './http/response-cache';
import { missingPublicUrlWarning, SiteOrigin } from './http/public-url';
import { answerClientError } from './http/client-errors';
import { inTurn, limitConnections } from './http/connections';
import { createLogger } from './logging';

/**
 * The server process's lifecycle: adapters (database, mail, storage) →
 * demo data on a new store → GraphQL and HTTP → listen; and the reverse on
 * stop. The only interface module besides the CLIs that knows adapters.
 */
export interface RunningStore {
  readonly url: string;
  readonly dataSource: DataSource;
  /** Use cases by class, for CLI-like steps in tests (e.g. creating an admin). */
  get<T>(useCase: new (...args: never[]) => T): T;
  /** Delivers every queued e-mail that is due, now (tests; the server does it by itself). */
  deliverMail(): Promise<DeliveryReport>;
  /** The committed catalogue changes this process hears (tests wait until a change is heard). */
  readonly catalogueChanges: CatalogueChanges;
  stop(): Promise<void>;
}

export interface StartOptions {
  readonly clock?: Clock;
  readonly logger?: Logger;
  /** Observes every SQL statement (tests count them). */
  readonly queryLogger?: TypeOrmLogger;
  /** The catalogue change listener's reconnection waits (tests). */
  readonly catalogueChanges?: PgCatalogueChangeListenerOptions;
  /** Wraps the configured file storage (tests: a disk that fills up). */
  readonly wrapFileStorage?: (storage: FileStorage) => FileStorage;
  /** The web app's server bundle instead of the web build's own (tests: a render that fails). */
  readonly serverRenderer?: ServerRenderer | null;
  /** How many pages are answered and rendered at once instead of the defaults (tests: a few). */
  readonly pageLimits?: PageLimits;
  /** Executions of a query before it is compiled (tests: 0, so every query runs compiled); default 1. */
  readonly runsBeforeCompilingQueries?: number;
}

export async function startStore(config: Config, options: StartOptions = {}): Promise<RunningStore> {
  const logger = options.logger ?? createLogger({ level: config.logLevel, format: config.logFormat });
  const clock = options.clock ?? systemClock;
  // Every absolute link (e-mails, answers, pages) comes from here, never from a request's Host.
  const siteOrigin = new SiteOrigin(config.publicUrl, config.port);
  const adapters = await createAdapters(config, {
    logger,
    clock,
    siteOrigin: () => siteOrigin.value,
    queryLogger: options.queryLogger,
    wrapFileStorage: options.wrapFileStorage,
    catalogueChanges: options.catalogueChanges,
  });
  const { container, database, catalogueChanges } = adapters;
  let http: Awaited<ReturnType<typeof createHttpApp>> | null = null;
  // This process's metrics (each process is scraped on its own): Node's, the store's gauges, HTTP and GraphQL.
  const metrics = new Registry();
  // Committed catalogue writes of every process, heard on one dedicated connection (adapters.catalogueChanges):
  // they clear the response cache, the page cache and the lists' kept totals.
  // The viewer behind a session cookie, resolved once per request: the response cache answers a signed-in
  // shopper's catalogue read from the kept answers, and the GraphQL context reuses what it resolved.
  const viewerOf = createViewerOf(container);
  const responseCache = new ResponseCache({ clock, changes: catalogueChanges, viewerOf });
  // The server-rendered pages of anonymous visitors, under the same signals.
  const pageCache = new PageCache({ clock, changes: catalogueChanges });
  try {
    await loadDemoData(adapters, logger, clock);
    await adapters.mailDelivery.start();
    await adapters.orderChanges.start();
    await catalogueChanges.start();
    // Story expiry at start-up (awaited: nothing expired stays flagged active once the store listens), then every 5 min.
    await adapters.scheduledJobs.start();
    collectDefaultMetrics({ register: metrics });
    registerOperationalMetrics(metrics, {
      dataSource: database.dataSource,
      jobNames: adapters.scheduledJobs.status().map((job) => job.name),
      logger,
    });
    http = await createHttpApp({
      schema: await buildGraphQLSchema(container),
      trustProxy: config.trustProxy,
      graphqlDev: config.graphqlDev,
      graphqlRateLimit: config.graphqlRateLimit,
      requestCounts: (limiter) => adapters.requestCounts.store(limiter),
      runsBeforeCompilingQueries: options.runsBeforeCompilingQueries,
      liveStreams: config.liveStreams,
      admission: config.admission,
      createContext: createContextFactory(container, { orderChanges: adapters.orderChanges }, siteOrigin, viewerOf),
      fileStorage: container.get(TOKENS.FileStorage),
      checkDatabase: async () => {
        await database.dataSource.query('SELECT 1');
      },
      logger,
      webDir: config.webDir,
      siteOrigin,
      metrics: { registry: metrics, access: config.metrics },
      responseCache,
      pageCache,
      listTotals: adapters.listTotals,
      ...(options.serverRenderer !== undefined ? { serverRenderer: options.serverRenderer } : {}),
      ...(options.pageLimits ? { pageLimits: options.pageLimits } : {}),
      storefront: {
        getProduct: container.get(GetProduct),
        getBrands: container.get(GetBrands),
        getCategories: container.get(GetCategories),
        listSitemapEntries: container.get(ListSitemapEntries),
        getImageVariant: container.get(GetImageVariant),
        getVisibleStory: container.get(GetVisibleStory),
        clock,
      },
      receipts: {
        attachPaymentReceipt: container.get(AttachPaymentReceipt),
        getPaymentReceipt: container.get(GetPaymentReceipt),
      },
      adminExports: {
        authenticateSession: container.get(AuthenticateSession),
        exportAdminOrders: container.get(ExportAdminOrders),
        exportStockMovements: container.get(ExportStockMovements),
      },
      adminImages: {
        uploadCatalogueImage: container.get(UploadCatalogueImage),
        authenticateSession: container.get(AuthenticateSession),
        publicUrl: config.publicUrl,
      },
      storyAudio: {
        uploadStoryAudio: container.get(UploadStoryAudio),
        authenticateSession: container.get(AuthenticateSession),
        publicUrl: config.publicUrl,
      },
    });
  } catch (error) {
    responseCache.close();
    pageCache.close();
    await adapters.close();
    throw error;
  }
  const app = http;

  const server = await new Promise<Server>((resolve, reject) => {
    // Slow clients are cut: headers within headersMs, the whole request (body included) within requestMs.
    const { headersMs, requestMs } = config.httpTimeouts;
    const listening = createServer(
      {
        headersTimeout: headersMs,
        requestTimeout: requestMs,
        connectionsCheckingInterval: Math.min(30_000, Math.max(100, Math.floor(headersMs / 4))),
      },
      inTurn(app.app, metrics),
    );
    // How many connections, from whom, and for how long one may sit idle (connections.ts).
    const trustedProxy = app.app.get('trust proxy fn') as (address: string, hop: number) => boolean;
    limitConnections(listening, config.connections, (address) => trustedProxy(address, 0), metrics);
    listening.on('clientError', answerClientError);
    listening.listen(config.port, () => resolve(listening));
    listening.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://localhost:${port}`;
  siteOrigin.resolve(port);
  if (!config.publicUrl) logger.warn({ origin: siteOrigin.value }, missingPublicUrlWarning(siteOrigin.value));
  logger.info({ url }, `Esencia lista en ${url}`);

  let stopping: Promise<void> | null = null;
  return {
    url,
    dataSource: database.dataSource,
    get: (useCase) => container.get(useCase),
    deliverMail: () => adapters.mailDelivery.flush(),
    catalogueChanges,
    stop() {
      stopping ??= (async () => {
        // Stop accepting, drop idle keep-alive sockets, give requests in flight a moment, then close the rest.
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeIdleConnections();
        app.closeStreams(); // live order streams never go idle; their clients reconnect to another process
        const grace = setTimeout(() => server.closeAllConnections(), 5_000);
        await closed;
        clearTimeout(grace);
        logger.debug('HTTP cerrado');
        await app.stop();
        logger.debug('GraphQL detenido');
        responseCache.close();
        pageCache.close();
        // Mail queued but not yet sent stays in the outbox: the next start delivers it.
        await adapters.close();
        logger.debug('Base de datos cerrada');
        logger.info('Esencia detenida');
      })();
      return stopping;
    },
  };
}

/** A brand-new embedded store (or SEED_DEMO_DATA / CREATE_DEMO_ADMIN) gets the demo catalogue and admin. */
async function loadDemoData({ config, database, container }: Adapters, logger: Logger, clock: Clock): Promise<void> {
  const shouldSeed = config.seedOnEmpty ?? database.embedded !== null;
  if (shouldSeed && (await isCatalogueEmpty(database.dataSource))) {
    logger.info('Base de datos vacía: cargando el catálogo de demostración…');
    const summary = await seedDemoData(database.dataSource, container.get(TOKENS.FileStorage), clock.now());
    logger.info(summary, 'Catálogo de demostración cargado');
  }
  const accounts = container.get<AccountRepository>(TOKENS.AccountRepository);
  // New: this start created the cluster, or an earlier one did and failed before anyone could use the store.
  const newEmbeddedStore =
    database.embedded !== null && (database.embedded.created || (await hasNoAccounts(database.dataSource)));
  if ((newEmbeddedStore || config.createDemoAdmin) && !(await accounts.hasAdmin())) {
    // No well-known e-mail to guess or lock out: a random one, and the temporary password expires (24 h).
    const secrets = container.get<SecretGenerator>(TOKENS.SecretGenerator);
    const email = `admin.${secrets.identifier().slice(0, 12)}@esencia.local`;
    const result = await container.get(CreateAdmin).execute({ email });
    if (!result.ok) throw new Error(`No se pudo crear el administrador de demostración: ${result.error.message}`);
    // The e-mail and password go to a file only this user can read; the log only says where.
    const file = writeDemoAdminFile(config.dataDir, result.value);
    logger.info({ file }, `Administrador de demostración creado: su correo y contraseña temporal están en ${file}`);
    return;
  }
  // Said again at every start until the demo admin has chosen a password (the start that created it may have
  // failed right after, e.g. its HTTP port in use, with the line lost among the error's).
  const pending = readDemoAdminEmail(config.dataDir);
  const admin = pending ? await accounts.findByEmail(pending.email) : null;
  if (pending && admin?.role === 'admin' && admin.mustChangePassword) {
    logger.info(
      { file: pending.file },
      `Administrador de demostración aún sin estrenar: su correo y contraseña temporal siguen en ${pending.file}`,
    );
  }
}
