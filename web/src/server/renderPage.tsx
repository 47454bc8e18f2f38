/**
 * The server's entry into the web app (`vite build --ssr`, web/dist/.ssr/renderPage.js): the storefront's pages
 * rendered by the same components as in the browser, with React 19's static prerenderer, react-router's data
 * router on the server and Apollo Client's prerenderStatic. The server (src/interface/http/server-rendering.ts)
 * loads this module, gives it the request's address and a GraphQL executor bound to the request, and puts the
 * HTML and the cache into the page; web/src/main.tsx restores the cache and hydrates.
 */
import { prerenderStatic } from '@apollo/client/react/ssr';
import type { NormalizedCacheObject } from '@apollo/client';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { createApolloClient } from '../apollo/client';
import { App } from '../app/App';
import { routes } from '../app/routes';
import { inProcessLink, type ExecuteOperation } from './inProcessLink';

export { PAGE_STATE_ELEMENT_ID } from '../apollo/pageState';
export { PAGE_MODULES_ELEMENT_ID } from '../app/pageModules';
export type { ExecuteOperation, GraphQLAnswer, GraphQLOperation } from './inProcessLink';

export interface RenderPageInput {
  /** The page's absolute address (path and query string; the origin is not used). */
  readonly url: string;
  /** Runs the page's GraphQL operations in the server's process, as the requesting visitor. */
  readonly execute: ExecuteOperation;
  /** Ends the render (the page is then left to the browser). */
  readonly signal?: AbortSignal;
}

export type RenderedPage =
  /**
   * `html` goes inside the root element, `head` (React's preloads: the pictures drawn with a high priority) into
   * the page's head, `state` (Apollo's cache) into the page for the browser to restore.
   */
  | { readonly ok: true; readonly html: string; readonly head: string; readonly state: NormalizedCacheObject }
  /** Not rendered (a query failed, the render threw or was aborted, a redirect): the browser renders the page. */
  | { readonly ok: false; readonly reason: string };

/** React's own scripts (a part written apart, put in place by a script): the app never renders a <script>. */
const INLINE_SCRIPT = /<script\b/i;
/** The <link> tags React puts before the app's own HTML. */
const LEADING_LINKS = /^(?:<link\b[^>]*>)+/;

/** The routes on the server: lazy pages are loaded (and kept) by the handler's own copies, never the browser's. */
const handler = createStaticHandler(routes);

/**
 * Renders the page at `url` with all its data: the tree is drawn until no query is left waiting
 * (prerenderStatic), so the HTML holds the page as the browser's first render draws it from the same cache.
 * Anything short of that is not a page to send: a query answered with errors (the page would show an error the
 * browser does not), an error in the render, an aborted render, a redirect.
 */
export async function renderPage({ url, execute, signal }: RenderPageInput): Promise<RenderedPage> {
  const context = await handler.query(new Request(url, signal ? { signal } : {}));
  if (context instanceof Response) return { ok: false, reason: `the router answered ${context.status}` };
  if (context.errors) return { ok: false, reason: `the router failed: ${describe(Object.values(context.errors)[0])}` };

  const failures: string[] = [];
  const client = createApolloClient({
    transport: inProcessLink(execute, (reason) => failures.push(reason)),
    ssrMode: true,
  });
  const router = createStaticRouter(handler.dataRoutes, context);
  const tree = (
    <App client={client}>
      {/* hydrate={false}: no inline script (the CSP has none); the routes have no loader data to hand over. */}
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </App>
  );
  try {
    const { result, aborted } = await prerenderStatic({
      tree,
      context: { client },
      signal,
      renderFunction: (node: ReactNode) =>
        prerender(node, {
          ...(signal ? { signal } : {}),
          // Every part inline, where it goes: past this many bytes of page React writes a later part apart, with
          // an inline script to put it in place once the browser has painted the rest (streaming's way), which
          // the CSP refuses and a whole page rendered at once does not need.
          progressiveChunkSize: Number.POSITIVE_INFINITY,
          // An error inside a Suspense boundary does not stop the render: that part would be drawn by the browser
          // alone, a recoverable error there. Not a page to send either.
          onError: (error) => void failures.push(`render: ${describe(error)}`),
        }),
    });
    if (aborted) return { ok: false, reason: 'aborted' };
    if (failures.length > 0) return { ok: false, reason: failures.join(' | ') };
    if (INLINE_SCRIPT.test(result)) return { ok: false, reason: 'the render still needs an inline script' };
    // Rendering no whole document, React writes the preloads it wants (a picture with fetchPriority="high") before
    // the app: they belong in the head, where the browser finds them at once (hydration does not look for them).
    const preloads = LEADING_LINKS.exec(result)?.[0] ?? '';
    return {
      ok: true,
      html: result.slice(preloads.length),
      head: preloads,
      state: client.extract() as NormalizedCacheObject,
    };
  } catch (error) {
    return { ok: false, reason: `render: ${describe(error)}` };
  } finally {
    client.stop();
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
