import { domainError, err, ok, type DomainError, type Result } from '../../domain/shared/result';

/** What a signed-in request carries: resolved from the session cookie on every request, never from the client. */
export interface Viewer {
  readonly accountId: string;
  readonly sessionId: string;
  readonly email: string;
  readonly role: 'user' | 'admin';
}

/** What an admin-only use case says to a guest (sign in) and to a shopper (admins only), in its own words. */
export interface AdminOnlyMessages {
  readonly signIn: string;
  readonly adminsOnly: string;
}

/**
 * The viewer when it is an admin; otherwise UNAUTHENTICATED for a guest, FORBIDDEN for a shopper. For use cases
 * reached outside GraphQL's admin guard (the CSV exports), decided before their input is looked at.
 */
export function adminViewer(
  viewer: Viewer | null,
  messages: AdminOnlyMessages,
): Result<Viewer, DomainError<'UNAUTHENTICATED' | 'FORBIDDEN'>> {
  if (!viewer) return err(domainError('UNAUTHENTICATED', messages.signIn));
  if (viewer.role !== 'admin') return err(domainError('FORBIDDEN', messages.adminsOnly));
  return ok(viewer);
}
