import type { Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import { compressAnswer, sendCompressed } from './compressed-answer';
import { loggedPath } from './http-errors';
import type { PageCache } from './page-cache';
import type { AppShell, PageHead } from './page-head';
import { hasSessionCookie } from './response-cache';
import type { RouteAssets } from './route-assets';
import type { ServerRenderedPage } from './server-rendering';
import type { DescribedPage } from './storefront-pages';
import { matchStorefrontRoute, SERVER_RENDERED, type StorefrontRoute } from './storefront-routes';

export interface StorefrontPageDependencies {
  readonly shell: AppShell;
  readonly describe: (route: StorefrontRoute, base: string) => Promise<DescribedPage>;
  readonly routeAssets: RouteAssets;
  /** Renders the app for a request (server-rendering.ts); absent: every page is rendered by the browser. */
  readonly render?: (req: Request, res: Response) => Promise<ServerRenderedPage | { failed: string }>;
  /** Keeps the anonymous visitors' server-rendered pages (absent: each is rendered again). */
  readonly pageCache?: PageCache;
  readonly baseUrl: () => string;
  readonly logger: Logger;
}

/** Anonymous server-rendered pages: revalidated every time by anyone who keeps them (their ETag says if changed). */
const KEPT_PAGE_HEADERS = { cacheControl: 'no-cache', vary: 'Accept-Encoding, Cookie' };

/**
 * The web app's pages, each with its head tags in the first HTML (title, description, link previews, JSON-LD: no
 * JavaScript needed) and its own chunks preloaded. The catalogue and information pages (SERVER_RENDERED) come
 * rendered, with the cache they were rendered from for the browser to hydrate; the others are rendered by the
 * browser. Any other path, or a missing product, brand or category, is a 404 (the not-found page rendered, for a
 * server-rendered kind). A page that cannot be rendered (a failed query, a render error, a timeout) is the app
 * without content, which the browser renders: never a 500 page. Anonymous visitors' rendered pages are kept in
 * `pageCache` (never stale: see PageCache); signed-in shoppers get theirs rendered with their session, never kept.
 */
export function storefrontPages(deps: StorefrontPageDependencies): RequestHandler {
  const { shell, logger } = deps;
  const render = shell.hasRoot ? deps.render : undefined;

  /** The page as this request gets it: its status and HTML, and whether it came rendered. */
  async function page(route: StorefrontRoute, req: Request, res: Response, anonymous: boolean) {
    const serverRendered = render !== undefined && SERVER_RENDERED.has(route.kind);
    const [described, rendered] = await Promise.all([
      deps.describe(route, deps.baseUrl()),
      serverRendered ? renderOrExplain(req, res) : null,
    ]);
    // Its own chunks and CSS: a page the browser renders needs them when it exists; a rendered page (a rendered
    // 404 too) is hydrated by them. A rendered page's pictures are preloaded as React asks (its headHtml).
    // A signed-in visitor's frame also holds the account menu, a lazy part: its files come with the page.
    const head: PageHead = rendered
      ? {
          ...withoutPreloadImage(described.head),
          ...(anonymous ? deps.routeAssets.of(route, req.path) : deps.routeAssets.ofSignedIn(route, req.path)),
        }
      : described.status === 200
        ? { ...described.head, ...deps.routeAssets.of(route, req.path) }
        : described.head;
    return {
      status: described.status,
      html: shell.render(head, rendered ?? {}),
      rendered: rendered !== null,
      keepable: rendered?.catalogueOnly ?? false,
    };
  }

  async function renderOrExplain(req: Request, res: Response): Promise<ServerRenderedPage | null> {
    try {
      const result = await render!(req, res);
      if (!('failed' in result)) return result;
      logger.warn(
        { path: loggedPath(req), reason: result.failed },
        'page not rendered on the server; the browser renders it',
      );
    } catch (error) {
      logger.warn({ err: error, path: loggedPath(req) }, 'page not rendered on the server; the browser renders it');
    }
    return null;
  }

  return async (req, res) => {
    res.type('html');
    try {
      const route = matchStorefrontRoute(req.path, req.query);
      const anonymous = !hasSessionCookie(req.headers.cookie);
      // Kept: anonymous pages the server renders, but a story's shared link (its head is the story's, which
      // expires by the minute).
      const keepable =
        deps.pageCache !== undefined &&
        render !== undefined &&
        anonymous &&
        SERVER_RENDERED.has(route.kind) &&
        !(route.kind === 'home' && route.storyId);
      if (keepable) {
        const cache = deps.pageCache!;
        const key = cache.keyOf(req);
        const kept = cache.get(key);
        if (kept) {
          sendCompressed(req, res, kept, KEPT_PAGE_HEADERS);
          return;
        }
        const generation = cache.generation;
        const built = await page(route, req, res, anonymous);
        if (built.keepable && built.status === 200) {
          const compressed = await compressAnswer(built.html, 'text/html; charset=utf-8');
          cache.keep(key, compressed, generation);
          sendCompressed(req, res, compressed, KEPT_PAGE_HEADERS);
          return;
        }
        res.setHeader('Cache-Control', 'no-cache').vary('Cookie');
        res.status(built.status).send(built.html);
        return;
      }
      const built = await page(route, req, res, anonymous);
      // A page rendered with a session holds that shopper's data: for their browser only.
      res.setHeader('Cache-Control', built.rendered && !anonymous ? 'private, no-cache' : 'no-cache');
      // The page differs with the session cookie: a shared cache must not hand one visitor's page to another.
      res.vary('Cookie');
      res.status(built.status).send(built.html);
    } catch (error) {
      // The database is down: the app still loads (and shows its error state); crawlers are told to come back.
      logger.error({ err: error, path: loggedPath(req) }, 'page head failed');
      res.status(503).setHeader('Retry-After', '60');
      res.setHeader('Cache-Control', 'no-cache').vary('Cookie');
      res.send(shell.render({ ...shell.defaults, noindex: true }));
    }
  };
}

function withoutPreloadImage(head: PageHead): PageHead {
  const { preloadImage: _drawnByTheApp, ...rest } = head;
  return rest;
}
