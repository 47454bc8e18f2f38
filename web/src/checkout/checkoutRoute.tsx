import type { NonIndexRouteObject } from 'react-router';
import { pageFallback } from '../app/PageLoading';

/*
 * Part of the storefront's first load, so it holds only a `lazy` import: the checkout page (form, rules,
 * summary) is its own chunk, fetched when /checkout opens. routes.tsx gives the path (the server's route
 * list is checked against the paths written there).
 */

/** The /checkout page, loaded on demand: `{ path: 'checkout', ...lazyCheckoutPage }`. */
export const lazyCheckoutPage: Pick<NonIndexRouteObject, 'lazy' | 'hydrateFallbackElement'> = {
  lazy: async () => ({ Component: (await import('./CheckoutPage')).CheckoutPage }),
  hydrateFallbackElement: pageFallback,
};
