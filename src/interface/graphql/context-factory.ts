import type { Request, Response } from 'express';
import { GetBrands } from '../../application/catalog/GetBrands';
import { GetCategories } from '../../application/catalog/GetCategories';
import { AuthenticateSession } from '../../application/identity/AuthenticateSession';
import type { Viewer } from '../../application/identity/viewer';
import type { OrderChangeFeed } from '../../application/ports/order-changes';
import type { SiteOrigin } from '../http/public-url';
import { isDatabaseUnavailable, serviceUnavailableError } from '../http/service-unavailable';
import { clearSessionCookie, guestToken, readSessionToken, writeSessionCookie } from '../http/session-cookie';
import { clientNetwork } from '../http/client-network';
import { createLoaders, type GraphQLContext } from './context';
import type { ResolverContainer } from './schema';

/** The viewer behind a request's session cookie (null: a guest, or a session no longer valid). */
export type ViewerOf = (req: Request) => Promise<Viewer | null>;

/**
 * The request's viewer by AuthenticateSession (its expiry, deletion on sight and sliding touch), resolved once
 * per request: the response cache asks before Apollo does (a signed-in shopper's catalogue read is answered from
 * the kept answers), and the context then reuses the same answer instead of reading the session again.
 */
export function createViewerOf(container: ResolverContainer): ViewerOf {
  const authenticate = container.get(AuthenticateSession);
  const resolved = new WeakMap<Request, Promise<Viewer | null>>();
  return (req) => {
    let viewer = resolved.get(req);
    if (!viewer) {
      viewer = authenticate.execute(readSessionToken(req));
      resolved.set(req, viewer);
    }
    return viewer;
  };
}

/**
 * Builds each request's context: fresh DataLoaders, the viewer from the
 * session cookie (never from the client; `viewerOf`, shared with the response
 * cache), the client's address and the cookie writers the account mutations
 * use, and the live order feed.
 */
export function createContextFactory(
  container: ResolverContainer,
  live: { readonly orderChanges: OrderChangeFeed },
  siteOrigin: SiteOrigin,
  viewerOf: ViewerOf = createViewerOf(container),
): (req: Request, res: Response) => Promise<GraphQLContext> {
  const getBrands = container.get(GetBrands);
  const getCategories = container.get(GetCategories);
  return async (req, res) => {
    const sessionToken = readSessionToken(req);
    let viewer: GraphQLContext['viewer'];
    try {
      viewer = await viewerOf(req);
    } catch (error) {
      // Without a database the session cannot be checked: a 503 in Spanish, not "Context creation failed".
      if (isDatabaseUnavailable(error)) throw serviceUnavailableError();
      throw error;
    }
    return {
      loaders: createLoaders({ getBrands, getCategories }, viewer),
      viewer,
      sessionToken,
      ip: clientNetwork(req),
      session: {
        start: (token) => writeSessionCookie(req, res, token),
        end: () => clearSessionCookie(req, res),
      },
      guestToken: () => guestToken(req, res),
      orderChanges: live.orderChanges,
      siteOrigin: siteOrigin.value,
    };
  };
}
