export { MobileMenu, MobileMenuSection, type MobileMenuProps, type MobileMenuSectionProps } from './MobileMenu';
