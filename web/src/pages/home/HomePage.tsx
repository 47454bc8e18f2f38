import { useQuery } from '@apollo/client/react';
import { ErrorState, LoadingState } from '@esencia/ui-kit';
import { PromotionsBanner } from '../../catalog/PromotionsBanner';
import { BrandStrip } from './BrandStrip';
import { CarouselProductsQuery } from './home.queries';
import { ProductCarousel } from './ProductCarousel';
import styles from './HomePage.module.css';
import { useDocumentTitle } from '../../app/useDocumentTitle';

/** /: featured products carousel, promotions banner and brand strip. */
export function HomePage() {
  useDocumentTitle();
  const { data, loading, error, refetch } = useQuery(CarouselProductsQuery);
  const products = data?.products.items ?? [];

  return (
    <div className={styles.home}>
      <h1 className={styles.visuallyHidden}>Esencia — Perfumería</h1>
      {error && !data ? (
        <ErrorState message="Hubo un error al cargar los productos." onRetry={() => void refetch()} />
      ) : loading && !data ? (
        <LoadingState text="Cargando productos destacados..." />
      ) : (
        products.length > 0 && <ProductCarousel products={products} />
      )}
      <PromotionsBanner />
      <BrandStrip />
    </div>
  );
}
