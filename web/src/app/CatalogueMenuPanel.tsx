import { cx, Dialog, ErrorState, LoadingState } from '@esencia/ui-kit';
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { CatalogueMenuDocument } from './catalogueMenu.generated';
import styles from './CatalogueMenu.module.css';

interface MenuEntry {
  id: string;
  name: string;
}

function byName(a: MenuEntry, b: MenuEntry): number {
  return a.name.localeCompare(b.name, 'es-PE');
}

export interface CatalogueMenuPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The 'Categorías' button. */
  trigger: ReactElement;
}

/**
 * The catalogue as a full-width panel under the top of the window: all products, promotions, and the
 * active categories and brands sorted by name. A modal dialog, so Escape, the close button or a click
 * outside close it and focus returns to the button. Loaded on first use (see CatalogueMenu).
 */
export function CatalogueMenuPanel({ open, onOpenChange: setOpen, trigger }: CatalogueMenuPanelProps) {
  const { data, loading, error, refetch } = useQuery(CatalogueMenuDocument, { skip: !open });
  const close = () => setOpen(false);
  const categories = [...(data?.categories ?? [])].sort(byName);
  const brands = [...(data?.brands ?? [])].sort(byName);

  return (
    <Dialog open={open} onOpenChange={setOpen} size="lg" className={styles.panel} title="Catálogo" trigger={trigger}>
      <nav className={styles.menu} aria-label="Catálogo">
        <ul className={styles.shortcuts}>
          <li>
            <Link to="/web-products" onClick={close}>
              Todos los productos
            </Link>
          </li>
          <li>
            <Link to="/promotions" onClick={close}>
              Promociones
            </Link>
          </li>
        </ul>

        {error && !data ? (
          <ErrorState
            size="compact"
            title="No pudimos cargar el catálogo"
            message="Por favor, intenta de nuevo"
            onRetry={() => void refetch()}
            retrying={loading}
          />
        ) : loading && !data ? (
          <LoadingState text="Cargando catálogo..." inline />
        ) : (
          <div className={styles.columns}>
            <section aria-labelledby="menu-categories-title">
              <h3 id="menu-categories-title" className={styles.columnTitle}>
                Categorías
              </h3>
              <ul className={styles.links}>
                {categories.map((category) => (
                  <li key={category.id}>
                    <Link
                      to={{
                        pathname: `/category/${encodeURIComponent(category.id)}`,
                        search: `?name=${encodeURIComponent(category.name)}`,
                      }}
                      onClick={close}
                    >
                      {category.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
            <section aria-labelledby="menu-brands-title">
              <h3 id="menu-brands-title" className={styles.columnTitle}>
                Marcas
              </h3>
              <ul className={cx(styles.links, styles.brands)}>
                {brands.map((brand) => (
                  <li key={brand.id}>
                    <Link
                      to={{
                        pathname: `/brand/${encodeURIComponent(brand.id)}`,
                        search: `?name=${encodeURIComponent(brand.name)}`,
                      }}
                      onClick={close}
                    >
                      {brand.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          </div>
        )}
      </nav>
    </Dialog>
  );
}
