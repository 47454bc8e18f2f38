import { createBrowserRouter, matchRoutes, type DataRouter, type RouteObject } from 'react-router';
import { routes } from './routes';

/**
 * Loads the lazy pages the address opens before the router exists, so its first render is the page (whose
 * chunks the HTML already preloads), not the page's placeholder followed by a second render after the first
 * paint — on a phone's CPU, a long task of its own (issue 13; react-router's documented way to start with lazy
 * routes loaded). A page that fails to load keeps its `lazy`: the router loads it again and shows its error.
 */
export async function loadLazyRoutes(routeTree: RouteObject[], pathname: string): Promise<void> {
  const lazyRoutes = (matchRoutes(routeTree, pathname) ?? [])
    .map((match) => match.route)
    .filter((route) => typeof route.lazy === 'function');
  await Promise.all(
    lazyRoutes.map(async (route) => {
      const load = route.lazy as () => Promise<Partial<RouteObject>>;
      try {
        Object.assign(route, await load(), { lazy: undefined });
      } catch {
        // Left to the router (see above).
      }
    }),
  );
}

/** The storefront's router, once the current address's pages are loaded. */
export async function createAppRouter(location: Location = window.location): Promise<DataRouter> {
  await loadLazyRoutes(routes, location.pathname);
  return createBrowserRouter(routes);
}
