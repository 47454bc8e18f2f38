import { AuthenticationError, type AuthChecker } from 'type-graphql';
import type { GraphQLContext } from './context';

/** Roles for `@Authorized(...)`: no argument = any signed-in account; `'ADMIN'` = admins only. */
export const ADMIN = 'ADMIN';

/**
 * The API's gate. Roles come from the session on the server; a guest has no
 * viewer. Guests get UNAUTHENTICATED (sign in first), also for admin-only
 * operations (type-graphql would answer those with FORBIDDEN); signed-in
 * accounts without the role get FORBIDDEN.
 */
export const authChecker: AuthChecker<GraphQLContext> = ({ context }, roles) => {
  const viewer = context.viewer;
  if (!viewer) {
    if (roles.length === 0) return false;
    throw new AuthenticationError();
  }
  if (roles.length === 0) return true;
  return roles.includes(ADMIN) ? viewer.role === 'admin' : false;
};
