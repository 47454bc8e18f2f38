import { Button, DiscountBadge, PriceTag, PromotionLabel } from '@esencia/ui-kit';
import { useState } from 'react';
import { Link } from 'react-router';
import { ProductImage } from '../../catalog/ProductImage';
import { promotionLabelVariant } from '../../catalog/kitVariants';
import type { ProductCardFieldsFragment } from '../../gql/graphql';
import styles from './ProductCarousel.module.css';
import { useRotatingIndex } from './useRotatingIndex';

export interface ProductCarouselProps {
  products: readonly ProductCardFieldsFragment[];
}

/** Featured products, one at a time, rotating every 5 s; hovering, focusing or the pause button stops it. */
export function ProductCarousel({ products }: ProductCarouselProps) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [pausedByUser, setPausedByUser] = useState(false);
  const { index, goTo, next, previous } = useRotatingIndex(products.length, hovered || focused || pausedByUser);
  const product = products[index];
  if (!product) return null;

  const productHref = `/product/${encodeURIComponent(product.id)}`;
  const { promotion } = product;

  return (
    <section
      className={styles.carousel}
      aria-roledescription="carrusel"
      aria-label="Productos destacados"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <div
        className={styles.slide}
        role="group"
        aria-roledescription="diapositiva"
        aria-label={`${index + 1} de ${products.length}: ${product.name}`}
        aria-live={hovered || focused || pausedByUser ? 'polite' : 'off'}
      >
        <Link to={productHref} className={styles.media} tabIndex={-1} aria-hidden="true">
          <ProductImage src={product.imageUrl} alt="" />
        </Link>
        <div className={styles.info}>
          {promotion?.headline && (
            <PromotionLabel
              title={promotion.headline}
              subtitle={promotion.detail ?? undefined}
              variant={promotionLabelVariant(promotion.status, promotion.singleDay)}
            />
          )}
          <p className={styles.brand}>{product.brand?.name}</p>
          <h2 className={styles.name}>{product.name}</h2>
          <div className={styles.price}>
            <PriceTag
              price={product.price.formatted}
              originalPrice={product.discountApplied ? product.originalPrice.formatted : undefined}
              size="lg"
            />
            {product.discountApplied && promotion?.badge && <DiscountBadge label={promotion.badge} />}
          </div>
          <Button asChild>
            <Link to={productHref}>Ver producto</Link>
          </Button>
        </div>
      </div>

      {products.length > 1 && (
        <div className={styles.controls}>
          <Button variant="ghost" size="icon" aria-label="Producto anterior" onClick={previous}>
            ‹
          </Button>
          <div className={styles.dots}>
            {products.map((item, dotIndex) => (
              <button
                key={item.id}
                type="button"
                className={styles.dot}
                aria-label={`Ir al producto ${dotIndex + 1}: ${item.name}`}
                aria-current={dotIndex === index ? 'true' : undefined}
                onClick={() => goTo(dotIndex)}
              />
            ))}
          </div>
          <Button variant="ghost" size="icon" aria-label="Producto siguiente" onClick={next}>
            ›
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setPausedByUser((paused) => !paused)}>
            {pausedByUser ? 'Reanudar' : 'Pausar'}
          </Button>
        </div>
      )}
    </section>
  );
}
