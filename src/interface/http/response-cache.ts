import type { ApolloServer, ApolloServerPlugin, HTTPGraphQLRequest } from '@apollo/server';
import { HeaderMap } from '@apollo/server';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { OperationDefinitionNode } from 'graphql';
import { readsCatalogueAsGuest } from '../../application/catalog/catalogue-visibility';
import type { Viewer } from '../../application/identity/viewer';
import type { Clock } from '../../application/ports/clock';
import type { GraphQLContext } from '../graphql/context';
import { CatalogueAnswerCache, type CatalogueChanges } from './catalogue-answer-cache';
import { compressAnswer, compressedAnswerSize, sendCompressed, type CompressedAnswer } from './compressed-answer';
import { HOST_COOKIE, PLAIN_COOKIE } from './session-cookie';

/**
 * The root fields an anonymous catalogue read may ask for, the only ones whose answers are kept. Each reads
 * only the catalogue tables whose writes announce themselves (products, brands, categories,
 * product_categories, store_settings: migration 1765300000000), depends on nothing of the request but its
 * arguments (no viewer once anonymous, no host, no cookie) and on time only through the date in Lima
 * (promotions), which is part of the key. Not `stories`/`story` (they expire by the minute and count views),
 * nor anything of a cart, an order, a session or an account.
 */
export const CACHEABLE_ROOT_FIELDS: ReadonlySet<string> = new Set([
  'products',
  'product',
  'searchProducts',
  'brands',
  'brandPage',
  'brand',
  'categories',
  'category',
  'storeSettings',
  '__typename',
]);

export type { CatalogueChanges } from './catalogue-answer-cache';

export interface ResponseCacheOptions {
  readonly clock: Clock;
  readonly changes: CatalogueChanges;
  /** Bytes kept at most (answers and their compressed copies); the least recently used leave first. */
  readonly maxBytes?: number;
  /**
   * The viewer behind a request's session cookie, resolved once per request (the context reuses it). Without it,
   * every request with a session cookie goes to Apollo and nothing it is answered is kept.
   */
  readonly viewerOf?: (req: Request) => Promise<Viewer | null>;
}

const DEFAULT_MAX_BYTES = 16 * 1024 * 1024;
/**
 * Shared caches (a CDN, a proxy) may keep the answer, but must ask again (If-None-Match) before each use. It
 * depends on these request headers: Accept picks Apollo's content type; with a session cookie the answer is the
 * anonymous one (a shopper's) or Apollo's own `no-store` one (the admin's, a session no longer valid), so a shared
 * cache keys it by the cookie too and never hands what it got with a cookie to a request without, or the reverse.
 */
const KEPT_HEADERS = { cacheControl: 'public, no-cache', vary: 'Accept, Accept-Encoding, Cookie' };
/** Apollo's CSRF prevention lets a GET through with a non-simple content type or one of these headers. */
const SIMPLE_CONTENT_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'];
const PREFLIGHT_HEADERS = ['x-apollo-operation-name', 'apollo-require-preflight'];

/**
 * Where the plugin leaves its verdict for the request the cache handed to Apollo: a property of the context
 * (Apollo runs each operation with a shallow copy of the context, which keeps it), under a symbol no resolver
 * knows.
 */
const VERDICT = Symbol('response cache verdict');
type JudgedContext = GraphQLContext & { [VERDICT]?: { cacheable: boolean } };

/**
 * A per-process cache of catalogue reads sent by GET /graphql, in front of Apollo: the guests' and the signed-in
 * shoppers'.
 *
 * - Key: the request's query string (operation, query, variables, extensions), its Accept header and the date
 *   in Lima by the store's clock, so a promotion starting or ending at midnight is right at 00:00:01 without
 *   any write.
 * - Served only to requests that pass Apollo's CSRF rule and read the catalogue as a guest does: without a
 *   session cookie, or with a valid session that is not the admin's (ADR 0008: for them an allow-listed read's
 *   answer is the guest's, byte for byte). Filled only from Apollo's own answer to such a request when the
 *   operation is a query of allow-listed root fields answered without errors (the plugin's verdict). The admin
 *   and a cookie of no valid session go to Apollo as before, and their answers are never kept.
 * - Cleared on every committed catalogue change any process makes (`changes`), when the listening connection
 *   goes down or comes back, and, before the answer leaves, after any mutation an admin makes here. A
 *   generation counter, bumped by every clear, keeps an answer read before a change from being stored after
 *   that change was heard. While changes are not heard, it neither serves nor stores. (All of this is
 *   CatalogueAnswerCache's, shared with the server-rendered pages' PageCache.)
 * - A hit costs no SQL: the stored bytes (brotli or gzip as the client takes them, compressed once), a weak
 *   ETag (If-None-Match → 304), `Cache-Control: public, no-cache`.
 */
export class ResponseCache {
  private readonly answers: CatalogueAnswerCache<CompressedAnswer>;
  /** The same reads run in this process by the server-rendered pages ({@link inProcess}), as JSON. */
  private readonly operations: CatalogueAnswerCache<{ readonly json: string }>;
  private readonly viewerOf: ((req: Request) => Promise<Viewer | null>) | undefined;

  constructor(options: ResponseCacheOptions) {
    this.viewerOf = options.viewerOf;
    this.answers = new CatalogueAnswerCache<CompressedAnswer>({
      clock: options.clock,
      changes: options.changes,
      maxBytes: options.maxBytes ?? DEFAULT_MAX_BYTES,
      sizeOf: compressedAnswerSize,
    });
    this.operations = new CatalogueAnswerCache<{ readonly json: string }>({
      clock: options.clock,
      changes: options.changes,
      maxBytes: Math.floor((options.maxBytes ?? DEFAULT_MAX_BYTES) / 4),
      sizeOf: (answer, key) => 2 * (answer.json.length + key.length),
    });
  }

  /** Forgets every answer; answers being read now are not kept either. */
  clear(): void {
    this.answers.clear();
    this.operations.clear();
  }

  /** How many answers are kept now (the GET answers; the pages' in-process ones apart). */
  get size(): number {
    return this.answers.size;
  }

  close(): void {
    this.answers.close();
    this.operations.close();
  }

  /**
   * A catalogue query a server-rendered page runs in this process (server-rendering.ts: a query of allow-listed
   * root fields only, for a reader who is not the admin): its kept answer, or `execute`'s, kept when it has no
   * errors and nothing changed meanwhile — under the same rules, signals and clears as the GET answers. Its
   * answer is a fresh copy each time (the page's Apollo cache takes it over).
   */
  async inProcess<T extends { readonly data?: unknown; readonly errors?: readonly unknown[] | null }>(
    operation: { readonly query: string; readonly variables: unknown; readonly operationName: string | undefined },
    execute: () => Promise<T>,
  ): Promise<T> {
    let executed: T | undefined;
    const kept = await this.operations.answer(
      JSON.stringify([operation.operationName ?? null, operation.query, operation.variables]),
      async () => {
        executed = await execute();
        return executed.errors?.length ? null : { json: JSON.stringify(executed) };
      },
    );
    return executed ?? (JSON.parse(kept!.json) as T);
  }

  /** Apollo plugin: judges each answer (may it be kept?) and clears the cache after an admin's mutation. */
  plugin(): ApolloServerPlugin<GraphQLContext> {
    return {
      requestDidStart: async () => ({
        willSendResponse: async ({ contextValue, operation, response }) => {
          this.answers.clearAfter(operation, contextValue);
          this.operations.clearAfter(operation, contextValue);
          const verdict = (contextValue as JudgedContext)[VERDICT];
          if (!verdict) return;
          // The reader is judged before (readsAsAnonymous); never the admin's answer, whoever asked.
          verdict.cacheable =
            readsCatalogueAsGuest(contextValue.viewer) &&
            operation !== undefined &&
            isCatalogueRead(operation) &&
            response.body.kind === 'single' &&
            !response.body.singleResult.errors?.length;
        },
      }),
    };
  }

  /**
   * GET /graphql answered from a kept answer, and nothing else: mounted ahead of the compression middleware and
   * the body parsers, which a kept answer does not need (it is compressed already and a GET has no body), so a
   * hit — most catalogue reads — skips them. This one for requests without a session cookie: no statement runs, so
   * it is mounted before the per-address request limit too (a kept answer costs what a static file does, and many
   * shoppers of a mobile carrier share one address). A request with a session cookie goes on untouched, to
   * {@link sessionHits}; anything else to {@link misses}.
   */
  guestHits(): RequestHandler {
    return (req: Request, res: Response, next: NextFunction) => {
      const kept =
        !hasSessionCookie(req.headers.cookie) && this.mayAnswer(req) ? this.answers.get(this.keyOf(req)) : undefined;
      if (kept) sendCompressed(req, res, kept, KEPT_HEADERS);
      else next();
    };
  }

  /**
   * {@link guestHits} for requests with a session cookie, mounted after the per-address limit: the session is
   * resolved first (its statement and sliding touch, as Apollo's context would; the context reuses it) and only a
   * valid session that is not the admin's gets the kept answer.
   */
  sessionHits(): RequestHandler {
    return (req: Request, res: Response, next: NextFunction) => {
      if (!hasSessionCookie(req.headers.cookie) || !this.mayAnswer(req)) {
        next();
        return;
      }
      const key = this.keyOf(req);
      this.readsAsAnonymous(req).then(
        (anonymous) => {
          // Looked up once the session is known: an answer cleared meanwhile is not served.
          const kept = anonymous ? this.answers.get(key) : undefined;
          if (kept) sendCompressed(req, res, kept, KEPT_HEADERS);
          else next();
        },
        // Apollo's context meets the same failure (the same resolution) and answers it as it does today.
        () => next(),
      );
    };
  }

  /**
   * GET /graphql from an anonymous client that the hits (mounted before it) had no answer for: answered by
   * Apollo, and kept when the plugin says it may be. Anything else goes on to the regular Apollo middleware.
   */
  misses(
    apollo: ApolloServer<GraphQLContext>,
    createContext: (req: Request, res: Response) => Promise<GraphQLContext>,
  ): RequestHandler {
    return async (req: Request, res: Response, next: NextFunction) => {
      if (!this.mayAnswer(req) || !(await this.readsAsAnonymous(req).catch(() => false))) {
        next();
        return;
      }
      const key = this.keyOf(req);
      const generation = this.answers.generation;
      const verdict = { cacheable: false };
      try {
        const answer = await apollo.executeHTTPGraphQLRequest({
          httpGraphQLRequest: apolloRequest(req),
          context: async (): Promise<JudgedContext> =>
            Object.assign(await createContext(req, res), { [VERDICT]: verdict }),
        });
        if (verdict.cacheable && answer.body.kind === 'complete' && (answer.status ?? 200) === 200) {
          const prepared = await compressAnswer(
            answer.body.string,
            answer.headers.get('content-type') ?? 'application/json; charset=utf-8',
          );
          // Kept only if no change was heard since this request began (its data may predate that change).
          this.answers.keepIfUnchanged(key, prepared, generation);
          sendCompressed(req, res, prepared, KEPT_HEADERS);
          return;
        }
        // As @as-integrations/express5 writes Apollo's answer.
        for (const [name, value] of answer.headers) res.setHeader(name, value);
        res.statusCode = answer.status ?? 200;
        if (answer.body.kind === 'complete') {
          res.send(answer.body.string);
          return;
        }
        for await (const chunk of answer.body.asyncIterator) res.write(chunk);
        res.end();
      } catch (error) {
        next(error);
      }
    };
  }

  /**
   * The answer's key: what the client accepts and the full address (`originalUrl`: the same whether this runs
   * under a mount point, which strips `req.url`, or as a route), on today's date in Lima.
   */
  private keyOf(req: Request): string {
    return this.answers.datedKey(`${req.headers.accept ?? ''} ${req.originalUrl}`);
  }

  /**
   * A GET this cache may answer: changes are heard, Apollo's CSRF rule is met, and a session cookie is only there
   * when the viewer can be resolved.
   */
  private mayAnswer(req: Request): boolean {
    return (
      req.method === 'GET' &&
      this.answers.listening &&
      (this.viewerOf !== undefined || !hasSessionCookie(req.headers.cookie)) &&
      passesCsrfPrevention(req)
    );
  }

  /**
   * Whether the request reads the catalogue as a guest does: without a session cookie, or with a valid session
   * that is not the admin's (catalogue-visibility.ts: only the admin sees what is not on sale; for anybody else an
   * allow-listed read's answer is the guest's, byte for byte). A cookie of no valid session is not: it goes to
   * Apollo as before, and its answer is not kept.
   */
  private async readsAsAnonymous(req: Request): Promise<boolean> {
    if (!hasSessionCookie(req.headers.cookie)) return true;
    const viewer = await this.viewerOf!(req);
    return viewer !== null && readsCatalogueAsGuest(viewer);
  }
}

/** Every root selection is an allow-listed field (no fragments at the root: they are not looked into). */
function isCatalogueRead(operation: OperationDefinitionNode): boolean {
  return (
    operation.operation === 'query' &&
    operation.selectionSet.selections.every(
      (selection) => selection.kind === 'Field' && CACHEABLE_ROOT_FIELDS.has(selection.name.value),
    )
  );
}

/** Any session cookie, valid or not: such a request always goes to Apollo (which may also clear the cookie). */
export function hasSessionCookie(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(';').some((part) => {
    const name = part.slice(0, part.indexOf('=')).trim();
    return name === PLAIN_COOKIE || name === HOST_COOKIE;
  });
}

/** Apollo Server's csrfPrevention rule, so the cache never answers a request Apollo would refuse. */
function passesCsrfPrevention(req: Request): boolean {
  const contentType = req.headers['content-type'];
  if (contentType !== undefined) {
    const essence = contentType.split(';')[0]!.trim().toLowerCase();
    if (essence && !SIMPLE_CONTENT_TYPES.includes(essence)) return true;
  }
  return PREFLIGHT_HEADERS.some((name) => {
    const value = req.headers[name];
    return typeof value === 'string' && value.length > 0;
  });
}

/** The request as Apollo's express integration hands it over (a GET has no body). */
function apolloRequest(req: Request): HTTPGraphQLRequest {
  const headers = new HeaderMap();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const queryStart = req.url.indexOf('?');
  return {
    method: 'GET',
    headers,
    search: queryStart < 0 ? '' : req.url.slice(queryStart),
    body: req.body ?? {},
  };
}
