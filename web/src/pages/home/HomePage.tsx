import { Carousel, ErrorState } from '@esencia/ui-kit';
import { Fragment, lazy, startTransition, useCallback, useEffect, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { CATALOGUE_LOAD_FAILURES, useLoadFailureToast } from '../../catalog/catalogueLoadFailure';
import { PromotionsBanner } from '../../catalog/PromotionsBanner';
import { BrandStrip } from './BrandStrip';
import { CarouselProductsDocument } from './home.generated';
import { FeaturedProductSlide, FeaturedProductSlidePlaceholder } from './FeaturedProductSlide';
import styles from './HomePage.module.css';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { OnceHydrated } from '../../app/OnceHydrated';

/**
 * The stories (the floating button and the viewer) are the browser's, loaded once the page is hydrated and out of
 * its first load: they expire by the minute and carry the viewer's likes, so the server's page (kept for every
 * anonymous visitor) does not hold them, and the viewer reads the browser (its address, the remembered sound).
 * The button floats: nothing moves when it comes.
 */
const loadHomeStories = () => import('../../stories/HomeStories');
const HomeStories = lazy(async () => ({ default: (await loadHomeStories()).HomeStories }));

/** Home carousel interval (spec: 5 s). */
const CAROUSEL_INTERVAL_MS = 5000;
/** How many products the carousel asks for (home.queries.ts): the loading carousel keeps their dots' room. */
const CAROUSEL_SIZE = 12;

/** /: featured products carousel, promotions banner, brand strip and the stories (button and `?story=` viewer). */
export function HomePage() {
  useDocumentTitle();
  const { data, loading, error, refetch } = useQuery(CarouselProductsDocument);
  useLoadFailureToast(error, CATALOGUE_LOAD_FAILURES.other);
  const products = data?.products.items ?? [];
  const drawn = useDrawnSlides(products.length);

  return (
    <div className={styles.home}>
      <h1 className={styles.visuallyHidden}>Esencia — Perfumería</h1>
      {error && !data ? (
        <ErrorState message={CATALOGUE_LOAD_FAILURES.other.page} onRetry={() => void refetch()} />
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
            onIndexChange={drawn.show}
          >
            {products.map((product, index) =>
              drawn.has(index) ? (
                <FeaturedProductSlide key={product.id} product={product} priority={index === 0} />
              ) : (
                <Fragment key={product.id} />
              ),
            )}
          </Carousel>
        )
      )}
      <PromotionsBanner />
      <BrandStrip />
      <OnceHydrated load={loadHomeStories}>
        <HomeStories />
      </OnceHydrated>
    </div>
  );
}

/**
 * Which slides are drawn: the first, then (after the first paint) its neighbours, and from then on the one on
 * screen and its neighbours; a slide drawn once stays. All twelve product slides in the first render were most of
 * the home page's main-thread work on a phone (Lighthouse's blocking time 240 ms, 135 ms with one; issue 13). A
 * slide not drawn yet keeps its place (its group, its dot) and is drawn while its neighbour shows, before its turn.
 */
function useDrawnSlides(count: number) {
  const [drawn, setDrawn] = useState<ReadonlySet<number>>(() => new Set([0]));
  const show = useCallback(
    (index: number) =>
      setDrawn((current) => {
        const near = [index, (index + 1) % count, (index - 1 + count) % count];
        return near.every((slide) => current.has(slide)) ? current : new Set([...current, ...near]);
      }),
    [count],
  );
  // Effects run after the paint: the neighbours of the first slide are drawn in a task of their own, as a
  // transition (React draws them in slices, not in one piece with whatever else that task holds).
  useEffect(() => {
    if (count === 0) return undefined;
    const timer = setTimeout(() => startTransition(() => show(0)), 0);
    return () => clearTimeout(timer);
  }, [count, show]);
  return { has: (index: number) => drawn.has(index), show };
}
