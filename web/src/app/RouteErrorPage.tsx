import { Button, ErrorState } from '@esencia/ui-kit';
import { useRouteError } from 'react-router';
import styles from './RouteErrorPage.module.css';

/** Last-resort screen when a page crashes while rendering. */
export function RouteErrorPage() {
  const error = useRouteError();
  console.error(error);
  return (
    <main className={styles.error}>
      <ErrorState
        titleAs="h1"
        title="Algo salió mal"
        message="Lo sentimos, ha ocurrido un error inesperado."
        action={
          <Button asChild>
            {/* A full page load: the app state may be broken. */}
            <a href="/">Volver al inicio</a>
          </Button>
        }
      />
    </main>
  );
}
