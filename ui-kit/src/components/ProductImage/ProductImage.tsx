import { useState, type ImgHTMLAttributes } from 'react';
import { cx } from '../../utils/cx';
import styles from './ProductImage.module.css';

export interface ProductImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'alt' | 'children' | 'onError'
> {
  /** Image URL. Missing or failing to load, a bottle placeholder takes its place. */
  src: string | null | undefined;
  /** Alt text; '' for a decorative image (the placeholder is then hidden from assistive technology too). */
  alt: string;
  /** How the image fills its box. Defaults to 'contain' (bottles and logos keep their shape). */
  fit?: 'contain' | 'cover';
  /** Defaults to 'lazy'; use 'eager' for the main image above the fold. */
  loading?: 'lazy' | 'eager';
}

/** The bottle drawing shown when there is no image. */
function BottleDrawing() {
  return (
    <svg viewBox="0 0 64 80" fill="none" stroke="currentColor" strokeWidth="2.5" aria-hidden="true">
      <rect x="24" y="4" width="16" height="10" rx="2" />
      <path d="M28 14v6M36 14v6" />
      <rect x="10" y="20" width="44" height="54" rx="10" />
      <path d="M20 40h24" />
    </svg>
  );
}

/**
 * A product or brand image that fills its box and falls back to a bottle placeholder when the
 * URL is missing or the image fails to load. `className` goes on the image or the placeholder.
 */
export function ProductImage({
  src,
  alt,
  fit = 'contain',
  loading = 'lazy',
  className,
  style,
  ...rest
}: ProductImageProps) {
  // Remember which URL failed, so a new src gets a fresh attempt without an effect.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);

  if (!src || failedSrc === src) {
    return (
      <div
        className={cx(styles.placeholder, className)}
        style={style}
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        data-placeholder=""
      >
        <BottleDrawing />
      </div>
    );
  }
  return (
    <img
      decoding="async"
      {...rest}
      className={cx(styles.image, className)}
      style={style}
      data-fit={fit}
      src={src}
      alt={alt}
      loading={loading}
      onError={() => setFailedSrc(src)}
    />
  );
}
