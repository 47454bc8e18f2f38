import type { AuthChecker } from 'type-graphql';
import type { GraphQLContext } from './context';

/** Roles for `@Authorized(...)`: no argument = any signed-in account; `'ADMIN'` = admins only. */
export const ADMIN = 'ADMIN';

/**
 * The API's gate. Roles come from the session on the server; a guest has no
 * viewer. type-graphql answers UNAUTHENTICATED for guests and UNAUTHORIZED for
 * signed-in accounts without the role.
 */
export const authChecker: AuthChecker<GraphQLContext> = ({ context }, roles) => {
  const viewer = context.viewer;
  if (!viewer) return false;
  if (roles.length === 0) return true;
  return roles.includes(ADMIN) ? viewer.role === 'admin' : false;
};
