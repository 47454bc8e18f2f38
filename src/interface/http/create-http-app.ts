import { existsSync, readFileSync } from 'node:fs';
import { imageUploadError } from '../../domain/media/image-upload';
import path from 'node:path';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import compression from 'compression';
import express, { type Express, type Request, type RequestHandler, type Response } from 'express';
import type { Store } from 'express-rate-limit';
import {
  getOperationAST,
  GraphQLError,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLFormattedError,
  type GraphQLSchema,
} from 'graphql';
import { createHandler as createSseHandler } from 'graphql-sse/lib/use/express';
import { LRUCache } from 'lru-cache';
import type { Logger } from 'pino';
import { Gauge, type Registry } from 'prom-client';
import type { GetBrands } from '../../application/catalog/GetBrands';
import type { GetCategories } from '../../application/catalog/GetCategories';
import type { GetProduct } from '../../application/catalog/GetProduct';
import type { GetImageVariant, ImageVariantFailure } from '../../application/media/GetImageVariant';
import type { GetVisibleStory } from '../../application/stories/GetVisibleStory';
import type { Clock } from '../../application/ports/clock';
import type { FileStorage } from '../../application/ports/file-storage';
import type { ListSitemapEntries } from '../../application/seo/ListSitemapEntries';
import type { GraphQLContext } from '../graphql/context';
import { compiledQueries } from '../graphql/compiled-queries';
import { documentStore } from '../graphql/document-store';
import { createFormatError } from '../graphql/errors';
import { graphqlMetricsPlugin } from '../graphql/metrics-plugin';
import { queryProtection } from '../graphql/query-limits';
import {
  apiNotFound,
  ensureBody,
  httpErrorHandler,
  loggedPath,
  requestRateLimit,
  requireJsonBody,
  parseJsonBody,
  routeNotFound,
  sendHttpError,
  sendRefusal,
  HTTP_ERROR_MESSAGES,
} from './http-errors';
import { inOneLayer } from './in-one-layer';
import { httpMetrics, metricsEndpoint, type MetricsAccess } from './metrics';
import { REQUEST_ID_HEADER, requestIds } from './request-id';
import { AppShell } from './page-head';
import { clearedAfterAdminMutations } from './catalogue-answer-cache';
import type { PageCache } from './page-cache';
import type { SiteOrigin } from './public-url';
import { readRouteAssets } from './route-assets';
import type { ResponseCache } from './response-cache';
import { isPrivateFileKey, receiptRoutes, type ReceiptRouteDependencies } from './receipts';
import { adminExportRoutes, type AdminExportRouteDependencies } from './admin-exports';
import { adminImageRoutes, type AdminImageRouteDependencies } from './admin-images';
import { storyAudioRoutes, type StoryAudioRouteDependencies } from './story-audio';
import { sendBody, sendStoredFile, STORED_FILE_CSP } from './stored-files';
import { LiveStreams, type LiveStreamLimits } from './live-streams';
import { Admission, type AdmissionLimits } from './admission';
import { StorageHealth, type StorageTrouble } from './storage-trouble';
import { robotsTxt, sitemapRoute } from './seo-files';
import { securityHeaders } from './security-headers';
import { streamParams } from './stream-params';
import { createPageRendering, loadServerRenderer, type ServerRenderer } from './server-rendering';
import { Slots } from './slots';
import { pageLimits, storefrontPages, type PageLimits } from './storefront-page-handler';
import { describeStorefrontPages } from './storefront-pages';

export interface HttpAppDependencies {
  readonly schema: GraphQLSchema;
  readonly createContext: (req: Request, res: Response) => Promise<GraphQLContext>;
  /** Behind a reverse proxy: how many proxies (or which addresses) to believe in X-Forwarded-*. */
  readonly trustProxy?: false | number | readonly string[];
  /** Development GraphQL: introspection, 'Did you mean' suggestions and stack traces (off by default). */
  readonly graphqlDev?: boolean;
  /** Requests per client address and minute on /graphql; 0 or absent: no limit. */
  readonly graphqlRateLimit?: number;
  /**
   * Where each per-address limit counts (one store per limiter): shared by every server process (the server's
   * PgRequestCounts). Absent: each limit in this process's memory.
   */
  readonly requestCounts?: (limiter: string) => Store;
  /** Executions of a query on graphql-js before graphql-jit compiles it (compiled-queries.ts); default 1. */
  readonly runsBeforeCompilingQueries?: number;
  readonly fileStorage: FileStorage;
  readonly checkDatabase: () => Promise<void>;
  readonly logger: Logger;
  /** Built web app (index.html + assets); absent in API-only tests. */
  readonly webDir?: string;
  /** The store's public origin (PUBLIC_URL or the local default) for canonical, sitemap and link-preview URLs. */
  readonly siteOrigin: SiteOrigin;
  /** Use cases behind the pages' head tags, the sitemap and the image variants. */
  readonly storefront: {
    readonly getProduct: GetProduct;
    readonly getBrands: GetBrands;
    readonly getCategories: GetCategories;
    readonly listSitemapEntries: ListSitemapEntries;
    readonly getImageVariant: GetImageVariant;
    readonly getVisibleStory: GetVisibleStory;
    readonly clock: Clock;
  };
  /** The orders' payment receipt photos (upload and private read). */
  readonly receipts: ReceiptRouteDependencies;
  /** The admin's catalogue picture uploads (product photos, brand logos, wallet QR codes). */
  readonly adminImages: AdminImageRouteDependencies;
  /** The admin's CSV downloads (the orders, for the accountant). */
  readonly adminExports: AdminExportRouteDependencies;
  /** The admin's story audio uploads. */
  readonly storyAudio: StoryAudioRouteDependencies;
  /** Prometheus metrics: HTTP and GraphQL are counted into `registry`, served at /metrics to whom `access` allows. */
  readonly metrics?: { readonly registry: Registry; readonly access: MetricsAccess };
  /** Caps and timeouts of the live streams (/graphql/stream): LIVE_STREAMS_* (config.ts). */
  readonly liveStreams: LiveStreamLimits;
  /** Requests worked on at once and waiting, before their bodies are read: /graphql and receipt uploads. */
  readonly admission: { readonly graphql: AdmissionLimits; readonly uploads: AdmissionLimits };
  /** Answers anonymous catalogue reads sent by GET /graphql from memory (absent: every request goes to Apollo). */
  readonly responseCache?: ResponseCache;
  /** Keeps the server-rendered pages of anonymous visitors (absent: each is rendered again). */
  readonly pageCache?: PageCache;
  /** The catalogue lists' totals kept by the product repository: an admin's mutation clears them too. */
  readonly listTotals?: { clear(): void };
  /**
   * The web app's server bundle; by default the one in `webDir` (server-rendering.ts), null: every page is
   * rendered by the browser. Tests give their own to make a render fail.
   */
  readonly serverRenderer?: ServerRenderer | null;
  /** How many pages are answered and rendered at once (storefront-page-handler.ts; tests: a few). */
  readonly pageLimits?: PageLimits;
}

/**
 * A stored file's key never changes content (uploads get fresh timestamped keys and are never overwritten;
 * variants are named by their original's key): browsers and CDNs may keep files and variants a year.
 */
const STORED_FILE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const VARIANT_FAILURE_STATUS: { readonly [C in ImageVariantFailure['code']]: number } = {
  IMAGE_WIDTH_NOT_ALLOWED: 400,
  IMAGE_FORMAT_NOT_ALLOWED: 400,
  IMAGE_NOT_FOUND: 404,
  IMAGE_NOT_CONVERTIBLE: 415,
};

/** Vite's hashed build output (web/dist/assets): a file's name changes with its content, so it is kept a year. */
const HASHED_ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** The build's other files (favicon, icons) keep their names across builds: an hour, then ask again. */
const OTHER_STATIC_CACHE_CONTROL = 'public, max-age=3600';

/** express.static's Cache-Control by file: hashed assets a year, HTML always revalidated, the rest an hour. */
function staticCacheControl(webDir: string): (res: Response, filePath: string) => void {
  const assetsDir = path.join(path.resolve(webDir), 'assets') + path.sep;
  return (res, filePath) => {
    const value = filePath.endsWith('.html')
      ? 'no-cache'
      : path.resolve(filePath).startsWith(assetsDir)
        ? HASHED_ASSET_CACHE_CONTROL
        : OTHER_STATIC_CACHE_CONTROL;
    res.setHeader('Cache-Control', value);
  };
}

/**
 * brotli (preferred) or gzip for whatever is compressible (HTML, JS, CSS, JSON, SVG, XML, text; never images,
 * audio or fonts already compressed), by the client's Accept-Encoding. Not the live stream (/graphql/stream),
 * whose events must leave one by one, nor a response that already carries its Content-Encoding (the
 * response cache's precompressed bytes).
 */
function compressResponses() {
  return compression({
    filter: (req, res) => !req.path.startsWith('/graphql/stream') && compression.filter(req, res),
  });
}

/** One info line per answered request: its id, method, path (never the query string), status and time. */
function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      logger.info(
        // The path only: a query string may carry personal data (and bodies are never logged).
        {
          requestId: res.getHeader(REQUEST_ID_HEADER),
          method: req.method,
          path: loggedPath(req),
          status: res.statusCode,
          ms: Math.round(ms),
        },
        'request',
      );
    });
    next();
  };
}

export interface HttpApp {
  readonly app: Express;
  /** Ends the open live streams (/graphql/stream), so a stopping server need not wait for them. */
  readonly closeStreams: () => void;
  /** How many live streams are open now (the metrics gauge). */
  readonly openStreams: () => number;
  readonly stop: () => Promise<void>;
}

/** The subscription stream carries subscriptions only: queries and mutations go to /graphql (with its CSRF checks). */
const SUBSCRIPTIONS_ONLY = 'Esta dirección solo atiende suscripciones; usa /graphql para consultas y cambios.';
const INTERNAL_MESSAGE = 'Ocurrió un error inesperado. Por favor, intenta de nuevo.';
/** And /graphql the reverse: Apollo would run a subscription's field once, with no event, as if it were a query. */
const SUBSCRIPTIONS_ON_STREAM =
  'Las suscripciones se reciben en /graphql/stream; esta dirección atiende consultas y cambios.';

function subscriptionsOnTheirStream(): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ operation }) {
          if (operation?.operation !== 'subscription') return;
          throw new GraphQLError(SUBSCRIPTIONS_ON_STREAM, {
            extensions: { code: 'SUBSCRIPTIONS_ON_STREAM', http: { status: 400 } },
          });
        },
      };
    },
  };
}

/** The GraphQL context as graphql-sse's plain-object context type. */
type StreamContext = { readonly [K in keyof GraphQLContext]: GraphQLContext[K] };

/**
 * One express app: GraphQL at /graphql, its subscriptions over Server-Sent Events at /graphql/stream, files
 * (and their image variants) at /files, health at /healthz, Prometheus metrics at /metrics, robots.txt and sitemap.xml, and the web app at its own routes, each with its head tags (404 elsewhere).
 */
export async function createHttpApp(deps: HttpAppDependencies): Promise<HttpApp> {
  const dev = deps.graphqlDev ?? false;
  // Storage trouble (a full disk) met by any write, and a probe: /healthz and esencia_storage_up report it.
  const storageHealth = new StorageHealth(deps.fileStorage);
  const recordStorageTrouble = (trouble: StorageTrouble) => storageHealth.record(trouble);
  const formatError = createFormatError({ logger: deps.logger, dev, onStorageTrouble: recordStorageTrouble });
  // GraphQL Armor: token, alias, depth, directive and cost limits (docs/operations.md), no suggestions unless dev.
  const protection = queryProtection({ dev });
  const apollo = new ApolloServer<GraphQLContext>({
    // The schema, with queries executed by graphql-jit from their second run (compiled-queries.ts).
    gateway: compiledQueries(deps.schema, { runsBeforeCompiling: deps.runsBeforeCompilingQueries }),
    formatError,
    // Apollo's default CSRF prevention stays on: GET and simple POSTs need a preflight-forcing header.
    csrfPrevention: true,
    // Production by default: the schema is not browsable and errors carry no stack (GRAPHQL_DEV turns both on).
    introspection: dev,
    includeStacktraceInErrorResponses: dev,
    allowBatchedHttpRequests: false,
    // No automatic persisted queries: the web sends every query whole, and Apollo's own refusals of a malformed
    // `persistedQuery` extension carry no code (they were answered and logged as unexpected errors).
    persistedQueries: false,
    // Parsed documents kept by the heap they take, not Apollo's 30 MiB of their JSON (document-store.ts).
    documentStore: documentStore(),
    // Compact JSON: Apollo's default indents every response (more bytes to write, compress and send).
    stringifyResult: (value) => JSON.stringify(value),
    parseOptions: protection.parseOptions,
    validationRules: protection.validationRules,
    // The process owner (main.ts) orders the shutdown; Apollo must not race it with its own signal handlers.
    stopOnTerminationSignals: false,
    plugins: [
      ApolloServerPluginLandingPageDisabled(),
      // No @cacheControl hints here (the response cache sets its own headers): without this plugin Apollo does
      // not wrap every field's resolver to collect hints, which cost a promise per field on every answer.
      ApolloServerPluginCacheControlDisabled(),
      subscriptionsOnTheirStream(),
      ...protection.plugins,
      ...(deps.metrics ? [graphqlMetricsPlugin(deps.metrics.registry)] : []),
      ...(deps.responseCache ? [deps.responseCache.plugin()] : []),
      ...(deps.pageCache ? [deps.pageCache.plugin()] : []),
      ...(deps.listTotals ? [clearedAfterAdminMutations(deps.listTotals)] : []),
    ],
    logger: {
      debug: (m) => deps.logger.debug(m),
      info: (m) => deps.logger.info(m),
      warn: (m) => deps.logger.warn(m),
      error: (m) => deps.logger.error(m),
    },
  });
  await apollo.start();

  const app = express();
  app.disable('x-powered-by');
  // A hop count or addresses, never `true`: the left-most X-Forwarded-For is whatever the client wrote.
  app.set('trust proxy', typeof deps.trustProxy === 'object' ? [...deps.trustProxy] : (deps.trustProxy ?? false));
  const indexHtmlPath = deps.webDir ? path.join(deps.webDir, 'index.html') : null;
  const indexHtml = indexHtmlPath && existsSync(indexHtmlPath) ? readFileSync(indexHtmlPath, 'utf8') : null;
  // What every answer gets, as one layer of express's router (each layer costs the router a match and a few
  // closures per request; a response cache hit is little more than these): a request id, the HTTP metrics, the
  // security headers and, when the logger writes info lines, the request's log line.
  app.use(
    inOneLayer([
      requestIds(),
      ...(deps.metrics ? [httpMetrics(deps.metrics.registry)] : []),
      securityHeaders(indexHtml),
      ...(deps.logger.isLevelEnabled('info') ? [requestLog(deps.logger)] : []),
    ]),
  );

  // Kept catalogue answers leave here, before compression and the body parsers they do not need; a guest's before
  // the per-address limit too (no statement runs for it), a signed-in shopper's after it (its session is read).
  if (deps.responseCache) app.get('/graphql', deps.responseCache.guestHits());
  if (deps.graphqlRateLimit) {
    app.use(
      '/graphql',
      requestRateLimit({ limit: deps.graphqlRateLimit, windowMs: 60_000, store: deps.requestCounts?.('graphql') }),
    );
  }
  if (deps.responseCache) app.get('/graphql', deps.responseCache.sessionHits());
  app.use(compressResponses());

  app.get('/healthz', async (_req, res) => {
    let database = true;
    try {
      await deps.checkDatabase();
    } catch (error) {
      deps.logger.error({ err: error }, 'health check failed');
      database = false;
    }
    const storage = await storageHealth.check();
    // The storage's worst state; a full disk still serves the catalogue, so it is 'degraded', not a 503.
    const stored = storage.files !== 'ok' ? storage.files : storage.database;
    if (!database) {
      res.status(503).json({ status: 'error', database: 'unreachable', storage: stored });
      return;
    }
    res.json({ status: stored === 'ok' ? 'ok' : 'degraded', database: 'ok', storage: stored });
  });

  if (deps.metrics) {
    const trustsProxy = typeof deps.trustProxy === 'number' ? deps.trustProxy > 0 : Boolean(deps.trustProxy);
    app.get('/metrics', metricsEndpoint(deps.metrics.registry, deps.metrics.access, trustsProxy));
  }

  // Live updates (GraphQL over SSE, graphql-sse's distinct-connections mode: one stream per subscription).
  // Mounted before /graphql, whose prefix would otherwise take it. Same schema and per-request context.
  // Capped per address and in total, each ended at its age or when idle (live-streams.ts).
  const streams = new LiveStreams(deps.liveStreams);
  // Every page sends the same subscription: its parsed and validated document is shared by all the streams that
  // hold it (a stream keeps its document for its whole life), and parsing has the token limit /graphql has.
  const streamDocuments = new LRUCache<string, DocumentNode>({ max: 20 });
  // A refusal before the stream opens, in the shape and the Spanish of /graphql's (graphql-sse's own are English,
  // and it sent validation errors as events that the formatter took for unexpected ones).
  const badStreamRequest = (errors: readonly GraphQLFormattedError[]) =>
    [
      JSON.stringify({ errors }),
      { status: 400, statusText: 'Bad Request', headers: { 'content-type': 'application/json; charset=utf-8' } },
    ] as const;
  const refusedAs = (code: string, error: GraphQLError) =>
    formatError({ ...error.toJSON(), extensions: { ...error.extensions, code: error.extensions.code ?? code } }, error);
  const handleStream = createSseHandler<StreamContext>({
    schema: deps.schema,
    // Each document is validated once in onSubscribe, before it is kept.
    validate: () => [],
    authenticate: () => null,
    onSubscribe: async (req, params) => {
      let document = streamDocuments.get(params.query);
      if (!document) {
        let parsed: DocumentNode;
        try {
          parsed = parse(params.query, protection.parseOptions);
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          return badStreamRequest([formatError({ message, extensions: { code: 'GRAPHQL_PARSE_FAILED' } }, error)]);
        }
        const invalid = validate(deps.schema, parsed, [...specifiedRules, ...protection.validationRules]);
        if (invalid.length > 0) {
          return badStreamRequest(invalid.map((error) => refusedAs('GRAPHQL_VALIDATION_FAILED', error)));
        }
        document = parsed;
        streamDocuments.set(params.query, document);
      }
      if (!getOperationAST(document, params.operationName)) {
        // The messages Apollo gives on /graphql, which the formatter says in Spanish.
        const message = params.operationName
          ? `Unknown operation named "${params.operationName}".`
          : 'Must provide operation name if query contains multiple operations.';
        return badStreamRequest([refusedAs('OPERATION_RESOLUTION_FAILURE', new GraphQLError(message))]);
      }
      return {
        schema: deps.schema,
        document,
        operationName: params.operationName,
        variableValues: params.variables,
        contextValue: await deps.createContext(req.raw, req.context.res),
      };
    },
    // Its own code: the error formatter rewords Apollo's English BAD_REQUEST refusals, and this one is already Spanish.
    execute: () => ({ errors: [new GraphQLError(SUBSCRIPTIONS_ONLY, { extensions: { code: 'SUBSCRIPTIONS_ONLY' } })] }),
    onNext: (_context, req, result) => {
      streams.pushed(req.raw);
      return result.errors?.length
        ? {
            ...result,
            errors: result.errors.map((error) =>
              error instanceof GraphQLError ? (formatError(error.toJSON(), error) as GraphQLError) : error,
            ),
          }
        : undefined;
    },
  });
  // A 1 MB body of empty arrays is 10 MiB of heap once parsed: 50 at once from one address ran a 160 MiB heap out
  // in under two seconds. /graphql bodies are small (the largest form is about 12 KB), read as they come (a
  // slow client holds only its socket and bytes) and parsed and worked on a few at a time; receipts, read whole
  // into memory (5 MB), are read a few at a time.
  const graphqlAdmission = new Admission(deps.admission.graphql, (req, res) => {
    res.setHeader('Retry-After', '5');
    sendHttpError(req, res, 503, 'SERVER_BUSY', HTTP_ERROR_MESSAGES.busy);
  });
  // The storefront's pages that miss the page cache, and their renders (storefront-page-handler.ts).
  const pageLimitsInUse = deps.pageLimits ?? pageLimits();
  const uploadAdmission = new Admission(deps.admission.uploads, (_req, res) =>
    sendRefusal(res, 503, imageUploadError.rejected('BUSY')),
  );
  if (deps.metrics) {
    const admissions = {
      graphql: graphqlAdmission,
      receipt_uploads: uploadAdmission,
      pages: pageLimitsInUse.pages,
      page_renders: pageLimitsInUse.renders,
    };
    for (const [name, help, count] of [
      ['esencia_requests_active', 'Requests worked on now, by kind', (a: Slots | Admission) => a.active],
      ['esencia_requests_waiting', 'Requests waiting for their turn, by kind', (a: Slots | Admission) => a.waiting],
    ] as const) {
      new Gauge({
        name,
        help,
        labelNames: ['kind'],
        registers: [deps.metrics.registry],
        collect() {
          for (const [kind, admission] of Object.entries(admissions)) this.set({ kind }, count(admission));
        },
      });
    }
  }
  if (deps.metrics) {
    new Gauge({
      name: 'esencia_storage_up',
      help: '1 when the store can write to its storage (files: a probe write; database: no disk-full error lately), else 0',
      labelNames: ['store'] as const,
      registers: [deps.metrics.registry],
      async collect() {
        const state = await storageHealth.check();
        this.set({ store: 'files' }, state.files === 'ok' ? 1 : 0);
        this.set({ store: 'database' }, state.database === 'ok' ? 1 : 0);
      },
    });
    new Gauge({
      name: 'esencia_live_streams_open',
      help: 'Live order streams (/graphql/stream) open in this process',
      registers: [deps.metrics.registry],
      collect() {
        this.set(streams.size);
      },
    });
  }
  const admitStream = (req: Request, res: Response, next: () => void) => {
    if (streams.admit(req, res)) next();
  };
  app.use(
    '/graphql/stream',
    admitStream,
    requireJsonBody(),
    express.json({ limit: '100kb' }),
    streamParams(),
    async (req, res) => {
      res.setHeader('X-Accel-Buffering', 'no'); // nginx and the like: pass each event on at once
      try {
        await handleStream(req, res);
      } catch (error) {
        deps.logger.error({ err: error }, 'graphql stream failed');
        if (!res.headersSent) res.status(500).json({ errors: [{ message: INTERNAL_MESSAGE }] });
        else res.end();
      }
    },
  );

  // Apollo's answers leave from an app of their own whose only difference is no ETag: express would hash every
  // answer (18 KB for a list of 24) for a tag nothing revalidates (they are `no-store`; the response cache's kept
  // answers carry their own tag).
  const graphqlApp = express();
  graphqlApp.disable('x-powered-by');
  graphqlApp.set('etag', false);
  graphqlApp.use(
    // A 1 MB body of empty arrays is 10 MiB of heap once parsed: 50 at once from one address ran a 160 MiB heap
    // out in under two seconds. Bodies are read a few at a time, and small (the largest form is about 12 KB).
    requireJsonBody(),
    express.raw({ type: 'application/json', limit: '100kb' }),
    graphqlAdmission.handler,
    parseJsonBody(),
    ensureBody(),
    // What Apollo's cache-control plugin said for every answer: no shared cache may keep it. Only the response
    // cache's own answers (allow-listed anonymous catalogue reads) replace it with `public, no-cache`.
    (_req: Request, res: Response, next: () => void) => {
      res.setHeader('Cache-Control', 'no-store');
      next();
    },
    ...(deps.responseCache ? [deps.responseCache.misses(apollo, deps.createContext)] : []),
    expressMiddleware(apollo, { context: ({ req, res }) => deps.createContext(req, res) }),
  );
  app.use('/graphql', graphqlApp);

  // Never the request's Host or X-Forwarded-Host (issue 25): the configured origin, or the local default.
  const baseUrl = () => deps.siteOrigin.value;

  app.get('/robots.txt', (req, res) => {
    res.type('text/plain').setHeader('Cache-Control', 'public, max-age=3600');
    res.send(robotsTxt(baseUrl()));
  });

  app.get(
    '/sitemap.xml',
    sitemapRoute({
      listSitemapEntries: deps.storefront.listSitemapEntries,
      baseUrl,
      ...(deps.pageCache ? { pageCache: deps.pageCache } : {}),
    }),
  );

  const counts = deps.requestCounts;
  app.use(
    receiptRoutes({ ...deps.receipts, admit: uploadAdmission.handler, uploadCounts: counts?.('receipt-uploads') }),
  );
  app.use(adminImageRoutes({ ...deps.adminImages, uploadCounts: counts?.('admin-image-uploads') }));
  app.use(adminExportRoutes(deps.adminExports));
  app.use(storyAudioRoutes({ ...deps.storyAudio, uploadCounts: counts?.('story-audio-uploads') }));

  app.get('/files/{*key}', async (req, res) => {
    const segments = (req.params as { key?: string[] }).key ?? [];
    const key = segments.join('/');
    // Payment receipts are personal: only /api/orders/:id/receipt shows them, never the public files.
    if (isPrivateFileKey(key)) {
      res.status(404).type('text/plain').send('Archivo no encontrado');
      return;
    }
    if (req.query.w !== undefined || req.query.fmt !== undefined) {
      const variant = await deps.storefront.getImageVariant.execute(key, { w: req.query.w, fmt: req.query.fmt });
      if (!variant.ok) {
        res.status(VARIANT_FAILURE_STATUS[variant.error.code]).type('text/plain').send(variant.error.message);
        return;
      }
      const { file, standIn } = variant.value;
      if (standIn) {
        // The original, checked like any stored file, for this request only: the variant's address keeps it for good.
        if (!(await sendStoredFile(res, key, file, 'no-store')))
          res.status(404).type('text/plain').send('Archivo no encontrado');
        return;
      }
      res.setHeader('Content-Type', file.contentType);
      res.setHeader('Content-Length', String(file.size));
      res.setHeader('Cache-Control', STORED_FILE_CACHE_CONTROL);
      res.setHeader('Content-Security-Policy', STORED_FILE_CSP);
      sendBody(res, file.body);
      return;
    }
    let file: Awaited<ReturnType<FileStorage['get']>> = null;
    try {
      file = await deps.fileStorage.get(key);
    } catch {
      file = null;
    }
    // Only what the store itself writes (pictures, story audio), checked by extension and content: never a
    // page or a script, whatever the storage says its type is (a forged backup could have put one there).
    if (!file || !(await sendStoredFile(res, key, file, STORED_FILE_CACHE_CONTROL))) {
      if (file) deps.logger.warn({ key }, 'stored file not served: not a kind the store writes');
      res.status(404).type('text/plain').send('Archivo no encontrado');
    }
  });

  // Keep last among /api routes: any other /api path is a JSON 404, not the web app's page.
  app.use('/api', apiNotFound());

  if (deps.webDir && indexHtml !== null) {
    // Source maps are never public (the build makes none; one copied in by hand is not served either).
    app.use((req, res, next) => (req.path.endsWith('.map') ? res.status(404).end() : next()));
    app.use(express.static(deps.webDir, { index: false, setHeaders: staticCacheControl(deps.webDir) }));
    // The app's own routes get index.html with their title, description and link-preview tags in the first
    // HTML (no JavaScript needed), the catalogue's and information pages rendered on the server; any other path,
    // or a missing product, brand or category, is a 404 with the same app, which shows its not-found page.
    const shell = new AppShell(indexHtml);
    const describe = describeStorefrontPages({ ...deps.storefront, storage: deps.fileStorage }, { ...shell.defaults });
    // The page's own lazy chunks and CSS (Vite's manifest, read once; without it, the entry's only).
    const webDir = deps.webDir;
    const routeAssets = readRouteAssets(webDir, (error, message) => deps.logger.warn({ err: error, webDir }, message));
    const renderer = deps.serverRenderer === undefined ? await loadServerRenderer(webDir) : deps.serverRenderer;
    if (!renderer)
      deps.logger.warn({ webDir }, 'web build without its server bundle: pages are rendered by the browser');
    app.get(
      '/{*path}',
      storefrontPages({
        shell,
        describe,
        routeAssets,
        ...(renderer
          ? {
              render: createPageRendering({
                renderer,
                apollo,
                createContext: deps.createContext,
                origin: baseUrl,
                ...(deps.responseCache ? { keptAnswers: deps.responseCache } : {}),
              }),
            }
          : {}),
        ...(deps.pageCache ? { pageCache: deps.pageCache } : {}),
        limits: pageLimitsInUse,
        baseUrl,
        logger: deps.logger,
      }),
    );
  } else {
    app.get('/', (_req, res) => {
      res.type('text/plain').send('Esencia API. La tienda web no está compilada: ejecute "npm run build".');
    });
  }

  app.use(routeNotFound());
  app.use(httpErrorHandler(deps.logger, recordStorageTrouble));

  return {
    app,
    // End each stream and its connection (a finished response would otherwise keep it open as keep-alive).
    closeStreams: () => streams.closeAll(),
    openStreams: () => streams.size,
    stop: () => apollo.stop(),
  };
}
