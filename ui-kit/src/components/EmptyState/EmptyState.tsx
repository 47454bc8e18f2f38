import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../../utils/cx';
import styles from './EmptyState.module.css';
import { Icon } from '../../icons/Icon';

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
    <Icon size={24} strokeWidth={1.8}>
      <rect x="9" y="2" width="6" height="4" rx="1" />
      <path d="M10.5 6v2M13.5 6v2" />
      <rect x="5" y="8" width="14" height="14" rx="3.5" />
    </Icon>
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
