export { UserMenu, UserMenuItem, type UserMenuProps } from './UserMenu';
export { UserMenuButton, type UserMenuButtonProps } from './UserMenuButton';
