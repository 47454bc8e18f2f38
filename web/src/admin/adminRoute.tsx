import { LoadingState } from '@esencia/ui-kit';
import { Navigate, Outlet, type RouteObject } from 'react-router';
import { RequireSession } from '../auth/RequireSession';

/*
 * This module is part of the storefront's first load, so it holds only paths and `lazy` imports: the
 * admin layout and screens are separate chunks, fetched when an /admin address is opened (checked
 * after every production build by web/scripts/check-admin-split.mjs). Import nothing else from
 * ../admin here.
 */
const layout = async () => ({ Component: (await import('./AdminLayout')).AdminLayout });
const underConstruction = async () => ({
  Component: (await import('./sections/UnderConstructionPage')).UnderConstructionPage,
});
const dashboard = async () => ({
  Component: (await import('./dashboard/DashboardPage')).DashboardPage,
});
const products = async () => ({
  Component: (await import('./products/ProductsAdminPage')).ProductsAdminPage,
});
const brands = async () => ({ Component: (await import('./brands/BrandsAdminPage')).BrandsAdminPage });
const categories = async () => ({
  Component: (await import('./categories/CategoriesAdminPage')).CategoriesAdminPage,
});
const settings = async () => ({ Component: (await import('./settings/StoreSettingsPage')).StoreSettingsPage });
const orders = async () => ({
  Component: (await import('./orders/OrdersAdminPage')).OrdersAdminPage,
});
const stories = async () => ({
  Component: (await import('./stories/StoriesAdminPage')).StoriesAdminPage,
});
const comingSoon = async () => ({ Component: (await import('./sections/ComingSoonPage')).ComingSoonPage });

/** Sections whose screens are later work: their page frame with an honest 'en construcción' state. */
const UNDER_CONSTRUCTION: readonly string[] = [];
/** Shown disabled with 'Próximamente' in the sidebar (spec). */
const COMING_SOON = ['customers', 'reports', 'users'];

/** /admin: admins only (everyone else gets the not-found page, after the one-time session check). */
export const adminRoute: RouteObject = {
  path: 'admin',
  element: (
    <RequireSession admin>
      <Outlet />
    </RequireSession>
  ),
  // Opening an /admin address directly: shown while the first admin chunk arrives.
  hydrateFallbackElement: <LoadingState text="Cargando..." />,
  children: [
    {
      lazy: layout,
      children: [
        { index: true, lazy: dashboard },
        // The spec's sidebar names /admin/dashboard; the dashboard lives at /admin itself.
        { path: 'dashboard', element: <Navigate to="/admin" replace /> },
        { path: 'products', lazy: products },
        { path: 'orders', lazy: orders },
        { path: 'stories', lazy: stories },
        { path: 'brands', lazy: brands },
        { path: 'categories', lazy: categories },
        { path: 'settings', lazy: settings },
        ...UNDER_CONSTRUCTION.map((path) => ({ path, lazy: underConstruction })),
        ...COMING_SOON.map((path) => ({ path, lazy: comingSoon })),
        // Spec: any admin route it does not name is story management.
        { path: '*', element: <Navigate to="/admin/stories" replace /> },
      ],
    },
  ],
};
