import type { Request, Response } from 'express';
import { GetBrands } from '../../application/catalog/GetBrands';
import { GetCategories } from '../../application/catalog/GetCategories';
import { AuthenticateSession } from '../../application/identity/AuthenticateSession';
import type { OrderChangeFeed } from '../../application/ports/order-changes';
import type { SiteOrigin } from '../http/public-url';
import { isDatabaseUnavailable, serviceUnavailableError } from '../http/service-unavailable';
import { clearSessionCookie, readSessionToken, writeSessionCookie } from '../http/session-cookie';
import { createLoaders, type GraphQLContext } from './context';
import type { ResolverContainer } from './schema';

/**
 * Builds each request's context: fresh DataLoaders, the viewer from the
 * session cookie (never from the client), the client's address and the
 * cookie writers the account mutations use, and the live order feed.
 */
export function createContextFactory(
  container: ResolverContainer,
  live: { readonly orderChanges: OrderChangeFeed },
  siteOrigin: SiteOrigin,
): (req: Request, res: Response) => Promise<GraphQLContext> {
  const getBrands = container.get(GetBrands);
  const getCategories = container.get(GetCategories);
  const authenticate = container.get(AuthenticateSession);
  return async (req, res) => {
    const sessionToken = readSessionToken(req);
    let viewer: GraphQLContext['viewer'];
    try {
      viewer = await authenticate.execute(sessionToken);
    } catch (error) {
      // Without a database the session cannot be checked: a 503 in Spanish, not "Context creation failed".
      if (isDatabaseUnavailable(error)) throw serviceUnavailableError();
      throw error;
    }
    return {
      loaders: createLoaders({ getBrands, getCategories }, viewer),
      viewer,
      sessionToken,
      ip: req.ip ?? req.socket.remoteAddress ?? 'unknown',
      session: {
        start: (token) => writeSessionCookie(req, res, token),
        end: () => clearSessionCookie(req, res),
      },
      orderChanges: live.orderChanges,
      siteOrigin: siteOrigin.value,
    };
  };
}
