import { Children, useState, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { usePauseOnInteraction } from '../../utils/usePauseOnInteraction';
import { DEFAULT_ROTATION_INTERVAL_MS, useRotatingIndex } from '../../utils/useRotatingIndex';
import { Button } from '../Button';
import styles from './Carousel.module.css';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from '../../icons/Icon';

export interface CarouselProps extends Omit<HTMLAttributes<HTMLElement>, 'children' | 'aria-label'> {
  /** Accessible name of the carousel region, e.g. 'Productos destacados'. */
  label: string;
  /** One child per slide. */
  children: ReactNode;
  /** Name of each slide (e.g. the product name), used in '2 de 5: name' and the dots' labels. */
  slideLabels?: readonly string[];
  /** Auto-advance period in ms (default 5000); 0 turns auto-advance off. */
  interval?: number;
  /** Slide shown first (0-based). Defaults to 0. */
  defaultIndex?: number;
  /** Called with the new slide index, whether the user or the auto-advance moved it. */
  onIndexChange?: (index: number) => void;
  /** Spoken role of the region and of each slide (WAI-ARIA carousel pattern), in the page's language. */
  roleDescription?: string;
  /** Spoken role of each slide. Defaults to 'diapositiva'. */
  slideRoleDescription?: string;
  /** aria-label of the previous-slide button. Defaults to 'Anterior'. */
  previousLabel?: string;
  /** aria-label of the next-slide button. Defaults to 'Siguiente'. */
  nextLabel?: string;
  /** Text of the button that stops the auto-advance. Defaults to 'Pausar'. */
  pauseLabel?: string;
  /** Text of the same button once paused. Defaults to 'Reanudar'. */
  resumeLabel?: string;
  /** Accessible name of a dot. Defaults to 'Ir a la diapositiva 2: name'. */
  dotLabel?: (index: number, slideLabel: string | undefined) => string;
  /**
   * The slides are still loading: `children` is one placeholder with a real slide's box (the same image
   * frame and text column, plus a loading text), shown in the carousel's frame above an invisible copy of
   * the controls, so nothing on the page moves when the slides arrive. The region is `aria-busy`.
   */
  loading?: boolean;
  /** While `loading`: how many slides are expected, so the dots' rows are kept too. Defaults to 1. */
  loadingSlideCount?: number;
}

const defaultDotLabel = (index: number, slideLabel: string | undefined) =>
  `Ir a la diapositiva ${index + 1}${slideLabel ? `: ${slideLabel}` : ''}`;

/**
 * One slide at a time, advancing every `interval` ms. Hovering it, focusing inside it or the
 * 'Pausar' button stops the rotation; while it is stopped the slide area is a polite live region.
 */
export function Carousel({
  label,
  children,
  slideLabels,
  interval = DEFAULT_ROTATION_INTERVAL_MS,
  defaultIndex,
  onIndexChange,
  roleDescription = 'carrusel',
  slideRoleDescription = 'diapositiva',
  previousLabel = 'Anterior',
  nextLabel = 'Siguiente',
  pauseLabel = 'Pausar',
  resumeLabel = 'Reanudar',
  dotLabel = defaultDotLabel,
  loading = false,
  loadingSlideCount = 1,
  className,
  onMouseEnter,
  onMouseLeave,
  onFocus,
  onBlur,
  ...rest
}: CarouselProps) {
  const slides = Children.toArray(children);
  const count = slides.length;
  const { interacting, handlers } = usePauseOnInteraction({ onMouseEnter, onMouseLeave, onFocus, onBlur });
  const [pausedByUser, setPausedByUser] = useState(false);
  const rotating = interval > 0 && count > 1;
  const paused = interacting || pausedByUser;
  const { index, goTo, next, previous } = useRotatingIndex({
    count,
    paused,
    intervalMs: interval,
    defaultIndex,
    onIndexChange,
  });
  // Whether it has left its first slide (from then on each slide shown fades in): state derived during render.
  const [firstIndex] = useState(index);
  const [moved, setMoved] = useState(false);
  if (!moved && index !== firstIndex) setMoved(true);

  if (loading) {
    return (
      <section
        {...rest}
        className={cx(styles.carousel, className)}
        aria-roledescription={roleDescription}
        aria-label={label}
        aria-busy="true"
      >
        <div className={styles.slides}>
          <div className={styles.slide}>{children}</div>
        </div>
        {/* The controls' room: the same buttons and dots, invisible and out of reach. */}
        <div className={styles.controls} data-placeholder="" aria-hidden="true" inert>
          {interval > 0 && (
            <Button variant="ghost" size="sm" className={styles.rotation} tabIndex={-1}>
              <PauseIcon />
              {pauseLabel}
            </Button>
          )}
          <Button variant="ghost" size="icon" className={styles.previous} tabIndex={-1}>
            <ChevronLeftIcon />
          </Button>
          <div className={styles.dots}>
            {Array.from({ length: Math.max(1, loadingSlideCount) }, (_, dotIndex) => (
              <span key={dotIndex} className={styles.dot} />
            ))}
          </div>
          <Button variant="ghost" size="icon" className={styles.next} tabIndex={-1}>
            <ChevronRightIcon />
          </Button>
        </div>
      </section>
    );
  }

  if (count === 0) return null;

  return (
    <section
      {...rest}
      className={cx(styles.carousel, className)}
      aria-roledescription={roleDescription}
      aria-label={label}
      data-paused={paused || undefined}
      {...handlers}
    >
      <div className={styles.slides} aria-live={rotating && !paused ? 'off' : 'polite'} data-moved={moved || undefined}>
        {slides.map((slide, slideIndex) => {
          const slideLabel = slideLabels?.[slideIndex];
          return (
            <div
              key={slideIndex}
              className={styles.slide}
              role="group"
              aria-roledescription={slideRoleDescription}
              aria-label={`${slideIndex + 1} de ${count}${slideLabel ? `: ${slideLabel}` : ''}`}
              hidden={slideIndex !== index}
            >
              {slide}
            </div>
          );
        })}
      </div>
      {count > 1 && (
        <div className={styles.controls}>
          {rotating && (
            <Button
              variant="ghost"
              size="sm"
              className={styles.rotation}
              data-rotation-control=""
              onClick={() => setPausedByUser((was) => !was)}
            >
              {pausedByUser ? <PlayIcon /> : <PauseIcon />}
              {pausedByUser ? resumeLabel : pauseLabel}
            </Button>
          )}
          <Button variant="ghost" size="icon" className={styles.previous} aria-label={previousLabel} onClick={previous}>
            <ChevronLeftIcon />
          </Button>
          <div className={styles.dots}>
            {slides.map((_, dotIndex) => (
              <button
                key={dotIndex}
                type="button"
                className={styles.dot}
                aria-label={dotLabel(dotIndex, slideLabels?.[dotIndex])}
                aria-current={dotIndex === index ? 'true' : undefined}
                onClick={() => goTo(dotIndex)}
              />
            ))}
          </div>
          <Button variant="ghost" size="icon" className={styles.next} aria-label={nextLabel} onClick={next}>
            <ChevronRightIcon />
          </Button>
        </div>
      )}
    </section>
  );
}
