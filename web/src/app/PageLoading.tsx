import { LoadingState } from '@esencia/ui-kit';
import styles from './PageLoading.module.css';

/**
 * A whole page's loading state: the kit's LoadingState in a box as tall as the screen, so the footer stays
 * below the fold until the page arrives (no layout shift). For a route's lazy chunk and a page's first query.
 */
export function PageLoading({
  text = 'Cargando...',
}: {
  /** What is loading, e.g. 'Cargando producto...'. */ text?: string;
}) {
  return (
    <div className={styles.pageLoading}>
      <LoadingState text={text} />
    </div>
  );
}

/** The hydrateFallbackElement of a lazy route: shown while the page's chunk arrives on the first load. */
export const pageFallback = <PageLoading />;
