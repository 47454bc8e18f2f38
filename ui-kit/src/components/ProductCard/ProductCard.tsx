import { DESCRIPTION_PREVIEW_LIMIT, lightMarkdownPreview } from '@esencia/domain/catalog/light-markdown';
import { PRODUCT_CARD_SIZES } from '@esencia/domain/media/responsive-image';
import { Fragment, useId, type HTMLAttributes } from 'react';
import { defaultRenderLink, type RenderLink } from '../../utils/link';
import { cx } from '../../utils/cx';
import { DiscountBadge } from '../DiscountBadge';
import { PriceTag } from '../PriceTag';
import { ProductImage } from '../ProductImage';
import { PromotionLabel, type PromotionLabelVariant } from '../PromotionLabel';
import { StockBadge, type StockLevel } from '../StockBadge';
import styles from './ProductCard.module.css';

/** Product card descriptions are cut at this many characters (spec; the domain's preview rule). */
export const PRODUCT_CARD_DESCRIPTION_LIMIT = DESCRIPTION_PREVIEW_LIMIT;

export interface ProductCardPromotion {
  /** Headline, e.g. '¡EN PROMOCIÓN!'. */
  title: string;
  /** Second line, e.g. 'Hasta 30/11/2026'. */
  subtitle?: string;
  /** 'active' (default), 'today' or 'upcoming'. */
  variant?: PromotionLabelVariant;
}

export interface ProductCardProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** Product URL; the name links there, and a click anywhere on the card follows it. */
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
  /** The first card of a page: its image loads at once with high priority instead of lazily. */
  imagePriority?: boolean;
  /** Brand name, shown above the product name. */
  brand: string;
  /** Product name (the card heading and the link text). */
  name: string;
  /**
   * The description in light markdown (`**bold**`, line breaks): shown on one line with its bold
   * kept, cut at 100 characters with '…'.
   */
  description?: string;
  /** Formatted current price, e.g. 'S/ 99.90'. */
  price: string;
  /** Price before the discount, struck through. */
  originalPrice?: string;
  /** Discount badge text, e.g. '-20%', shown over the image's corner; only while the discount applies. */
  discountLabel?: string;
  /**
   * Promotion headline and its line, when the product is (or will be) on promotion, e.g.
   * 'Próximamente en promoción' / '-20% desde el 01/12/2026'. Shown under the name, not over the image.
   */
  promotionLabel?: ProductCardPromotion;
  /** Stock text, e.g. 'Agotado' or '¡Últimas 3 unidades!'. */
  stockLabel: string;
  /** Colour of the stock badge: 'out', 'low' or 'available'. */
  stockLevel: StockLevel;
  /** Heading level of the product name inside the grid. Defaults to 3. */
  headingLevel?: 2 | 3 | 4;
}

/**
 * A product in a list: image, brand, name, promotion, short description, price and stock. The
 * name is the link to the product page, stretched over the whole card (a click anywhere follows
 * it). The link is named by its own text, the product's name (WCAG 2.5.3, label in name: a voice
 * command saying what it shows finds it); the promotion, discount, price and stock are its
 * description, read when the link is reached by Tab or from a list of links. The rest of the card
 * is plain content in reading order, brand first.
 */
export function ProductCard({
  href,
  renderLink = defaultRenderLink,
  imageUrl,
  imageAlt,
  imagePriority = false,
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
  const preview = description ? lightMarkdownPreview(description) : [];
  const Heading = `h${headingLevel}` as const;

  const summaryId = `${useId()}-summary`;
  const summary = [
    promotionLabel && [promotionLabel.title, promotionLabel.subtitle].filter(Boolean).join(', '),
    discountLabel && `Descuento ${discountLabel}`,
    originalPrice ? `Precio ${price}, antes ${originalPrice}` : `Precio ${price}`,
    stockLabel,
  ]
    .filter(Boolean)
    .join('. ');

  return (
    <article {...rest} data-stock={stockLevel} className={cx(styles.card, className)}>
      <div className={styles.media}>
        <ProductImage
          className={styles.image}
          src={imageUrl}
          alt={alt}
          sizes={PRODUCT_CARD_SIZES}
          width={800}
          height={1000}
          priority={imagePriority}
        />
      </div>
      <div className={styles.body}>
        {brand && <p className={styles.brand}>{brand}</p>}
        <Heading className={styles.name}>
          {renderLink({
            href,
            className: styles.link ?? '',
            'aria-describedby': summaryId,
            children: name,
          })}
        </Heading>
        {promotionLabel && (
          <PromotionLabel
            className={styles.promotion}
            title={promotionLabel.title}
            subtitle={promotionLabel.subtitle}
            variant={promotionLabel.variant}
          />
        )}
        {preview.length > 0 && (
          <p className={styles.description}>
            {preview.map((span, index) =>
              span.strong ? <strong key={index}>{span.text}</strong> : <Fragment key={index}>{span.text}</Fragment>,
            )}
          </p>
        )}
        <div className={styles.footer}>
          <PriceTag price={price} originalPrice={originalPrice} size="sm" />
          <StockBadge className={styles.stock} label={stockLabel} level={stockLevel} />
        </div>
      </div>
      {/* After the name in reading order, drawn over the image's corner. */}
      {discountLabel && <DiscountBadge className={styles.discount} label={discountLabel} />}
      {/* The link's description in one sentence; a hidden element still describes what points at it. */}
      <span id={summaryId} hidden>
        {summary}
      </span>
    </article>
  );
}
