import type { HTMLAttributes } from 'react';
import { cx } from '../../utils/cx';
import { VisuallyHidden } from '../VisuallyHidden';
import styles from './PriceTag.module.css';

export type PriceTagSize = 'sm' | 'md' | 'lg';

export interface PriceTagProps extends HTMLAttributes<HTMLParagraphElement> {
  /** Current price, already formatted, e.g. 'S/ 99.90'. */
  price: string;
  /** Price before the discount, shown struck through, e.g. 'S/ 129.90'. */
  originalPrice?: string;
  /** 'sm' (cards), 'md' (default) or 'lg' (product page). */
  size?: PriceTagSize;
}

/** Current price with, when discounted, the original price struck through. */
export function PriceTag({ price, originalPrice, size = 'md', className, ...rest }: PriceTagProps) {
  const discounted = Boolean(originalPrice);
  return (
    <p {...rest} data-size={size} data-discounted={discounted || undefined} className={cx(styles.priceTag, className)}>
      <span className={styles.current}>
        {discounted && <VisuallyHidden>Precio actual: </VisuallyHidden>}
        {price}
      </span>
      {discounted && (
        <s className={styles.original}>
          <VisuallyHidden>Precio original: </VisuallyHidden>
          {originalPrice}
        </s>
      )}
    </p>
  );
}
