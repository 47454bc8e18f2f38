export { MobileMenu, MobileMenuSection, type MobileMenuProps, type MobileMenuSectionProps } from './MobileMenu';
export { MobileMenuButton, type MobileMenuButtonProps } from './MobileMenuButton';
