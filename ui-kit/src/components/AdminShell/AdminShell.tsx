import * as RadixDialog from '@radix-ui/react-dialog';
import { useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { CloseIcon, Icon } from '../../icons/Icon';
import { cx } from '../../utils/cx';
import { defaultRenderLink, type RenderLink } from '../../utils/link';
import { Button } from '../Button';
import styles from './AdminShell.module.css';

export interface AdminNavItem {
  /** Where the link goes, e.g. '/admin/products'. */
  href: string;
  /** Visible text, e.g. 'Productos'. */
  label: string;
  /** The section on screen: highlighted and marked aria-current="page". */
  current?: boolean;
  /** Listed but not a link (a section that does not exist yet). */
  disabled?: boolean;
  /** Small label after the text, e.g. 'Próximamente' on a disabled item. */
  badge?: string;
}

interface AdminNavProps {
  /** The links, in order. */
  items: readonly AdminNavItem[];
  /** Accessible name of the navigation landmark. Defaults to 'Administración'. */
  label?: string;
  /** Link renderer, e.g. for react-router: `({ href, ...p }) => <Link to={href} {...p} />`. */
  renderLink?: RenderLink;
  /** Called when a link is followed (the phone menu closes itself with it). */
  onNavigate?: () => void;
  /** Class of the <nav>. */
  className?: string;
}

/** The back-office section links: the current one highlighted, disabled ones listed with their badge. */
function AdminNav({
  items,
  label = 'Administración',
  renderLink = defaultRenderLink,
  onNavigate,
  className,
}: AdminNavProps) {
  return (
    <nav aria-label={label} className={cx(styles.nav, className)}>
      <ul className={styles.list}>
        {items.map((item) => {
          const content = (
            <>
              <span className={styles.label}>{item.label}</span>
              {item.badge && <span className={styles.badge}>{item.badge}</span>}
            </>
          );
          return (
            // Bubbling, after the link's own handler: closing the menu in the capture phase would
            // unmount the link before the router handles its click (a full page load instead).
            <li key={item.href} onClick={item.disabled ? undefined : onNavigate}>
              {item.disabled ? (
                <span className={styles.item} aria-disabled="true">
                  {content}
                </span>
              ) : (
                renderLink({
                  href: item.href,
                  className: styles.item ?? '',
                  children: content,
                  ...(item.current ? { 'aria-current': 'page' as const } : {}),
                })
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

export interface AdminShellProps {
  /** Sidebar links, in order; the same links fill the phone menu. */
  items: readonly AdminNavItem[];
  /** The section: usually its breadcrumb, its heading and the screen itself. */
  children: ReactNode;
  /** Heading of the sidebar and of the phone menu. Defaults to 'Administración'. */
  title?: string;
  /** Accessible name of the navigation. Defaults to `title`. */
  navLabel?: string;
  /** Text of the button that opens the menu on phones. Defaults to 'Menú de administración'. */
  menuLabel?: string;
  /** aria-label of the menu's close button. Defaults to 'Cerrar menú'. */
  closeMenuLabel?: string;
  /** Text of the skip link past the sidebar. Defaults to 'Saltar al contenido de la sección'. */
  skipLinkLabel?: string;
  /** id of the section's container (the skip link's target). Defaults to 'contenido-admin'. */
  contentId?: string;
  /** Link renderer, e.g. for react-router: `({ href, ...p }) => <Link to={href} {...p} />`. */
  renderLink?: RenderLink;
  /** Class of the outer wrapper. */
  className?: string;
}

function MenuIcon() {
  return (
    <Icon size={18} strokeWidth={2}>
      <path d="M4 7h16M4 12h16M4 17h16" strokeLinecap="round" />
    </Icon>
  );
}

/**
 * The back-office frame: a skip link, the section sidebar (on screens up to 768 px a menu button that
 * opens the same links in a focus-trapped panel, closed by Escape) and the section's content.
 */
export function AdminShell({
  items,
  children,
  title = 'Administración',
  navLabel = title,
  menuLabel = 'Menú de administración',
  closeMenuLabel = 'Cerrar menú',
  skipLinkLabel = 'Saltar al contenido de la sección',
  contentId = 'contenido-admin',
  renderLink = defaultRenderLink,
  className,
}: AdminShellProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const navigatedRef = useRef(false);
  const contentRef = useRef<HTMLDivElement>(null);

  const skipToContent = (event: MouseEvent<HTMLAnchorElement>) => {
    // Move focus ourselves: the address stays the same and the router sees no hash change.
    event.preventDefault();
    contentRef.current?.focus();
  };

  const closeAfterNavigation = () => {
    navigatedRef.current = true;
    setMenuOpen(false);
  };

  return (
    <div className={cx(styles.shell, className)}>
      <a className={styles.skipLink} href={`#${contentId}`} onClick={skipToContent}>
        {skipLinkLabel}
      </a>

      <aside className={styles.sidebar}>
        <p className={styles.title} aria-hidden="true">
          {title}
        </p>
        <AdminNav items={items} label={navLabel} renderLink={renderLink} />
      </aside>

      <div className={styles.menuBar}>
        <RadixDialog.Root
          open={menuOpen}
          onOpenChange={(next) => {
            if (next) navigatedRef.current = false;
            setMenuOpen(next);
          }}
        >
          <RadixDialog.Trigger asChild>
            <Button variant="secondary" size="sm">
              <MenuIcon />
              {menuLabel}
            </Button>
          </RadixDialog.Trigger>
          <RadixDialog.Portal>
            <RadixDialog.Overlay className={styles.overlay} />
            <RadixDialog.Content
              className={styles.panel}
              aria-describedby={undefined}
              onCloseAutoFocus={(event) => {
                // After following a link the new section takes focus, not the menu button.
                if (navigatedRef.current) event.preventDefault();
              }}
            >
              <div className={styles.panelHeader}>
                <RadixDialog.Title className={styles.panelTitle}>{title}</RadixDialog.Title>
                <RadixDialog.Close asChild>
                  <Button variant="ghost" size="icon" aria-label={closeMenuLabel}>
                    <CloseIcon />
                  </Button>
                </RadixDialog.Close>
              </div>
              <AdminNav items={items} label={navLabel} renderLink={renderLink} onNavigate={closeAfterNavigation} />
            </RadixDialog.Content>
          </RadixDialog.Portal>
        </RadixDialog.Root>
      </div>

      <div id={contentId} ref={contentRef} tabIndex={-1} className={styles.content}>
        {children}
      </div>
    </div>
  );
}
