import { ApolloClient, ApolloLink, HttpLink, type ApolloCache } from '@apollo/client';
import { createCache } from './cache';
import { newestOrdersLink } from './newestOrders';

/**
 * The server's `/graphql` (same origin): queries by GET, so the server's response cache, a CDN or a reverse proxy
 * can answer anonymous catalogue reads (revalidated by ETag), and mutations by POST. Both carry Apollo's
 * `content-type: application/json`, which satisfies the server's CSRF prevention. The session is an HttpOnly
 * cookie the browser sends by itself; no token is ever stored or read by the app.
 */
export function createHttpLink(uri = '/graphql'): ApolloLink {
  return new HttpLink({ uri, credentials: 'same-origin', useGETForQueries: true });
}

/** The links every client runs before its transport (the server over HTTP, or the tests' mocks). */
export function createLink(cache: ApolloCache, transport: ApolloLink): ApolloLink {
  return ApolloLink.from([newestOrdersLink(cache), transport]);
}

export interface ApolloClientOptions {
  /** Where operations go; the server's `/graphql` by default. */
  readonly transport?: ApolloLink;
  /** Rendering on the server: no polling, and queries answered once. */
  readonly ssrMode?: boolean;
}

/**
 * The web app's GraphQL client, storefront and admin alike. A new client (and cache) each call, nothing shared
 * at module level: one per browser tab, and one per request when a page is rendered on the server.
 */
export function createApolloClient({ transport = createHttpLink(), ssrMode = false }: ApolloClientOptions = {}) {
  const cache = createCache();
  return new ApolloClient({ cache, link: createLink(cache, transport), ssrMode });
}
