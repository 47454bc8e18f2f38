import { Navigate, type RouteObject } from 'react-router';
import { adminRoute } from '../admin/adminRoute';
import { lazyCheckoutPage } from '../checkout/checkoutRoute';
import { AppLayout } from './AppLayout';
import { informationRoutes } from './informationRoutes';
import { pageFallback } from './PageLoading';
import { RouteErrorPage } from './RouteErrorPage';

/*
 * Every page is its own chunk (react-router `lazy`), fetched when its address is opened: a shopper's first
 * load carries the layout and the one page it shows (web/scripts/first-load-size.mjs measures it). While the
 * chunk arrives the page's space is kept (pageFallback), so the footer does not jump.
 */
const lazyPage = (lazy: NonNullable<RouteObject['lazy']>) => ({ lazy, hydrateFallbackElement: pageFallback });

/**
 * The storefront's routes; any unknown path lands on the not-found page. The server answers 404 for paths it
 * does not know: a new page needs its path in src/interface/http/storefront-routes.ts too (a test checks).
 */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, ...lazyPage(async () => ({ Component: (await import('../pages/home/HomePage')).HomePage })) },
      {
        path: 'web-products',
        ...lazyPage(async () => ({ Component: (await import('../pages/products/ProductsPage')).ProductsPage })),
      },
      {
        path: 'buscar',
        ...lazyPage(async () => ({ Component: (await import('../pages/search/SearchPage')).SearchPage })),
      },
      {
        path: 'promotions',
        ...lazyPage(async () => ({ Component: (await import('../pages/promotions/PromotionsPage')).PromotionsPage })),
      },
      {
        path: 'product/:id',
        ...lazyPage(async () => ({
          Component: (await import('../pages/product-detail/ProductDetailPage')).ProductDetailPage,
        })),
      },
      {
        path: 'category/:categoryId',
        ...lazyPage(async () => ({ Component: (await import('../pages/category/CategoryPage')).CategoryPage })),
      },
      { path: 'category', element: <Navigate to="/" replace /> },
      {
        path: 'brand/:brandId',
        ...lazyPage(async () => ({ Component: (await import('../pages/brand/BrandPage')).BrandPage })),
      },
      { path: 'brand', element: <Navigate to="/" replace /> },
      // The three-step checkout, loaded on demand (its own chunk).
      { path: 'checkout', ...lazyCheckoutPage },
      // Signed-in users only; guests get the not-found page (after the one-time session check).
      {
        path: 'profile',
        ...lazyPage(async () => ({ Component: (await import('../pages/profile/ProfileRoute')).ProfileRoute })),
      },
      // The shopper's orders, loaded on demand (their own chunk); '/order' without an id says so.
      {
        path: 'my-orders',
        ...lazyPage(async () => ({ Component: (await import('../orders/MyOrdersPage')).MyOrdersPage })),
      },
      // The signed-in shopper's 'Mis favoritos' (guests are asked to sign in there).
      {
        path: 'favoritos',
        ...lazyPage(async () => ({ Component: (await import('../favorites/FavoritesPage')).FavoritesPage })),
      },
      {
        path: 'order/:id',
        ...lazyPage(async () => ({ Component: (await import('../orders/OrderPage')).OrderPage })),
      },
      {
        path: 'order',
        ...lazyPage(async () => ({ Component: (await import('../orders/OrderPage')).OrderPage })),
      },
      // A guest's 'Avísame cuando vuelva' confirmation link (issue 26).
      {
        path: 'avisame/:token',
        ...lazyPage(async () => ({ Component: (await import('../restock/ConfirmRestockPage')).ConfirmRestockPage })),
      },
      // The saved-cart reminder's unsubscribe link, without signing in (issue 26).
      {
        path: 'baja-recordatorios/:token',
        ...lazyPage(async () => ({ Component: (await import('../cart/StopCartRemindersPage')).StopCartRemindersPage })),
      },
      // Admins only, loaded on demand (its own chunks); everyone else gets the not-found page.
      adminRoute,
      ...informationRoutes,
      {
        path: '*',
        ...lazyPage(async () => ({ Component: (await import('../pages/not-found/NotFoundPage')).NotFoundPage })),
      },
    ],
  },
];
