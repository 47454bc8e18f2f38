import { BrandCarousel, brandsNeeded, ErrorState, type BrandCarouselItem } from '@esencia/ui-kit';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useCallback, useMemo, useRef, useState } from 'react';
import { renderRouterLink } from '../../app/routerLink';
import { BrandStripDocument, BrandStripMoreDocument, type BrandStripPageFragment } from './home.generated';
import styles from './BrandStrip.module.css';

/** Brands a page of the carousel's query holds (home.graphql asks for pages of this size). */
const BRANDS_PER_PAGE = 10;

type StripBrand = BrandStripPageFragment['items'][number];

function carouselItem(brand: StripBrand): BrandCarouselItem {
  return {
    id: brand.id,
    name: brand.name,
    logoUrl: brand.logoUrl,
    href: `/brand/${encodeURIComponent(brand.id)}?name=${encodeURIComponent(brand.name)}`,
  };
}

/**
 * The active brands in the kit's BrandCarousel, each linking to its page. The first page of brands comes with the
 * home (rendered on the server); the others are asked for as the carousel reaches them (BrandCarousel's
 * onShowing), so a store with hundreds of brands does not send them all with every home page.
 */
export function BrandStrip() {
  const client = useApolloClient();
  const { data, error, loading, refetch } = useQuery(BrandStripDocument);
  const [more, setMore] = useState<ReadonlyMap<number, readonly StripBrand[]>>(new Map());
  const asked = useRef(new Set<number>());
  const first = data?.brandPage;
  const total = first?.total ?? 0;

  const brands = useMemo(() => {
    const places: (BrandCarouselItem | undefined)[] = [];
    const pages = new Map(more);
    if (first) pages.set(first.page, first.items);
    for (const [page, items] of pages) {
      items.forEach((brand, offset) => {
        const place = (page - 1) * BRANDS_PER_PAGE + offset;
        if (place < total) places[place] = carouselItem(brand);
      });
    }
    return places;
  }, [first, more, total]);

  const onShowing = useCallback(
    (index: number) => {
      const pages = new Set(brandsNeeded(index, total).map((place) => Math.floor(place / BRANDS_PER_PAGE) + 1));
      for (const page of pages) {
        if (page === 1 || asked.current.has(page)) continue;
        asked.current.add(page);
        client
          .query({ query: BrandStripMoreDocument, variables: { page } })
          .then(({ data: loaded }) => {
            if (loaded) setMore((was) => new Map(was).set(page, loaded.brandPage.items));
          })
          // Not loaded: its brands stay empty logos; the carousel asks again when it comes back to them.
          .catch(() => asked.current.delete(page));
      }
    },
    [client, total],
  );

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
        <BrandCarousel
          label="Marcas"
          brands={brands}
          total={total}
          onShowing={onShowing}
          renderLink={renderRouterLink}
        />
      )}
    </section>
  );
}
