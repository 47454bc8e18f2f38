import { Button } from '@esencia/ui-kit';
import { Link } from 'react-router';
import styles from './NotFoundPage.module.css';
import { useDocumentTitle } from '../../app/useDocumentTitle';

/** Shown for any path the storefront does not know. */
export function NotFoundPage() {
  useDocumentTitle('Página no encontrada');
  return (
    <section className={styles.notFound} aria-labelledby="not-found-title">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">Página no encontrada</h1>
      <p className={styles.message}>La página que buscas no existe o fue movida.</p>
      <Button asChild>
        <Link to="/">Volver al inicio</Link>
      </Button>
    </section>
  );
}
