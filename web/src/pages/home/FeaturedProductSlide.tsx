import { CAROUSEL_SLIDE_SIZES } from '@esencia/domain/media/responsive-image';
import { Button, DiscountBadge, LoadingState, PriceTag, ProductImage, PromotionLabel } from '@esencia/ui-kit';
import { Link } from 'react-router';
import { AddToCartButton } from '../../cart/AddToCartButton';
import { promotionLabelVariant } from '../../catalog/kitVariants';
import type { ProductCardFieldsFragment } from '../../catalog/productCard.generated';
import styles from './FeaturedProductSlide.module.css';

/** One slide of the home carousel: image, promotion, brand, name, price, a link to the product and 'Añadir al carrito'. */
export function FeaturedProductSlide({
  product,
  priority = false,
}: {
  product: ProductCardFieldsFragment;
  /** The first slide: its image is the page's first product image and loads at once, with high priority. */
  priority?: boolean;
}) {
  const productHref = `/product/${encodeURIComponent(product.id)}`;
  const { promotion } = product;

  return (
    <div className={styles.slide}>
      <Link to={productHref} className={styles.media} tabIndex={-1} aria-hidden="true">
        <ProductImage src={product.imageUrl} alt="" sizes={CAROUSEL_SLIDE_SIZES} priority={priority} />
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
        <div className={styles.actions}>
          <Button asChild>
            <Link to={productHref}>Ver producto</Link>
          </Button>
          <AddToCartButton variant="secondary" product={product} />
        </div>
      </div>
    </div>
  );
}

/**
 * The carousel's slide while the products load: a slide's own boxes (the image frame and the text column,
 * from the same styles) holding the loading text, so the page does not move when the first slide arrives.
 */
export function FeaturedProductSlidePlaceholder({ text }: { /** The loading text. */ text: string }) {
  return (
    <div className={styles.slide}>
      <div className={styles.media} />
      <div className={styles.info}>
        <LoadingState text={text} />
      </div>
    </div>
  );
}
