import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { defaultRenderLink, type RenderLink } from '../../utils/link';
import { Button } from '../Button';
import styles from './UserMenu.module.css';
import { Icon } from '../../icons/Icon';

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

function UserIcon() {
  return (
    <Icon size={18} strokeWidth={1.8}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" strokeLinecap="round" />
    </Icon>
  );
}

function Chevron() {
  return (
    <Icon size={14} strokeWidth={2}>
      <path d="M6 9l6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
    </Icon>
  );
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
        <Button variant="ghost" className={cx(styles.trigger, className)}>
          <UserIcon />
          <span className={styles.greeting}>{greeting ?? `Hola, ${displayName}`}</span>
          <Chevron />
        </Button>
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
