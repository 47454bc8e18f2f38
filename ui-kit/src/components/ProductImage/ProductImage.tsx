import { imageSrcSet } from '@esencia/domain/media/responsive-image';
import { useState, type ImgHTMLAttributes } from 'react';
import { cx } from '../../utils/cx';
import styles from './ProductImage.module.css';

export interface ProductImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'alt' | 'children' | 'onError' | 'srcSet' | 'sizes' | 'width' | 'height' | 'loading' | 'fetchPriority'
> {
  /**
   * Image URL. A store file (`/files/…`, not SVG) also gets an `srcset` of the server's WebP variants.
   * Missing or failing to load, a bottle placeholder takes its place.
   */
  src: string | null | undefined;
  /** Alt text; '' for a decorative image (the placeholder is then hidden from assistive technology too). */
  alt: string;
  /** How the image fills its box. Defaults to 'contain' (bottles and logos keep their shape). */
  fit?: 'contain' | 'cover';
  /** Defaults to 'lazy' (loaded when it nears the screen); 'eager' loads it at once. */
  loading?: 'lazy' | 'eager';
  /**
   * The page's first product image (usually its largest paint): loaded at once with high priority.
   * Use it for one image per page, above the fold.
   */
  priority?: boolean;
  /**
   * How wide the image is shown, as the `sizes` attribute (e.g. '(max-width: 480px) 50vw, 280px'), so the
   * browser downloads the smallest variant that fills it. Defaults to '100vw'.
   */
  sizes?: string;
  /** Intrinsic width in pixels, with `height` the aspect ratio reserved before it loads. Defaults to 800. */
  width?: number;
  /** Intrinsic height in pixels. Defaults to 800 (square catalogue photos). */
  height?: number;
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
 * URL is missing or the image fails to load. Store files come in responsive WebP variants, with
 * width and height set (no layout shift) and lazy loading unless it is the page's `priority` image.
 * `className` goes on the image or the placeholder.
 */
export function ProductImage({
  src,
  alt,
  fit = 'contain',
  loading = 'lazy',
  priority = false,
  sizes = '100vw',
  width = 800,
  height = 800,
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
  const srcSet = imageSrcSet(src);
  return (
    <img
      decoding="async"
      {...rest}
      className={cx(styles.image, className)}
      style={style}
      data-fit={fit}
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      width={width}
      height={height}
      alt={alt}
      loading={priority ? 'eager' : loading}
      fetchPriority={priority ? 'high' : undefined}
      onError={() => setFailedSrc(src)}
    />
  );
}
