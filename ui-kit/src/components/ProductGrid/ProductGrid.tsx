import { Children, type CSSProperties, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import styles from './ProductGrid.module.css';

export interface ProductGridProps extends Omit<HTMLAttributes<HTMLUListElement>, 'children'> {
  /** One child per product (usually ProductCard); each is wrapped in a list item. */
  children: ReactNode;
  /** Accessible name of the list, e.g. 'Productos'. */
  label?: string;
  /** Minimum card width before the grid adds a column. Defaults to 220px. */
  minItemWidth?: string;
}

/** Responsive list of product cards (2 columns on phones, auto-fill above). */
export function ProductGrid({ children, label, minItemWidth, className, style, ...rest }: ProductGridProps) {
  const gridStyle = minItemWidth ? ({ ...style, '--esc-grid-min': minItemWidth } as CSSProperties) : style;
  return (
    // role="list" keeps list semantics in Safari, which drops them with `list-style: none`.
    <ul role="list" aria-label={label} {...rest} style={gridStyle} className={cx(styles.grid, className)}>
      {Children.map(children, (child) =>
        child === null || child === undefined || typeof child === 'boolean' ? null : (
          // Children.map carries each child's key over to the returned <li>.
          <li className={styles.item}>{child}</li>
        ),
      )}
    </ul>
  );
}
