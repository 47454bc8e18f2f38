import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../../utils/cx';
import styles from './PageHeader.module.css';

export interface PageHeaderProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The page title, e.g. 'Mis Pedidos' (an <h1> by default). */
  title: string;
  /** A line under the title, e.g. the number of results. */
  subtitle?: ReactNode;
  /** Rendered above the title, usually a <Breadcrumb>. */
  breadcrumb?: ReactNode;
  /** Rendered next to the title, e.g. the sort <Select>. */
  actions?: ReactNode;
  /** Defaults to 1 (one page title per page). */
  headingLevel?: 1 | 2;
}

/** The top of a page: optional breadcrumb, the page title (an <h1>), a subtitle and actions. */
export function PageHeader({
  title,
  subtitle,
  breadcrumb,
  actions,
  headingLevel = 1,
  className,
  ...rest
}: PageHeaderProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <header {...rest} className={cx(styles.header, className)}>
      {breadcrumb}
      <div className={styles.row}>
        <div className={styles.titles}>
          <Heading className={styles.title}>{title}</Heading>
          {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        </div>
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
    </header>
  );
}
