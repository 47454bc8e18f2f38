import { useRef, useState, type HTMLAttributes, type PointerEvent } from 'react';
import { cx } from '../../utils/cx';
import { usePauseOnInteraction } from '../../utils/usePauseOnInteraction';
import { DEFAULT_ROTATION_INTERVAL_MS, useRotatingIndex } from '../../utils/useRotatingIndex';
import { ChevronLeftIcon, ChevronRightIcon, Icon, PauseIcon, PlayIcon } from '../../icons/Icon';
import { Button } from '../Button';
import styles from './TestimonialSlider.module.css';

/** Horizontal distance (px) a swipe must cover to change testimonial (spec: 50 px). */
export const DEFAULT_SWIPE_THRESHOLD_PX = 50;

export interface Testimonial {
  /** What the customer said, without quotation marks. */
  quote: string;
  /** Who said it, e.g. 'María Fernanda R.'. */
  author: string;
  /** A line under the name, e.g. 'Clienta desde 2021, Miraflores'. */
  detail?: string;
  /** Stars from 1 to 5; none shown when absent. */
  rating?: number;
}

export interface TestimonialSliderProps extends Omit<HTMLAttributes<HTMLElement>, 'children' | 'aria-label'> {
  /** The testimonials, one per slide. */
  testimonials: readonly Testimonial[];
  /** Accessible name of the slider. Defaults to 'Testimonios de clientes'. */
  label?: string;
  /** Auto-advance period in ms (default 5000); 0 turns auto-advance off. */
  interval?: number;
  /** Horizontal distance in px a swipe must cover to change slide (default 50). */
  swipeThreshold?: number;
  /** Called with the new slide index, whether a swipe, a button or the auto-advance moved it. */
  onIndexChange?: (index: number) => void;
  /** aria-label of the previous button. Defaults to 'Testimonio anterior'. */
  previousLabel?: string;
  /** aria-label of the next button. Defaults to 'Testimonio siguiente'. */
  nextLabel?: string;
  /** Text of the button that stops the auto-advance. Defaults to 'Pausar'. */
  pauseLabel?: string;
  /** Text of the same button once paused. Defaults to 'Reanudar'. */
  resumeLabel?: string;
}

function StarIcon({ filled }: { filled: boolean }) {
  return (
    <Icon size={16} strokeWidth={1.6}>
      <path
        d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z"
        strokeLinejoin="round"
        fill={filled ? 'currentColor' : 'none'}
      />
    </Icon>
  );
}

function Rating({ value }: { value: number }) {
  const stars = Math.max(0, Math.min(5, Math.round(value)));
  return (
    <p className={styles.rating} role="img" aria-label={`Calificación: ${stars} de 5`}>
      {[1, 2, 3, 4, 5].map((star) => (
        <StarIcon key={star} filled={star <= stars} />
      ))}
    </p>
  );
}

/**
 * Customer testimonials, one at a time: advances every `interval` ms (paused while hovered or
 * focused, or with 'Pausar'), and a horizontal swipe of at least `swipeThreshold` px moves to the
 * next (to the left) or previous (to the right) testimonial.
 */
export function TestimonialSlider({
  testimonials,
  label = 'Testimonios de clientes',
  interval = DEFAULT_ROTATION_INTERVAL_MS,
  swipeThreshold = DEFAULT_SWIPE_THRESHOLD_PX,
  onIndexChange,
  previousLabel = 'Testimonio anterior',
  nextLabel = 'Testimonio siguiente',
  pauseLabel = 'Pausar',
  resumeLabel = 'Reanudar',
  className,
  onMouseEnter,
  onMouseLeave,
  onFocus,
  onBlur,
  ...rest
}: TestimonialSliderProps) {
  const count = testimonials.length;
  const { interacting, handlers } = usePauseOnInteraction({ onMouseEnter, onMouseLeave, onFocus, onBlur });
  const [pausedByUser, setPausedByUser] = useState(false);
  const rotating = interval > 0 && count > 1;
  const paused = interacting || pausedByUser;
  const { index, goTo, next, previous } = useRotatingIndex({ count, paused, intervalMs: interval, onIndexChange });
  const swipeStart = useRef<number | null>(null);

  if (count === 0) return null;

  const handlePointerDown = (event: PointerEvent<HTMLDivElement>) => {
    swipeStart.current = event.clientX;
  };
  const handlePointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (start === null || count < 2) return;
    const distance = event.clientX - start;
    if (Math.abs(distance) < swipeThreshold) return;
    if (distance < 0) next();
    else previous();
  };

  return (
    <section
      {...rest}
      className={cx(styles.slider, className)}
      aria-roledescription="carrusel"
      aria-label={label}
      data-paused={paused || undefined}
      {...handlers}
    >
      <div
        className={styles.track}
        aria-live={rotating && !paused ? 'off' : 'polite'}
        onPointerDown={handlePointerDown}
        onPointerUp={handlePointerUp}
        onPointerCancel={() => {
          swipeStart.current = null;
        }}
      >
        {testimonials.map((testimonial, slideIndex) => (
          // The slide is the group (ARIA allows no role on a figure); the quote and its author stay a figure in it.
          <div
            key={slideIndex}
            className={styles.slide}
            role="group"
            aria-roledescription="testimonio"
            aria-label={`${slideIndex + 1} de ${count}: ${testimonial.author}`}
            hidden={slideIndex !== index}
          >
            <figure className={styles.figure}>
              {testimonial.rating !== undefined && <Rating value={testimonial.rating} />}
              <blockquote className={styles.quote}>
                <p>{testimonial.quote}</p>
              </blockquote>
              <figcaption className={styles.author}>
                <span className={styles.name}>{testimonial.author}</span>
                {testimonial.detail && <span className={styles.detail}>{testimonial.detail}</span>}
              </figcaption>
            </figure>
          </div>
        ))}
      </div>
      {count > 1 && (
        <div className={styles.controls}>
          {rotating && (
            <Button variant="ghost" size="sm" data-rotation-control="" onClick={() => setPausedByUser((was) => !was)}>
              {pausedByUser ? <PlayIcon /> : <PauseIcon />}
              {pausedByUser ? resumeLabel : pauseLabel}
            </Button>
          )}
          <Button variant="ghost" size="icon" aria-label={previousLabel} onClick={previous}>
            <ChevronLeftIcon />
          </Button>
          <div className={styles.dots}>
            {testimonials.map((testimonial, dotIndex) => (
              <button
                key={dotIndex}
                type="button"
                className={styles.dot}
                aria-label={`Ir al testimonio ${dotIndex + 1}: ${testimonial.author}`}
                aria-current={dotIndex === index ? 'true' : undefined}
                onClick={() => goTo(dotIndex)}
              />
            ))}
          </div>
          <Button variant="ghost" size="icon" aria-label={nextLabel} onClick={next}>
            <ChevronRightIcon />
          </Button>
        </div>
      )}
    </section>
  );
}
