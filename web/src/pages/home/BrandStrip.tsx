import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { ProductImage } from '../../catalog/ProductImage';
import { BrandStripQuery } from './home.queries';
import styles from './BrandStrip.module.css';

/** The active brands, each linking to its page. */
export function BrandStrip() {
  const { data, error } = useQuery(BrandStripQuery);
  const brands = data?.brands ?? [];

  return (
    <section className={styles.strip} aria-labelledby="brand-strip-title">
      <h2 id="brand-strip-title" className={styles.title}>
        Nuestras marcas
      </h2>
      {error && !data ? (
        <p className={styles.error} role="alert">
          No se pudieron cargar las marcas
        </p>
      ) : (
        <ul className={styles.list}>
          {brands.map((brand) => (
            <li key={brand.id}>
              <Link
                className={styles.brand}
                to={{
                  pathname: `/brand/${encodeURIComponent(brand.id)}`,
                  search: `?name=${encodeURIComponent(brand.name)}`,
                }}
              >
                <span className={styles.logo}>
                  <ProductImage src={brand.logoUrl} alt="" />
                </span>
                <span>{brand.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
