import { Button, EmptyState } from '@esencia/ui-kit';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../app/useDocumentTitle';

/** Shown for any path the storefront does not know. */
export function NotFoundPage() {
  useDocumentTitle('Página no encontrada');
  return (
    <EmptyState
      titleAs="h1"
      title="Página no encontrada"
      description="La página que buscas no existe o fue movida."
      icon={<span>404</span>}
      action={
        <Button asChild>
          <Link to="/">Volver al inicio</Link>
        </Button>
      }
    />
  );
}
