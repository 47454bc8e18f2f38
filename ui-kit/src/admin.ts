// The back-office's components, a second entry of the kit: `import { AdminShell } from
// '@esencia/ui-kit/src/admin'`. They are not in the main entry (src/index.ts) because everything the
// storefront imports from there ends up in its first load, and the admin code must stay in the admin
// routes' own chunks (checked by web/scripts/check-admin-split.mjs after every production build).
export * from './components/AdminShell';
export * from './components/ConfirmCloseDialog';
export * from './components/DataTable';
export * from './components/StatCard';
