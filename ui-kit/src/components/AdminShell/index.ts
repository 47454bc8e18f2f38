export { AdminShell, type AdminNavItem, type AdminShellProps } from './AdminShell';
