import { finished } from 'node:stream/promises';
import { setTimeout } from 'node:timers/promises';
import type { Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import { compressAnswer, sendCompressed } from './compressed-answer';
import { loggedPath } from './http-errors';
import type { PageCache } from './page-cache';
import type { AppShell, PageHead } from './page-head';
import { hasSessionCookie } from './response-cache';
import type { RouteAssets } from './route-assets';
import type { ServerRenderedPage } from './server-rendering';
import { Slots } from './slots';
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
  /** How many pages are answered and rendered at once, and wait (default: pageLimits()). */
  readonly limits?: PageLimits;
  readonly baseUrl: () => string;
  readonly logger: Logger;
}

/**
 * Pages being answered (from their first query to their last byte compressed and written) and pages being
 * rendered (and compressed to be kept), each with a line of its own. Both bound what a burst of pages that miss
 * the page cache holds, which nothing else did: each its own query string (a link shared with `?fbclid=…`), or a
 * session cookie. A render holds its React tree, Apollo cache and answers, a few megabytes; any page being
 * compressed holds a zlib stream (230 KiB for gzip, 520 KiB for brotli, outside the heap's cap) until its bytes
 * are out. Unbounded, 300 such pages at once ran `npm start`'s 160 MiB heap out, and 2,000 took the process to
 * 1.5 GiB. More renders at once would finish no sooner on the store's one or two cores.
 */
export interface PageLimits {
  readonly pages: Slots;
  readonly renders: Slots;
}

const PAGES_AT_ONCE = 64;
const PAGES_IN_LINE = 256;
const RENDERS_AT_ONCE = 4;
const RENDERS_IN_LINE = 16;
/** How long a page's slot waits for its bytes to be out (a few ms when the client reads; see PageLimits). */
const WRITE_WAIT_MS = 500;

export function pageLimits(): PageLimits {
  return { pages: new Slots(PAGES_AT_ONCE, PAGES_IN_LINE), renders: new Slots(RENDERS_AT_ONCE, RENDERS_IN_LINE) };
}

/**
 * Pages sent from bytes compressed once (anonymous server-rendered pages, the busy answer): revalidated every time
 * by anyone who keeps them (a kept page's ETag says if it changed).
 */
const KEPT_PAGE_HEADERS = { cacheControl: 'no-cache', vary: 'Accept-Encoding, Cookie' };

/**
 * The web app's pages, each with its head tags in the first HTML (title, description, link previews, JSON-LD: no
 * JavaScript needed) and its own chunks preloaded. The catalogue and information pages (SERVER_RENDERED) come
 * rendered, with the cache they were rendered from for the browser to hydrate; the others are rendered by the
 * browser. Any other path, or a missing product, brand or category, is a 404 (the not-found page rendered, for a
 * server-rendered kind). A page that cannot be rendered (a failed query, a render error, a timeout) is the app
 * without content, which the browser renders: never a 500 page. Anonymous visitors' rendered pages are kept in
 * `pageCache` (never stale: see PageCache); signed-in shoppers get theirs rendered with their session, never kept.
 * In a burst (PageLimits), a page past the renders' line is the browser's at once, and a request past the pages'
 * line is the app with the store's own head, answered 503 with Retry-After from bytes compressed once.
 */
export function storefrontPages(deps: StorefrontPageDependencies): RequestHandler {
  const { shell, logger } = deps;
  const render = shell.hasRoot ? deps.render : undefined;
  const limits = deps.limits ?? pageLimits();
  /** The app with the store's own head, not to be indexed: the answer when the store cannot make the page. */
  const appAlone = () => shell.render({ ...shell.defaults, noindex: true });
  const busyAnswer = compressAnswer(appAlone(), 'text/html; charset=utf-8');

  /** The page as this request gets it (rendered on the server if `rendering`): its status, HTML, and whether rendered. */
  async function page(route: StorefrontRoute, req: Request, res: Response, anonymous: boolean, rendering: boolean) {
    const [described, rendered] = await Promise.all([
      deps.describe(route, deps.baseUrl()),
      rendering ? renderOrExplain(req, res) : null,
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

  /**
   * The page rendered in a slot, and compressed and kept there too when it may be (the slot ends when nothing of
   * it is left but its bytes); null when every slot is taken and the line is full.
   */
  async function renderedPage(
    route: StorefrontRoute,
    req: Request,
    res: Response,
    anonymous: boolean,
    keepIn?: KeptPage,
  ) {
    return limits.renders.run(async () => {
      // Rendered and kept by another request while this one waited (a burst on one address): that one.
      const keptMeanwhile = keepIn?.cache.get(keepIn.key);
      if (keptMeanwhile) return { status: 200, html: '', rendered: true, keepable: true, kept: keptMeanwhile };
      const built = await page(route, req, res, anonymous, true);
      if (!keepIn || !built.keepable || built.status !== 200) return { ...built, kept: null };
      const kept = await compressAnswer(built.html, 'text/html; charset=utf-8');
      keepIn.cache.keep(keepIn.key, kept, keepIn.generation);
      return { ...built, kept };
    });
  }

  return async (req, res) => {
    res.type('html');
    try {
      const route = matchStorefrontRoute(req.path, req.query);
      const anonymous = !hasSessionCookie(req.headers.cookie);
      const serverRendered = render !== undefined && SERVER_RENDERED.has(route.kind);
      // Kept: anonymous pages the server renders, but a story's shared link (its head is the story's, which
      // expires by the minute).
      const keepable =
        deps.pageCache !== undefined && serverRendered && anonymous && !(route.kind === 'home' && route.storyId);
      let keepIn: KeptPage | undefined;
      if (keepable) {
        const cache = deps.pageCache!;
        const key = cache.keyOf(req);
        const kept = cache.get(key);
        if (kept) {
          sendCompressed(req, res, kept, KEPT_PAGE_HEADERS);
          return;
        }
        keepIn = { cache, key, generation: cache.generation };
      }
      const answered = await limits.pages.run(async () => {
        await answer(route, req, res, anonymous, serverRendered, keepIn);
        // Its slot is held until its last byte is compressed and handed to the connection, or a moment at most: a
        // client that reads nothing must not hold a slot for longer.
        await Promise.race([
          finished(res).catch(() => undefined),
          setTimeout(WRITE_WAIT_MS, undefined, { ref: false }),
        ]);
        return true;
      });
      if (!answered) {
        // Past the line: the app, which renders the page itself, and crawlers told to come back.
        res.setHeader('Retry-After', '5');
        sendCompressed(req, res, await busyAnswer, KEPT_PAGE_HEADERS, 503);
      }
    } catch (error) {
      // The database is down: the app still loads (and shows its error state); crawlers are told to come back.
      logger.error({ err: error, path: loggedPath(req) }, 'page head failed');
      res.status(503).setHeader('Retry-After', '60');
      res.setHeader('Cache-Control', 'no-cache').vary('Cookie');
      res.send(appAlone());
    }
  };

  async function answer(
    route: StorefrontRoute,
    req: Request,
    res: Response,
    anonymous: boolean,
    serverRendered: boolean,
    keepIn: KeptPage | undefined,
  ) {
    const built = (serverRendered ? await renderedPage(route, req, res, anonymous, keepIn) : null) ?? {
      ...(await page(route, req, res, anonymous, false)),
      kept: null,
    };
    if (built.kept) {
      sendCompressed(req, res, built.kept, KEPT_PAGE_HEADERS);
      return;
    }
    // A page rendered with a session holds that shopper's data: for their browser only.
    res.setHeader('Cache-Control', built.rendered && !anonymous ? 'private, no-cache' : 'no-cache');
    // The page differs with the session cookie: a shared cache must not hand one visitor's page to another.
    res.vary('Cookie');
    res.status(built.status).send(built.html);
  }
}

/** Where a rendered page is kept, read before rendering (the generation says if a change came meanwhile). */
interface KeptPage {
  readonly cache: PageCache;
  readonly key: string;
  readonly generation: number;
}

function withoutPreloadImage(head: PageHead): PageHead {
  const { preloadImage: _drawnByTheApp, ...rest } = head;
  return rest;
}
