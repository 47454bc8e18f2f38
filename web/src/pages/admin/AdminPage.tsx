import { PageHeader } from '@esencia/ui-kit';
import { useDocumentTitle } from '../../app/useDocumentTitle';

/** /admin: placeholder for the admin area (a later issue); only admins get here. */
export function AdminPage() {
  useDocumentTitle('Panel de administración');
  return (
    <PageHeader
      title="Panel de administración"
      subtitle="Aquí podrás gestionar el catálogo, los pedidos y las historias. Muy pronto."
    />
  );
}
