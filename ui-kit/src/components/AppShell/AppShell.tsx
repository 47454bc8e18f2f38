import type { ReactNode } from 'react';
import { cx } from '../../utils/cx';
import styles from './AppShell.module.css';

export interface AppShellProps {
  /** Logo area (usually a link to '/'). */
  logo: ReactNode;
  /** Main navigation content (links, categories button); wrapped in a labelled <nav>. */
  nav?: ReactNode;
  /** Right-hand actions: search, login, theme toggle, cart. */
  actions?: ReactNode;
  /** Page content, rendered in <main>. */
  children: ReactNode;
  /** Footer content (information links, contact), rendered in <footer>. */
  footer?: ReactNode;
  /** Rendered above the header, e.g. a maintenance notice. */
  banner?: ReactNode;
  /** Accessible name of the main navigation. */
  navLabel?: string;
  /** Text of the skip link to the main content. Defaults to 'Saltar al contenido principal'. */
  skipLinkLabel?: string;
  /** id of <main>, target of the skip link. */
  mainId?: string;
  /** Class of the outer wrapper. */
  className?: string;
}

/** Page frame: skip link, sticky header (logo, nav, actions), main and footer landmarks. */
export function AppShell({
  logo,
  nav,
  actions,
  children,
  footer,
  banner,
  navLabel = 'Navegación principal',
  skipLinkLabel = 'Saltar al contenido principal',
  mainId = 'contenido-principal',
  className,
}: AppShellProps) {
  return (
    <div className={cx(styles.shell, className)}>
      <a className={styles.skipLink} href={`#${mainId}`}>
        {skipLinkLabel}
      </a>
      {banner}
      <header className={styles.header}>
        <div className={styles.headerInner}>
          <div className={styles.logo}>{logo}</div>
          {nav && (
            <nav aria-label={navLabel} className={styles.nav}>
              {nav}
            </nav>
          )}
          {actions && <div className={styles.actions}>{actions}</div>}
        </div>
      </header>
      <main id={mainId} tabIndex={-1} className={styles.main}>
        {children}
      </main>
      {footer && (
        <footer className={styles.footer}>
          <div className={styles.footerInner}>{footer}</div>
        </footer>
      )}
    </div>
  );
}
