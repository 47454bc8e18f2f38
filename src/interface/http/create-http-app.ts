import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import express, { type Express, type Request, type Response } from 'express';
import type { GraphQLSchema } from 'graphql';
import type { Logger } from 'pino';
import type { FileStorage } from '../../application/ports/file-storage';
import type { GraphQLContext } from '../graphql/context';
import { formatError } from '../graphql/errors';
import { securityHeaders } from './security-headers';

export interface HttpAppDependencies {
  readonly schema: GraphQLSchema;
  readonly createContext: (req: Request, res: Response) => Promise<GraphQLContext>;
  /** Behind a reverse proxy: take the client IP and protocol from X-Forwarded-*. */
  readonly trustProxy?: boolean;
  readonly fileStorage: FileStorage;
  readonly checkDatabase: () => Promise<void>;
  readonly logger: Logger;
  /** Built web app (index.html + assets); absent in API-only tests. */
  readonly webDir?: string;
}

export interface HttpApp {
  readonly app: Express;
  readonly stop: () => Promise<void>;
}

/** One express app: GraphQL at /graphql, files at /files, health at /healthz, the SPA everywhere else. */
export async function createHttpApp(deps: HttpAppDependencies): Promise<HttpApp> {
  const apollo = new ApolloServer<GraphQLContext>({
    schema: deps.schema,
    formatError,
    // Apollo's default CSRF prevention stays on: GET and simple POSTs need a preflight-forcing header.
    csrfPrevention: true,
    introspection: true,
    // The process owner (main.ts) orders the shutdown; Apollo must not race it with its own signal handlers.
    stopOnTerminationSignals: false,
    plugins: [ApolloServerPluginLandingPageDisabled()],
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
  app.set('trust proxy', deps.trustProxy ?? false);
  const indexHtmlPath = deps.webDir ? path.join(deps.webDir, 'index.html') : null;
  const indexHtml = indexHtmlPath && existsSync(indexHtmlPath) ? readFileSync(indexHtmlPath, 'utf8') : null;
  app.use(securityHeaders(indexHtml));
  app.use((req, res, next) => {
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      deps.logger.info(
        { method: req.method, url: req.originalUrl, status: res.statusCode, ms: Math.round(ms) },
        'request',
      );
    });
    next();
  });

  app.get('/healthz', async (_req, res) => {
    try {
      await deps.checkDatabase();
      res.json({ status: 'ok', database: 'ok' });
    } catch (error) {
      deps.logger.error({ err: error }, 'health check failed');
      res.status(503).json({ status: 'error', database: 'unreachable' });
    }
  });

  app.use(
    '/graphql',
    express.json({ limit: '1mb' }),
    expressMiddleware(apollo, { context: ({ req, res }) => deps.createContext(req, res) }),
  );

  app.get('/files/{*key}', async (req, res) => {
    const segments = (req.params as { key?: string[] }).key ?? [];
    const key = segments.join('/');
    let file: Awaited<ReturnType<FileStorage['get']>> = null;
    try {
      file = await deps.fileStorage.get(key);
    } catch {
      file = null;
    }
    if (!file) {
      res.status(404).type('text/plain').send('Archivo no encontrado');
      return;
    }
    res.setHeader('Content-Type', file.contentType);
    res.setHeader('Content-Length', String(file.size));
    res.setHeader('Cache-Control', 'public, max-age=86400');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    file.body.pipe(res);
  });

  if (deps.webDir && indexHtml !== null) {
    app.use(express.static(deps.webDir, { index: false, maxAge: '1h' }));
    // SPA fallback: client routes (and the not-found page) are the web app's business.
    app.get('/{*path}', (_req, res) => {
      res.type('html').setHeader('Cache-Control', 'no-cache');
      res.send(indexHtml);
    });
  } else {
    app.get('/', (_req, res) => {
      res.type('text/plain').send('Esencia API. La tienda web no está compilada: ejecute "npm run build".');
    });
  }

  return { app, stop: () => apollo.stop() };
}
