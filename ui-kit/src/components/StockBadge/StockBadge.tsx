import type { HTMLAttributes } from 'react';
import { cx } from '../../utils/cx';
import styles from './StockBadge.module.css';

export type StockLevel = 'out' | 'low' | 'available';

export interface StockBadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** Text, e.g. 'Agotado', '¡Últimas 3 unidades!' or 'Stock disponible'. */
  label: string;
  /** Drives the colour; the label carries the meaning, so colour is never the only cue. */
  level: StockLevel;
}

/** The product's stock as a coloured pill ('Agotado', '¡Últimas 3 unidades!', 'Stock disponible'). */
export function StockBadge({ label, level, className, ...rest }: StockBadgeProps) {
  return (
    <span {...rest} data-level={level} className={cx(styles.stock, className)}>
      <span className={styles.dot} aria-hidden="true" />
      {label}
    </span>
  );
}
