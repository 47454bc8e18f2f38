import type { HTMLAttributes } from 'react';
import { defaultRenderLink, type RenderLink } from '../../utils/link';
import { cx } from '../../utils/cx';
import { truncateText } from '../../utils/truncate';
import { DiscountBadge } from '../DiscountBadge';
import { PriceTag } from '../PriceTag';
import { ProductImage } from '../ProductImage';
import { PromotionLabel, type PromotionLabelVariant } from '../PromotionLabel';
import { StockBadge, type StockLevel } from '../StockBadge';
import styles from './ProductCard.module.css';

/** Product card descriptions are cut at this many characters (spec). */
export const PRODUCT_CARD_DESCRIPTION_LIMIT = 100;

export interface ProductCardPromotion {
  /** Headline, e.g. '¡EN PROMOCIÓN!'. */
  title: string;
  /** Second line, e.g. 'Hasta 30/11/2026'. */
  subtitle?: string;
  /** 'active' (default), 'today' or 'upcoming'. */
  variant?: PromotionLabelVariant;
}

export interface ProductCardProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** Product URL; the whole card links there. */
  href: string;
  /**
   * Renders the link. Defaults to `<a href>`. For react-router:
   * `renderLink={({ href, ...props }) => <Link to={href} {...props} />}`.
   */
  renderLink?: RenderLink;
  /** Product image URL; missing or broken, a bottle placeholder is shown. */
  imageUrl?: string | null;
  /** Image alt text. Defaults to the product name. */
  imageAlt?: string;
  /** Brand name, shown above the product name. */
  brand: string;
  /** Product name (the card heading and the link text). */
  name: string;
  /** Plain text; cut at 100 characters with '…'. */
  description?: string;
  /** Formatted current price, e.g. 'S/ 99.90'. */
  price: string;
  /** Price before the discount, struck through. */
  originalPrice?: string;
  /** Discount badge text, e.g. '-20%'. */
  discountLabel?: string;
  /** Promotion headline and date line, when the product is (or will be) on promotion. */
  promotionLabel?: ProductCardPromotion;
  /** Stock text, e.g. 'Agotado' or '¡Últimas 3 unidades!'. */
  stockLabel: string;
  /** Colour of the stock badge: 'out', 'low' or 'available'. */
  stockLevel: StockLevel;
  /** Heading level of the product name inside the grid. Defaults to 3. */
  headingLevel?: 2 | 3 | 4;
}

/**
 * A product in a list: image, brand, name, short description, price (with the discount and
 * promotion, if any) and stock. The whole card is one link to the product page.
 */
export function ProductCard({
  href,
  renderLink = defaultRenderLink,
  imageUrl,
  imageAlt,
  brand,
  name,
  description,
  price,
  originalPrice,
  discountLabel,
  promotionLabel,
  stockLabel,
  stockLevel,
  headingLevel = 3,
  className,
  ...rest
}: ProductCardProps) {
  const alt = imageAlt ?? name;
  const Heading = `h${headingLevel}` as const;

  const accessibleName = [
    `${name}, ${brand}`,
    promotionLabel?.title,
    discountLabel && `Descuento ${discountLabel}`,
    originalPrice ? `Precio ${price}, antes ${originalPrice}` : `Precio ${price}`,
    stockLabel,
  ]
    .filter(Boolean)
    .join('. ');

  const content = (
    <>
      <div className={styles.media}>
        <ProductImage className={styles.image} src={imageUrl} alt={alt} />
        {(promotionLabel || discountLabel) && (
          <div className={styles.badges}>
            {promotionLabel ? (
              <PromotionLabel
                title={promotionLabel.title}
                subtitle={promotionLabel.subtitle}
                variant={promotionLabel.variant}
              />
            ) : (
              <span />
            )}
            {discountLabel && <DiscountBadge label={discountLabel} />}
          </div>
        )}
      </div>
      <div className={styles.body}>
        <p className={styles.brand}>{brand}</p>
        <Heading className={styles.name}>{name}</Heading>
        {description && (
          <p className={styles.description}>{truncateText(description, PRODUCT_CARD_DESCRIPTION_LIMIT)}</p>
        )}
        <div className={styles.footer}>
          <PriceTag price={price} originalPrice={originalPrice} size="sm" />
          <StockBadge label={stockLabel} level={stockLevel} />
        </div>
      </div>
    </>
  );

  return (
    <article {...rest} data-stock={stockLevel} className={cx(styles.card, className)}>
      {renderLink({ href, className: styles.link ?? '', 'aria-label': accessibleName, children: content })}
    </article>
  );
}
