import type { HTMLAttributes } from 'react';
import { cx } from '../../utils/cx';
import styles from './PromotionLabel.module.css';

/** 'active': running promotion; 'today': one-day promotion; 'upcoming': not started yet. */
export type PromotionLabelVariant = 'active' | 'today' | 'upcoming';

export interface PromotionLabelProps extends HTMLAttributes<HTMLParagraphElement> {
  /** Headline, e.g. '¡EN PROMOCIÓN!', '¡SOLO POR HOY!' or 'Próximamente en promoción'. */
  title: string;
  /** Optional second line, e.g. 'Hasta 30/11/2026'. */
  subtitle?: string;
  /** 'active' (on promotion now, default), 'today' (last day) or 'upcoming' (starts later). */
  variant?: PromotionLabelVariant;
}

/** Promotion headline with an optional sub-line (end or start date). */
export function PromotionLabel({ title, subtitle, variant = 'active', className, ...rest }: PromotionLabelProps) {
  return (
    <p {...rest} data-variant={variant} className={cx(styles.promotion, className)}>
      <span className={styles.title}>{title}</span>
      {subtitle && <span className={styles.subtitle}>{subtitle}</span>}
    </p>
  );
}
