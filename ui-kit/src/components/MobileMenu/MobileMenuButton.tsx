import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { Icon } from '../../icons/Icon';
import { Button } from '../Button';

function MenuIcon() {
  return (
    <Icon size={22} strokeWidth={1.8}>
      <path d="M4 7h16M4 12h16M4 17h16" strokeLinecap="round" />
    </Icon>
  );
}

export interface MobileMenuButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Accessible name of the ☰ button. Defaults to 'Abrir menú'. */
  label?: string;
}

/**
 * The ☰ button that opens the MobileMenu, on its own: it has no dialog code, so an app can show it at
 * once and fetch the menu (Radix Dialog) when it is first used. MobileMenu renders this same button.
 * Its own module, so that using it alone brings neither Sheet nor Radix Dialog into a bundle.
 */
export const MobileMenuButton = forwardRef<HTMLButtonElement, MobileMenuButtonProps>(function MobileMenuButton(
  { label = 'Abrir menú', ...buttonProps },
  ref,
) {
  return (
    <Button ref={ref} variant="ghost" size="icon" aria-label={label} {...buttonProps}>
      <MenuIcon />
    </Button>
  );
});
