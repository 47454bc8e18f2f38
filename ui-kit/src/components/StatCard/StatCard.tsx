import type { HTMLAttributes, ReactNode } from 'react';
import { useId } from 'react';
import { cx } from '../../utils/cx';
import styles from './StatCard.module.css';

/** The colour of a stat card: 'neutral' (default), 'accent', 'success' or 'warning' (needs attention). */
export type StatCardTone = 'neutral' | 'accent' | 'success' | 'warning';

export interface StatCardProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** What is counted, e.g. 'Total de productos'; also the card's accessible name. */
  label: string;
  /** The figure, already formatted (a count or an amount such as 'S/ 1,234.50'). */
  value: ReactNode;
  /** A short line under the figure, e.g. '3 próximas · 5 activas'. */
  hint?: ReactNode;
  /** Colour of the card's accent strip. Defaults to 'neutral'. */
  tone?: StatCardTone;
}

/** One figure of a back-office summary: a label, a large value and an optional hint. */
export function StatCard({ label, value, hint, tone = 'neutral', className, ...rest }: StatCardProps) {
  const labelId = useId();
  return (
    <div {...rest} role="group" aria-labelledby={labelId} data-tone={tone} className={cx(styles.card, className)}>
      <p id={labelId} className={styles.label}>
        {label}
      </p>
      <p className={styles.value}>{value}</p>
      {hint && <p className={styles.hint}>{hint}</p>}
    </div>
  );
}

export interface StatCardGridProps extends HTMLAttributes<HTMLDivElement> {
  /** The StatCards, in reading order. */
  children: ReactNode;
  /** Accessible name of the group of cards, e.g. 'Resumen de productos'. */
  label: string;
}

/** Lays StatCards out in a responsive grid (one column on narrow phones, up to five on wide screens). */
export function StatCardGrid({ children, label, className, ...rest }: StatCardGridProps) {
  return (
    <div {...rest} role="region" aria-label={label} className={cx(styles.grid, className)}>
      {children}
    </div>
  );
}
