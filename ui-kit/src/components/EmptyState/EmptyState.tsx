import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../../utils/cx';
import styles from './EmptyState.module.css';
import { Icon } from '../../icons/Icon';

/** Element of the title line: a paragraph by default, a heading when the state is the page's content. */
export type StateTitleElement = 'p' | 'h1' | 'h2' | 'h3';

export interface EmptyStateProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** Main message, e.g. 'No hay productos disponibles.' */
  title: string;
  /** Renders the title as a heading, e.g. 'h1' on the not-found page. Defaults to 'p'. */
  titleAs?: StateTitleElement;
  /** Secondary text under the title, e.g. what to try next. */
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

/** A calm message for a list or page with nothing to show yet, with an optional call to action. */
export function EmptyState({
  title,
  titleAs: Title = 'p',
  description,
  icon = <BottleIcon />,
  action,
  className,
  ...rest
}: EmptyStateProps) {
  return (
    <div {...rest} className={cx(styles.state, className)}>
      {icon && (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      )}
      <Title className={styles.title}>{title}</Title>
      {description && <p className={styles.description}>{description}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
