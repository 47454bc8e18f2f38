import { LoadingState } from '@esencia/ui-kit';
import type { ReactNode } from 'react';
import { NotFoundPage } from '../pages/not-found/NotFoundPage';
import { useSession } from './SessionProvider';

export interface RequireSessionProps {
  children: ReactNode;
  /** Only admins; everyone else gets the not-found page (spec). */
  admin?: boolean;
}

/**
 * Renders a route only for a signed-in user (or an admin), after waiting once for the session check;
 * anyone else sees 'Página no encontrada'.
 */
export function RequireSession({ children, admin = false }: RequireSessionProps) {
  const { me, loading, isAdmin } = useSession();
  if (loading) return <LoadingState text="Cargando..." />;
  if (!me || (admin && !isAdmin)) return <NotFoundPage />;
  return children;
}
