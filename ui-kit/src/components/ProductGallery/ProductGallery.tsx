import { PRODUCT_GALLERY_SIZES } from '@esencia/domain/media/responsive-image';
import { lazy, Suspense, useState, type HTMLAttributes } from 'react';
import { cx } from '../../utils/cx';
import { usePauseOnInteraction } from '../../utils/usePauseOnInteraction';
import { DEFAULT_ROTATION_INTERVAL_MS, useRotatingIndex } from '../../utils/useRotatingIndex';
import { ProductImage } from '../ProductImage';
import styles from './ProductGallery.module.css';

/**
 * The lightbox's chunk (Radix Dialog, its focus trap and scroll lock): fetched on first use, not with the
 * product page. A failed early fetch is ignored here: the first opening asks for the chunk itself.
 */
const loadLightbox = () => import('../Lightbox/Lightbox');
const Lightbox = lazy(async () => ({ default: (await loadLightbox()).Lightbox }));

/** Starts fetching the lightbox's chunk (the pointer is over the main picture or the picture has focus). */
const preloadLightbox = () => {
  loadLightbox().catch(() => undefined);
};

export interface ProductGalleryProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** Used for the images' alt text ('Name, imagen 2 de 3') and the lightbox title. */
  productName: string;
  /** Image URLs, main image first. With none, a placeholder is shown. */
  images: readonly string[];
  /** Advance the main image on its own every `interval` ms (off by default). */
  autoSlide?: boolean;
  /** Auto-slide period in ms. Defaults to 5000 (spec). */
  interval?: number;
  /** Accessible name of the thumbnail list. */
  thumbnailsLabel?: string;
}

function imageAlt(productName: string, index: number, count: number): string {
  return count > 1 ? `${productName}, imagen ${index + 1} de ${count}` : productName;
}

/**
 * The product's main image with thumbnails to pick another. Clicking the main image opens a
 * Lightbox (keyboard arrows, Escape). Optional auto-slide, paused on hover, focus and while the
 * lightbox is open. The Lightbox's code is not part of the gallery's: nothing of it is rendered
 * until the first opening (its chunk is fetched when the pointer enters or focus reaches the main
 * picture); from then on it stays mounted, so closing animates and focus returns to the picture.
 */
export function ProductGallery({
  productName,
  images,
  autoSlide = false,
  interval = DEFAULT_ROTATION_INTERVAL_MS,
  thumbnailsLabel = 'Imágenes del producto',
  className,
  onMouseEnter,
  onMouseLeave,
  onFocus,
  onBlur,
  ...rest
}: ProductGalleryProps) {
  const count = images.length;
  const [lightboxOpen, setLightboxOpen] = useState(false);
  // Whether the lightbox has been opened once: until then it is not rendered (nor its chunk fetched).
  const [lightboxUsed, setLightboxUsed] = useState(false);
  const { interacting, handlers } = usePauseOnInteraction({ onMouseEnter, onMouseLeave, onFocus, onBlur });
  const { index, goTo } = useRotatingIndex({
    count,
    paused: interacting || lightboxOpen,
    intervalMs: autoSlide ? interval : 0,
  });
  const selected = images[index];
  const alt = imageAlt(productName, index, count);

  return (
    <div {...rest} className={cx(styles.gallery, className)} data-auto-slide={autoSlide || undefined} {...handlers}>
      {selected ? (
        <button
          type="button"
          className={styles.main}
          aria-haspopup="dialog"
          aria-label={`Ampliar imagen: ${alt}`}
          onClick={() => {
            setLightboxUsed(true);
            setLightboxOpen(true);
          }}
          onPointerEnter={preloadLightbox}
          onFocus={preloadLightbox}
        >
          <ProductImage
            key={selected}
            className={styles.mainImage}
            src={selected}
            alt={alt}
            sizes={PRODUCT_GALLERY_SIZES}
            priority
          />
        </button>
      ) : (
        <div className={styles.main}>
          <ProductImage className={styles.mainImage} src={undefined} alt={productName} />
        </div>
      )}

      {count > 1 && (
        <ul className={styles.thumbnails} aria-label={thumbnailsLabel}>
          {images.map((image, thumbIndex) => (
            <li key={image}>
              <button
                type="button"
                className={styles.thumbnail}
                aria-label={`Ver imagen ${thumbIndex + 1} de ${count}`}
                aria-pressed={thumbIndex === index}
                onClick={() => goTo(thumbIndex)}
              >
                <ProductImage className={styles.thumbnailImage} src={image} alt="" fit="cover" sizes="72px" />
              </button>
            </li>
          ))}
        </ul>
      )}

      {count > 0 && lightboxUsed && (
        // No fallback: the picture button stays as it is while the viewer's chunk arrives.
        <Suspense fallback={null}>
          <Lightbox
            open={lightboxOpen}
            onOpenChange={setLightboxOpen}
            images={images.map((src, imageIndex) => ({ src, alt: imageAlt(productName, imageIndex, count) }))}
            index={index}
            onIndexChange={goTo}
            title={productName}
          />
        </Suspense>
      )}
    </div>
  );
}
