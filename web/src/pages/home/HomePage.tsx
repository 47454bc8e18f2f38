import { useQuery } from '../../data';
import { Carousel, ErrorState } from '@esencia/ui-kit';
import { PromotionsBanner } from '../../catalog/PromotionsBanner';
import { BrandStrip } from './BrandStrip';
import { CarouselProductsQuery } from './home.queries';
import { FeaturedProductSlide, FeaturedProductSlidePlaceholder } from './FeaturedProductSlide';
import styles from './HomePage.module.css';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { HomeStories } from '../../stories/HomeStories';

/** Home carousel interval (spec: 5 s). */
const CAROUSEL_INTERVAL_MS = 5000;
/** How many products the carousel asks for (home.queries.ts): the loading carousel keeps their dots' room. */
const CAROUSEL_SIZE = 12;

/** /: featured products carousel, promotions banner, brand strip and the stories (button and `?story=` viewer). */
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
        // The carousel's frame and a slide's box at once: the banner below does not move when it fills.
        <Carousel
          label="Productos destacados"
          interval={CAROUSEL_INTERVAL_MS}
          loading
          loadingSlideCount={CAROUSEL_SIZE}
        >
          <FeaturedProductSlidePlaceholder text="Cargando productos destacados..." />
        </Carousel>
      ) : (
        products.length > 0 && (
          <Carousel
            label="Productos destacados"
            interval={CAROUSEL_INTERVAL_MS}
            slideLabels={products.map((product) => product.name)}
            previousLabel="Producto anterior"
            nextLabel="Producto siguiente"
            dotLabel={(index, name) => `Ir al producto ${index + 1}: ${name ?? ''}`}
          >
            {products.map((product, index) => (
              <FeaturedProductSlide key={product.id} product={product} priority={index === 0} />
            ))}
          </Carousel>
        )
      )}
      <PromotionsBanner />
      <BrandStrip />
      <HomeStories />
    </div>
  );
}
