import { unitsLeftToAdd } from '@esencia/domain/cart/product-quantity';
import { DiscountBadge, PriceTag, ProductGallery, PromotionLabel, QuantityStepper, StockBadge } from '@esencia/ui-kit';
import { useState } from 'react';
import { Link } from 'react-router';
import { AddToCartButton } from '../../cart/AddToCartButton';
import { FavoriteButton } from '../../favorites/FavoriteButton';
import { RestockNoticeOffer } from '../../restock/RestockNoticeOffer';
import { useCart } from '../../cart/CartProvider';
import { LightMarkdownText } from '../../catalog/LightMarkdownText';
import { promotionLabelVariant, stockBadgeLevel } from '../../catalog/kitVariants';
import type { ProductDetailQuery } from './product-detail.generated';
import styles from './ProductDetails.module.css';

export type DetailedProduct = NonNullable<ProductDetailQuery['product']>;

function galleryImages(product: DetailedProduct): string[] {
  const images = product.imageUrls.length > 0 ? product.imageUrls : product.imageUrl ? [product.imageUrl] : [];
  return Array.from(new Set(images));
}

/** The product's gallery and purchase panel. */
export function ProductDetails({ product }: { product: DetailedProduct }) {
  const [quantity, setQuantity] = useState(1);
  // 'Solo hay N unidades disponibles' when the shopper asks for more than the stock.
  const [quantityMessage, setQuantityMessage] = useState<string | undefined>();
  const { promotion } = product;
  const outOfStock = product.stock < 1;
  // What the shopper can still add: the stock less what their cart already holds.
  const inCart = useCart().quantityOf(product.id);
  const left = unitsLeftToAdd(inCart, product.stock);
  const selected = Math.min(quantity, left);

  return (
    <article className={styles.detail} aria-labelledby="product-name">
      <ProductGallery productName={product.name} images={galleryImages(product)} />

      <div className={styles.panel}>
        {product.brand && (
          <Link className={styles.brand} to={`/brand/${encodeURIComponent(product.brand.id)}`}>
            {product.brand.name}
          </Link>
        )}
        <h1 id="product-name" className={styles.name}>
          {product.name}
        </h1>

        {promotion?.headline && (
          <PromotionLabel
            title={promotion.headline}
            subtitle={promotion.detail ?? undefined}
            variant={promotionLabelVariant(promotion.status, promotion.singleDay)}
          />
        )}

        <div className={styles.price}>
          <PriceTag
            price={product.price.formatted}
            originalPrice={product.discountApplied ? product.originalPrice.formatted : undefined}
            size="lg"
          />
          {product.discountApplied && promotion?.badge && <DiscountBadge label={promotion.badge} />}
        </div>

        <StockBadge label={product.stockStatus.label} level={stockBadgeLevel(product.stockStatus.level)} />

        <section aria-labelledby="product-description-title">
          <h2 id="product-description-title" className={styles.sectionTitle}>
            Descripción
          </h2>
          <LightMarkdownText className={styles.description} source={product.description} />
        </section>

        {left > 0 && (
          <QuantityStepper
            value={selected}
            max={left}
            message={quantityMessage}
            onChange={(next, message) => {
              setQuantity(next);
              setQuantityMessage(message);
            }}
          />
        )}

        <div className={styles.purchase}>
          <AddToCartButton
            size="lg"
            product={product}
            quantity={selected}
            errorMessage="Error al añadir el producto al carrito"
            aria-describedby={outOfStock || inCart > 0 ? 'cart-status' : undefined}
            onAdded={() => {
              setQuantity(1);
              setQuantityMessage(undefined);
            }}
          />
          {(outOfStock || inCart > 0) && (
            <p id="cart-status" className={styles.note}>
              {outOfStock
                ? 'Este producto está agotado.'
                : left === 0
                  ? 'Ya tienes en tu carrito todas las unidades disponibles.'
                  : `Ya tienes ${inCart} ${inCart === 1 ? 'unidad' : 'unidades'} en tu carrito.`}
            </p>
          )}
          <FavoriteButton className={styles.favorite} productId={product.id} withText />
          {outOfStock && <RestockNoticeOffer productId={product.id} productName={product.name} />}
        </div>
      </div>
    </article>
  );
}
