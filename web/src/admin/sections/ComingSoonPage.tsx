import { EmptyState } from '@esencia/ui-kit';
import { COMING_SOON_LABEL } from '../adminSections';

/** Clientes, Reportes and Usuarios: empty placeholders (spec), disabled in the sidebar. */
export function ComingSoonPage() {
  return <EmptyState title={COMING_SOON_LABEL} description="Esta sección todavía no está disponible." />;
}
