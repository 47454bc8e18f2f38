import { ProductCard, type RenderLink } from '@esencia/ui-kit';
import { Link } from 'react-router';
import { AddToCartButton } from '../cart/AddToCartButton';
import { FavoriteButton } from '../favorites/FavoriteButton';
import { RestockNoticeLink } from '../restock/RestockNoticeLink';
import type { ProductCardFieldsFragment } from './productCard.generated';
import type { ProductLinkState } from './breadcrumbTrail';
import { promotionLabelVariant, stockBadgeLevel } from './kitVariants';
import { usePrefetchProduct } from './usePrefetchProduct';
import styles from './CatalogueProductCard.module.css';

export interface CatalogueProductCardProps {
  product: ProductCardFieldsFragment;
  /** Breadcrumb of the listing, handed to the detail page. */
  linkState?: ProductLinkState;
  headingLevel?: 2 | 3 | 4;
  /** The first card of the page: its image loads at once, with high priority. */
  imagePriority?: boolean;
  /** The heart over the picture ('Mis favoritos' leaves it out: it has 'Quitar'). Defaults to true. */
  heart?: boolean;
}

/**
 * The kit's ProductCard fed with the server's formatted prices and labels, linking through the
 * router; pointing at the card gets its product page ready (usePrefetchProduct). The description
 * goes as light markdown (the card shows its preview); an upcoming promotion shows its title and
 * the server's line ('-20% desde el 01/12/2026') but no discount badge, since the discount does
 * not apply yet.
 */
export function CatalogueProductCard({
  product,
  linkState,
  headingLevel,
  imagePriority,
  heart = true,
}: CatalogueProductCardProps) {
  const prefetch = usePrefetchProduct(product.id);
  const renderLink: RenderLink = ({ href, children, ...linkProps }) => (
    <Link to={href} state={linkState} onPointerEnter={prefetch} onFocus={prefetch} {...linkProps}>
      {children}
    </Link>
  );
  const { promotion } = product;

  return (
    <div className={styles.item}>
      <ProductCard
        href={`/product/${encodeURIComponent(product.id)}`}
        renderLink={renderLink}
        imageUrl={product.imageUrl}
        imagePriority={imagePriority}
        brand={product.brand?.name ?? ''}
        name={product.name}
        description={product.description}
        price={product.price.formatted}
        originalPrice={product.discountApplied ? product.originalPrice.formatted : undefined}
        discountLabel={product.discountApplied ? (promotion?.badge ?? undefined) : undefined}
        promotionLabel={
          promotion?.headline
            ? {
                title: promotion.headline,
                subtitle: promotion.detail ?? undefined,
                variant: promotionLabelVariant(promotion.status, promotion.singleDay),
              }
            : undefined
        }
        stockLabel={product.stockStatus.label}
        stockLevel={stockBadgeLevel(product.stockStatus.level)}
        headingLevel={headingLevel}
      />
      <AddToCartButton
        className={styles.add}
        variant="secondary"
        size="sm"
        fullWidth
        product={{ id: product.id, name: product.name, stock: product.stock }}
      />
      {product.stock < 1 && <RestockNoticeLink productId={product.id} productName={product.name} />}
      {/* Over the picture's corner, drawn once hydrated: the card's server HTML stays everybody's. */}
      {heart && <FavoriteButton className={styles.favorite} productId={product.id} productName={product.name} />}
    </div>
  );
}
