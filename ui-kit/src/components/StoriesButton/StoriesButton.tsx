import type { ButtonHTMLAttributes } from 'react';
import { cx } from '../../utils/cx';
import styles from './StoriesButton.module.css';

export interface StoriesButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** How many stories there are; shown as a badge when above 0. */
  count?: number;
  /** Visible text. Defaults to 'Historias'. */
  label?: string;
}

/** The storefront's floating 'Historias' button (bottom left, above the page, below dialogs). */
export function StoriesButton({
  count = 0,
  label = 'Historias',
  className,
  type = 'button',
  ...rest
}: StoriesButtonProps) {
  return (
    <button {...rest} type={type} className={cx(styles.button, className)}>
      <span className={styles.ring} aria-hidden="true" />
      <span>{label}</span>
      {count > 0 && <span className={styles.badge}>{count}</span>}
    </button>
  );
}
