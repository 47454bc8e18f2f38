import { LoadingState } from '@esencia/ui-kit';
import { Navigate, type RouteObject } from 'react-router';
import { adminRoute } from '../admin/adminRoute';
import { RequireSession } from '../auth/RequireSession';
import { lazyCheckoutPage } from '../checkout/checkoutRoute';
import { BrandPage } from '../pages/brand/BrandPage';
import { CategoryPage } from '../pages/category/CategoryPage';
import { HomePage } from '../pages/home/HomePage';
import { NotFoundPage } from '../pages/not-found/NotFoundPage';
import { ProductDetailPage } from '../pages/product-detail/ProductDetailPage';
import { ProductsPage } from '../pages/products/ProductsPage';
import { ProfilePage } from '../pages/profile/ProfilePage';
import { PromotionsPage } from '../pages/promotions/PromotionsPage';
import { AppLayout } from './AppLayout';
import { informationRoutes } from './informationRoutes';
import { RouteErrorPage } from './RouteErrorPage';

/**
 * The storefront's routes; any unknown path lands on the not-found page. The server answers 404 for paths it
 * does not know: a new page needs its path in src/interface/http/storefront-routes.ts too (a test checks).
 */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'web-products', element: <ProductsPage /> },
      { path: 'promotions', element: <PromotionsPage /> },
      { path: 'product/:id', element: <ProductDetailPage /> },
      { path: 'category/:categoryId', element: <CategoryPage /> },
      { path: 'category', element: <Navigate to="/" replace /> },
      { path: 'brand/:brandId', element: <BrandPage /> },
      { path: 'brand', element: <Navigate to="/" replace /> },
      // The three-step checkout, loaded on demand (its own chunk).
      { path: 'checkout', ...lazyCheckoutPage },
      // Signed-in users only; guests get the not-found page (after the one-time session check).
      {
        path: 'profile',
        element: (
          <RequireSession>
            <ProfilePage />
          </RequireSession>
        ),
      },
      // The shopper's orders, loaded on demand (their own chunk); '/order' without an id says so.
      {
        path: 'my-orders',
        lazy: async () => ({ Component: (await import('../orders/MyOrdersPage')).MyOrdersPage }),
        hydrateFallbackElement: <LoadingState text="Cargando..." />,
      },
      {
        path: 'order/:id',
        lazy: async () => ({ Component: (await import('../orders/OrderPage')).OrderPage }),
        hydrateFallbackElement: <LoadingState text="Cargando..." />,
      },
      {
        path: 'order',
        lazy: async () => ({ Component: (await import('../orders/OrderPage')).OrderPage }),
        hydrateFallbackElement: <LoadingState text="Cargando..." />,
      },
      // Admins only, loaded on demand (its own chunks); everyone else gets the not-found page.
      adminRoute,
      ...informationRoutes,
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
