import { BrandCarousel, ErrorState } from '@esencia/ui-kit';
import { useQuery } from '@apollo/client/react';
import { renderRouterLink } from '../../app/routerLink';
import { BrandStripDocument } from './home.generated';
import styles from './BrandStrip.module.css';

/** The active brands in the kit's BrandCarousel, each linking to its page. */
export function BrandStrip() {
  const { data, error, loading, refetch } = useQuery(BrandStripDocument);
  const brands = (data?.brands ?? []).map((brand) => ({
    id: brand.id,
    name: brand.name,
    logoUrl: brand.logoUrl,
    href: `/brand/${encodeURIComponent(brand.id)}?name=${encodeURIComponent(brand.name)}`,
  }));

  return (
    <section className={styles.strip} aria-labelledby="brand-strip-title">
      <h2 id="brand-strip-title" className={styles.title}>
        Nuestras marcas
      </h2>
      {error && !data ? (
        <ErrorState
          size="compact"
          message="No se pudieron cargar las marcas"
          onRetry={() => void refetch()}
          retrying={loading}
        />
      ) : (
        <BrandCarousel label="Marcas" brands={brands} renderLink={renderRouterLink} />
      )}
    </section>
  );
}
