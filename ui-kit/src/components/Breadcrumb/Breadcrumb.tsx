import type { HTMLAttributes } from 'react';
import { cx } from '../../utils/cx';
import { defaultRenderLink, type RenderLink } from '../../utils/link';
import styles from './Breadcrumb.module.css';

export interface BreadcrumbItem {
  /** Visible text, e.g. 'Productos'. */
  label: string;
  /** Omit on the last item (the current page). */
  href?: string;
}

export interface BreadcrumbProps extends HTMLAttributes<HTMLElement> {
  /** The trail from the home page to the current page (the last item). */
  items: readonly BreadcrumbItem[];
  /** Link renderer, e.g. for react-router: `({ href, ...p }) => <Link to={href} {...p} />`. */
  renderLink?: RenderLink;
  /** Accessible name of the navigation landmark. */
  label?: string;
}

/** Trail such as Inicio > Productos > Promociones; the last item is the current page. */
export function Breadcrumb({
  items,
  renderLink = defaultRenderLink,
  label = 'Ruta de navegación',
  className,
  ...rest
}: BreadcrumbProps) {
  return (
    <nav aria-label={label} {...rest} className={className}>
      <ol className={styles.list}>
        {items.map((item, index) => {
          const isLast = index === items.length - 1;
          return (
            <li key={`${item.label}-${index}`} className={styles.item}>
              {isLast || !item.href ? (
                <span className={cx(isLast && styles.current)} aria-current={isLast ? 'page' : undefined}>
                  {item.label}
                </span>
              ) : (
                renderLink({ href: item.href, className: styles.link ?? '', children: item.label })
              )}
              {!isLast && (
                <span className={styles.separator} aria-hidden="true">
                  ›
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
