import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { defaultRenderLink, type RenderLink } from '../../utils/link';
import styles from './UserMenu.module.css';
import { UserMenuButton } from './UserMenuButton';

export interface UserMenuProps {
  /** Name in the greeting: 'Hola, {displayName}'. */
  displayName: string;
  /** Account e-mail, shown at the top of the menu. */
  email: string;
  /** Profile page. Defaults to '/profile'. */
  profileHref?: string;
  /**
   * Renders the 'Perfil' link. Defaults to `<a href>`. For react-router:
   * `renderLink={({ href, ...props }) => <Link to={href} {...props} />}`.
   */
  renderLink?: RenderLink;
  /** 'Cerrar sesión' was chosen. */
  onSignOut: () => void;
  /** Adds 'Cerrar sesión en todos los dispositivos' when given. */
  onSignOutEverywhere?: () => void;
  /** Extra menu items rendered before the sign-out items (use `UserMenuItem`). */
  children?: ReactNode;
  /** Greeting text. Defaults to `Hola, ${displayName}`. */
  greeting?: string;
  /** Text of the profile item. Defaults to 'Perfil'. */
  profileLabel?: string;
  /** Text of the sign-out item. Defaults to 'Cerrar sesión'. */
  signOutLabel?: string;
  /** Text of the sign-out-everywhere item. Defaults to 'Cerrar sesión en todos los dispositivos'. */
  signOutEverywhereLabel?: string;
  /** A sign-out request is in flight: the sign-out items are disabled. */
  signingOut?: boolean;
  /** Start open (stories, tests). */
  defaultOpen?: boolean;
  /** Class of the trigger button. */
  className?: string;
}

/** A plain menu item with the UserMenu styles (Radix DropdownMenu.Item). */
export function UserMenuItem({ className, ...props }: DropdownMenu.DropdownMenuItemProps) {
  return <DropdownMenu.Item {...props} className={cx(styles.item, className)} />;
}

/** Signed-in user's menu in the top bar: greeting, e-mail, 'Perfil' and 'Cerrar sesión'. */
export function UserMenu({
  displayName,
  email,
  profileHref = '/profile',
  renderLink = defaultRenderLink,
  onSignOut,
  onSignOutEverywhere,
  children,
  greeting,
  profileLabel = 'Perfil',
  signOutLabel = 'Cerrar sesión',
  signOutEverywhereLabel = 'Cerrar sesión en todos los dispositivos',
  signingOut = false,
  defaultOpen,
  className,
}: UserMenuProps) {
  return (
    // Not modal (Radix's default is): a menu button's menu (WAI-ARIA) leaves the page as it is, where a modal one
    // hid all of it from assistive technology while it stayed focusable. Not portalled either: the menu opens in
    // its trigger's place, inside the top bar's landmark (the bar rises above the page while it is open).
    <DropdownMenu.Root defaultOpen={defaultOpen} modal={false}>
      <DropdownMenu.Trigger asChild>
        <UserMenuButton displayName={displayName} greeting={greeting} className={className} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content className={styles.content} align="end" sideOffset={6}>
        <DropdownMenu.Label className={styles.label}>
          <span className={styles.name}>{displayName}</span>
          <span className={styles.email}>{email}</span>
        </DropdownMenu.Label>
        <DropdownMenu.Separator className={styles.separator} />
        <DropdownMenu.Item asChild>
          {renderLink({ href: profileHref, className: styles.item ?? '', children: profileLabel })}
        </DropdownMenu.Item>
        {children}
        <DropdownMenu.Separator className={styles.separator} />
        <DropdownMenu.Item className={styles.item} disabled={signingOut} onSelect={() => onSignOut()}>
          {signOutLabel}
        </DropdownMenu.Item>
        {onSignOutEverywhere && (
          <DropdownMenu.Item
            className={styles.item}
            data-tone="danger"
            disabled={signingOut}
            onSelect={() => onSignOutEverywhere()}
          >
            {signOutEverywhereLabel}
          </DropdownMenu.Item>
        )}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
