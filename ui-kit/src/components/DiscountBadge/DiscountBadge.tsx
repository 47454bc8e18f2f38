import type { HTMLAttributes } from 'react';
import { cx } from '../../utils/cx';
import { VisuallyHidden } from '../VisuallyHidden';
import styles from './DiscountBadge.module.css';

export type DiscountBadgeTone = 'danger' | 'accent' | 'gold' | 'neutral';

export interface DiscountBadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** Discount text, e.g. '-20%' or '-S/15'. */
  label: string;
  /** Colour: 'danger' (default), 'accent', 'gold' or 'neutral'. */
  tone?: DiscountBadgeTone;
}

/** Small pill with the discount; screen readers hear "Descuento -20%". */
export function DiscountBadge({ label, tone = 'danger', className, ...rest }: DiscountBadgeProps) {
  return (
    <span {...rest} data-tone={tone} className={cx(styles.badge, className)}>
      <VisuallyHidden>Descuento </VisuallyHidden>
      {label}
    </span>
  );
}
