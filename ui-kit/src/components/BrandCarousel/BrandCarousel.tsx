import { useEffect, useLayoutEffect, useState, type HTMLAttributes } from 'react';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from '../../icons/Icon';
import { cx } from '../../utils/cx';
import { defaultRenderLink, type RenderLink } from '../../utils/link';
import { usePauseOnInteraction } from '../../utils/usePauseOnInteraction';
import { useRotatingIndex } from '../../utils/useRotatingIndex';
import { Button } from '../Button';
import { ProductImage } from '../ProductImage';
import styles from './BrandCarousel.module.css';

/** The brand carousel advances every 3 s (spec). */
export const BRAND_ROTATION_INTERVAL_MS = 3000;

/** Brands shown at once from each minimum viewport width (spec: 5, 3, 2, else 1). Mirrors the CSS. */
export const BRAND_CAROUSEL_BREAKPOINTS: readonly { minWidth: number; visible: number }[] = [
  { minWidth: 1200, visible: 5 },
  { minWidth: 900, visible: 3 },
  { minWidth: 600, visible: 2 },
];

/**
 * The most brands any width shows: only those are in the page, in the order they show. The CSS decides how many of
 * them show, so a page rendered on the server is right at every width; the rest of a large store's brands (300 were
 * 270 KB of the home page's HTML and as many list items on a phone) come into the page as the carousel reaches them.
 */
const MOST_VISIBLE = Math.max(...BRAND_CAROUSEL_BREAKPOINTS.map(({ visible }) => visible));

/**
 * The places (from 0, wrapping around) a carousel showing `index` first needs loaded: the one before it
 * ('Anterior'), the widest screen's five, and the five after (the next turns), at most `total`.
 */
export function brandsNeeded(index: number, total: number): number[] {
  const places = new Set<number>();
  for (let offset = -1; offset < MOST_VISIBLE * 2; offset++) places.add((((index + offset) % total) + total) % total);
  return total > 0 ? [...places] : [];
}

export interface BrandCarouselItem {
  /** Stable key. */
  id: string;
  /** Brand name, shown under the logo and used as the link text. */
  name: string;
  /** The brand's page. */
  href: string;
  /** Missing or broken, a placeholder is shown. */
  logoUrl?: string | null;
}

export interface BrandCarouselProps extends Omit<HTMLAttributes<HTMLElement>, 'children' | 'aria-label'> {
  /** Accessible name of the carousel region, e.g. 'Marcas'. */
  label: string;
  /**
   * The brands, in order. With none, nothing is rendered. With `total`, those loaded so far at their places
   * (brands[i] is brand i; a hole is one not loaded yet, shown as an empty logo until it comes).
   */
  brands: readonly (BrandCarouselItem | undefined)[];
  /** How many brands there are when only some are loaded (default: brands.length). */
  total?: number;
  /**
   * Called with the first shown brand's place on mount and whenever it moves: the brands from just before it to
   * a screen's worth after are the ones to have loaded (see {@link brandsNeeded}).
   */
  onShowing?: (index: number) => void;
  /** Renders each brand link. Defaults to `<a href>`; map `href` to your router's prop. */
  renderLink?: RenderLink;
  /** Auto-advance period in ms (default 3000); 0 turns auto-advance off. */
  interval?: number;
  /** Spoken role of the region. Defaults to 'carrusel'. */
  roleDescription?: string;
  /** aria-label of the previous button. Defaults to 'Anterior'. */
  previousLabel?: string;
  /** aria-label of the next button. Defaults to 'Siguiente'. */
  nextLabel?: string;
  /** The stop/resume control every moving content needs (WCAG 2.2.2). */
  pauseLabel?: string;
  /** aria-label of the same control once paused. Defaults to 'Reanudar marcas'. */
  resumeLabel?: string;
}

function visibleForWidth(): number {
  if (typeof window.matchMedia !== 'function') return 1;
  const match = BRAND_CAROUSEL_BREAKPOINTS.find(
    ({ minWidth }) => window.matchMedia(`(min-width: ${minWidth}px)`).matches,
  );
  return match?.visible ?? 1;
}

/**
 * How many brands fit at the current viewport width (1 where media queries are unavailable): 1 in the first
 * render, wherever it runs (a server has no screen), then the screen's count once mounted, before the first paint.
 */
function useVisibleCount(): number {
  const [visible, setVisible] = useState(1);
  useLayoutEffect(() => {
    setVisible(visibleForWidth());
    if (typeof window.matchMedia !== 'function') return undefined;
    const queries = BRAND_CAROUSEL_BREAKPOINTS.map(({ minWidth }) => window.matchMedia(`(min-width: ${minWidth}px)`));
    const update = () => setVisible(visibleForWidth());
    queries.forEach((query) => query.addEventListener('change', update));
    return () => queries.forEach((query) => query.removeEventListener('change', update));
  }, []);
  return visible;
}

/**
 * A row of brand logos and names, each linking to the brand's page. Shows 5, 3, 2 or 1 brands
 * (viewport ≥1200, ≥900, ≥600 px, narrower) and moves one brand every `interval` ms, wrapping
 * around. Hovering it or focusing inside it pauses the rotation; 'Anterior' / 'Siguiente' move by one.
 */
export function BrandCarousel({
  label,
  brands,
  total,
  onShowing,
  renderLink = defaultRenderLink,
  interval = BRAND_ROTATION_INTERVAL_MS,
  roleDescription = 'carrusel',
  previousLabel = 'Anterior',
  nextLabel = 'Siguiente',
  pauseLabel = 'Pausar marcas',
  resumeLabel = 'Reanudar marcas',
  className,
  onMouseEnter,
  onMouseLeave,
  onFocus,
  onBlur,
  ...rest
}: BrandCarouselProps) {
  const count = total ?? brands.length;
  const visible = useVisibleCount();
  const { interacting, handlers } = usePauseOnInteraction({ onMouseEnter, onMouseLeave, onFocus, onBlur });
  const [pausedByUser, setPausedByUser] = useState(false);
  const scrollable = count > visible;
  const rotating = scrollable && interval > 0;
  const paused = interacting || pausedByUser;
  const { index, next, previous } = useRotatingIndex({
    count,
    paused: paused || !scrollable,
    intervalMs: interval,
  });

  useEffect(() => {
    if (count > 0) onShowing?.(index);
  }, [index, count, onShowing]);

  if (count === 0) return null;

  return (
    <section
      {...rest}
      className={cx(styles.carousel, className)}
      aria-roledescription={roleDescription}
      aria-label={label}
      data-paused={(rotating && paused) || undefined}
      {...handlers}
    >
      {scrollable && (
        <Button variant="ghost" size="icon" className={styles.arrow} aria-label={previousLabel} onClick={previous}>
          <ChevronLeftIcon />
        </Button>
      )}
      <ul className={styles.track} aria-live={rotating && !paused ? 'off' : 'polite'}>
        {/* In the order they show (the first visible brand first), as a screen reader reads them. */}
        {Array.from({ length: Math.min(count, MOST_VISIBLE) }, (_, offset) => {
          const brand = brands[(index + offset) % count];
          if (!brand) {
            return (
              <li key={`loading-${offset}`} className={styles.item} data-offset={offset} aria-hidden="true">
                <span className={styles.brand}>
                  <span className={styles.logo}>
                    <ProductImage src={null} alt="" sizes="160px" width={240} height={160} />
                  </span>
                </span>
              </li>
            );
          }
          return (
            <li key={brand.id} className={styles.item} data-offset={offset}>
              {renderLink({
                href: brand.href,
                className: styles.brand ?? '',
                children: (
                  <>
                    <span className={styles.logo}>
                      <ProductImage src={brand.logoUrl} alt="" sizes="160px" width={240} height={160} />
                    </span>
                    <span className={styles.name}>{brand.name}</span>
                  </>
                ),
              })}
            </li>
          );
        })}
      </ul>
      {scrollable && (
        <Button variant="ghost" size="icon" className={styles.arrow} aria-label={nextLabel} onClick={next}>
          <ChevronRightIcon />
        </Button>
      )}
      {rotating && (
        <Button
          variant="ghost"
          size="icon"
          className={styles.arrow}
          data-rotation-control=""
          aria-label={pausedByUser ? resumeLabel : pauseLabel}
          aria-pressed={pausedByUser}
          onClick={() => setPausedByUser((was) => !was)}
        >
          {pausedByUser ? <PlayIcon /> : <PauseIcon />}
        </Button>
      )}
    </section>
  );
}
