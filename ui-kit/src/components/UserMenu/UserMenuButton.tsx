import { forwardRef } from 'react';
import { Icon } from '../../icons/Icon';
import { cx } from '../../utils/cx';
import { Button, type ButtonProps } from '../Button';
import styles from './UserMenuButton.module.css';

export interface UserMenuButtonProps extends Omit<ButtonProps, 'children' | 'variant' | 'asChild'> {
  /** Name in the greeting: 'Hola, {displayName}'. */
  displayName: string;
  /** Greeting text. Defaults to `Hola, ${displayName}`. */
  greeting?: string | undefined;
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

/**
 * UserMenu's trigger as it looks: the icon, 'Hola, {displayName}' and the chevron. A module of its own (no Radix
 * menu) so a page can show it, at the same size, while the menu's code is still on its way: a smaller stand-in
 * moved whatever sat beside it when the menu arrived (a click aimed at the top bar's 'Admin' hit the greeting).
 */
export const UserMenuButton = forwardRef<HTMLButtonElement, UserMenuButtonProps>(function UserMenuButton(
  { displayName, greeting, className, ...props },
  ref,
) {
  return (
    <Button ref={ref} variant="ghost" className={cx(styles.trigger, className)} {...props}>
      <UserIcon />
      <span className={styles.greeting}>{greeting ?? `Hola, ${displayName}`}</span>
      <Chevron />
    </Button>
  );
});
