import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../../utils/cx';
import styles from './EmptyState.module.css';

export interface EmptyStateProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** Main message, e.g. 'No hay productos disponibles.' */
  title: string;
  description?: ReactNode;
  /** Decorative icon; defaults to a perfume bottle. Pass null for none. */
  icon?: ReactNode;
  /** Call to action, e.g. a Button asChild wrapping a link to /web-products. */
  action?: ReactNode;
}

export function BottleIcon() {
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      aria-hidden="true"
    >
      <rect x="9" y="2" width="6" height="4" rx="1" />
      <path d="M10.5 6v2M13.5 6v2" />
      <rect x="5" y="8" width="14" height="14" rx="3.5" />
    </svg>
  );
}

export function EmptyState({ title, description, icon = <BottleIcon />, action, className, ...rest }: EmptyStateProps) {
  return (
    <div {...rest} className={cx(styles.state, className)}>
      {icon && (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      )}
      <p className={styles.title}>{title}</p>
      {description && <p className={styles.description}>{description}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
