import { decreaseQuantity, increaseQuantity } from '@esencia/domain/cart/cart-quantity';
import type { HTMLAttributes } from 'react';
import { Icon, MinusIcon, PlusIcon } from '../../icons/Icon';
import { cx } from '../../utils/cx';
import { defaultRenderLink, type RenderLink } from '../../utils/link';
import { Button } from '../Button';
import { PriceTag } from '../PriceTag';
import { ProductImage } from '../ProductImage';
import styles from './CartLineItem.module.css';

export interface CartLineItemProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** Product name; null when the product no longer exists (shown as 'Producto no disponible'). */
  name: string | null;
  /** Brand name, above the product name. */
  brand?: string;
  /** Product image URL; a bottle placeholder without one. */
  imageUrl?: string | null;
  /** Product page; the name links there when given. */
  href?: string;
  /** Renders the link (react-router: `({ href, ...props }) => <Link to={href} {...props} />`). Defaults to `<a>`. */
  renderLink?: RenderLink;
  /** Formatted unit price today, e.g. 'S/ 99.90'. */
  unitPrice: string;
  /** Formatted unit price before the discount, struck through when given. */
  originalUnitPrice?: string;
  /** Formatted line total (unit price × quantity). */
  lineTotal: string;
  /** Units in the cart. */
  quantity: number;
  /** Units in stock: '+' works only while the quantity is below it (domain rule `increaseQuantity`). */
  stock: number;
  /** '+' or '−' was pressed: the new quantity (never below 1, never above the stock by '+'). */
  onQuantityChange: (quantity: number) => void;
  /** 'Eliminar' was pressed. */
  onRemove: () => void;
  /** A change of this line is being saved: its buttons are disabled. */
  busy?: boolean;
  /** A note about this line, e.g. that its quantity was cut to the stock. */
  note?: string;
}

function TrashIcon() {
  return (
    <Icon size={18} strokeWidth={1.8}>
      <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" strokeLinecap="round" />
    </Icon>
  );
}

/**
 * One line of the cart panel: image, brand, name, unit price (with the original struck through),
 * '−' quantity '+' (rising only below the stock, never below 1), the line total and 'Eliminar'.
 */
export function CartLineItem({
  name,
  brand,
  imageUrl,
  href,
  renderLink = defaultRenderLink,
  unitPrice,
  originalUnitPrice,
  lineTotal,
  quantity,
  stock,
  onQuantityChange,
  onRemove,
  busy = false,
  note,
  className,
  ...rest
}: CartLineItemProps) {
  const title = name ?? 'Producto no disponible';
  const increased = increaseQuantity(quantity, stock);
  const decreased = decreaseQuantity(quantity);

  return (
    <article {...rest} className={cx(styles.line, className)} aria-label={title} aria-busy={busy || undefined}>
      <ProductImage className={styles.image} src={imageUrl} alt="" sizes="72px" />
      <div className={styles.info}>
        {brand && <p className={styles.brand}>{brand}</p>}
        <p className={styles.name}>
          {href && name ? renderLink({ href, className: styles.link ?? '', children: name }) : title}
        </p>
        <PriceTag price={unitPrice} originalPrice={originalUnitPrice} size="sm" />
        {note && <p className={styles.note}>{note}</p>}
      </div>
      <div className={styles.actions}>
        <div className={styles.stepper} role="group" aria-label={`Cantidad de ${title}`}>
          <Button
            variant="secondary"
            size="icon"
            className={styles.step}
            aria-label={`Disminuir cantidad de ${title}`}
            disabled={busy || decreased === quantity}
            onClick={() => onQuantityChange(decreased)}
          >
            <MinusIcon size={16} />
          </Button>
          <output className={styles.quantity} aria-live="polite">
            {quantity}
          </output>
          <Button
            variant="secondary"
            size="icon"
            className={styles.step}
            aria-label={`Aumentar cantidad de ${title}`}
            disabled={busy || increased === quantity}
            onClick={() => onQuantityChange(increased)}
          >
            <PlusIcon size={16} />
          </Button>
        </div>
        <p className={styles.total}>{lineTotal}</p>
        <Button
          variant="ghost"
          size="sm"
          className={styles.remove}
          aria-label={`Eliminar ${title} del carrito`}
          disabled={busy}
          onClick={onRemove}
        >
          <TrashIcon />
          <span>Eliminar</span>
        </Button>
      </div>
    </article>
  );
}
