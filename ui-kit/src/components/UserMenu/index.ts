export { UserMenu, UserMenuItem, type UserMenuProps } from './UserMenu';
