import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { StorefrontRoute } from './storefront-routes';

/*
 * Every storefront page is a lazy react-router route (web/src/app/routes.tsx): without help, a browser
 * downloads and runs the entry, and only then asks for the page's own chunk(s) and CSS, one more round trip
 * before the first paint. Vite's manifest (web/dist/.vite/manifest.json, `build.manifest: true`) says which
 * files each source module needs, so the page's HTML can name them from the start.
 */

/** One chunk of Vite's manifest (keys are source paths such as `src/pages/home/HomePage.tsx`, or `_name-hash.js`). */
export interface ViteManifestChunk {
  /** The built file, relative to web/dist (`assets/HomePage-abc.js`). */
  readonly file: string;
  readonly isEntry?: boolean;
  /** Manifest keys of the chunks it imports statically (fetched with it). */
  readonly imports?: readonly string[];
  /** Manifest keys of the chunks it imports lazily (not fetched with it, so never preloaded here). */
  readonly dynamicImports?: readonly string[];
  /** Its CSS files, relative to web/dist. */
  readonly css?: readonly string[];
}

export type ViteManifest = Readonly<Record<string, ViteManifestChunk>>;

/** What a page's HTML names beyond the entry's own files: URL paths such as `/assets/HomePage-abc.js`. */
export interface PageAssets {
  readonly preloadModules: readonly string[];
  readonly stylesheets: readonly string[];
}

const NONE: PageAssets = { preloadModules: [], stylesheets: [] };

/**
 * The web source module(s) react-router loads lazily for each route (manifest keys, relative to web/), as
 * web/src/app/routes.tsx (and the route lists it spreads in) declares them; the same keys as
 * web/scripts/first-load-size.mjs's STOREFRONT_ROUTES. A new lazy page in routes.tsx needs its line here
 * (route-assets.spec.ts checks every lazy import of routes.tsx against this table and NOT_PRELOADED).
 */
export const ROUTE_MODULES: {
  readonly [K in Exclude<StorefrontRoute['kind'], 'info' | 'private' | 'unknown'>]: readonly string[];
} = {
  home: ['src/pages/home/HomePage.tsx'],
  products: ['src/pages/products/ProductsPage.tsx'],
  promotions: ['src/pages/promotions/PromotionsPage.tsx'],
  search: ['src/pages/search/SearchPage.tsx'],
  product: ['src/pages/product-detail/ProductDetailPage.tsx'],
  brand: ['src/pages/brand/BrandPage.tsx'],
  category: ['src/pages/category/CategoryPage.tsx'],
  order: ['src/orders/OrderPage.tsx'],
};

/** The same for the routes the server knows by their path only: the information pages and the private ones. */
export const PATH_MODULES: Readonly<Record<string, readonly string[]>> = {
  '/faq': ['src/pages/faq/FaqPage.tsx'],
  '/pago-info': ['src/pages/payment-info/PaymentInfoPage.tsx'],
  '/envio-info': ['src/pages/shipping-info/ShippingInfoPage.tsx'],
  '/nosotros': ['src/pages/about/AboutPage.tsx'],
  '/contacto': ['src/pages/contact/ContactPage.tsx'],
  '/checkout': ['src/checkout/CheckoutPage.tsx'],
  '/my-orders': ['src/orders/MyOrdersPage.tsx'],
  '/favoritos': ['src/favorites/FavoritesPage.tsx'],
  // Without an id the same page says 'ID de pedido no proporcionado'.
  '/order': ['src/orders/OrderPage.tsx'],
  '/profile': ['src/pages/profile/ProfileRoute.tsx'],
};

/**
 * Lazy parts of the frame that a server-rendered page holds for a signed-in visitor only (the account menu of the
 * top bar, web/src/auth/AccountActions.tsx): their CSS must come with the page, or the part would be drawn
 * unstyled until its chunk arrives, and their chunks are needed to hydrate it.
 */
export const SIGNED_IN_MODULES: readonly string[] = ['src/auth/AccountMenu.tsx'];

/** Lazy pages (or route lists of them, relative to web/) deliberately left out of the tables, and why. */
export const NOT_PRELOADED: Readonly<Record<string, string>> = {
  'src/pages/not-found/NotFoundPage.tsx':
    'only shown on 404 answers, which preload nothing; the entry imports it statically anyway',
  'src/restock/ConfirmRestockPage.tsx':
    "a guest's 'Avísame cuando vuelva' confirmation (/avisame/{token}), opened once from an e-mail: a private route whose path carries a secret",
  'src/cart/StopCartRemindersPage.tsx':
    "a saved-cart reminder's unsubscribe link (/baja-recordatorios/{token}), opened once from an e-mail: a private route whose path carries a secret",
  'src/admin/adminRoute.tsx':
    'the admin (its own route list): its chunks depend on the /admin sub-path (one "private" route for the server), are large, and would be sent to every visitor of an /admin address, who are mostly not admins',
};

/** The web app's route → its page's files, computed once from Vite's manifest. */
export class RouteAssets {
  private readonly byModules = new Map<readonly string[], PageAssets>();
  /** The app's start alone: what a page the server knows nothing about (a 404 left to the browser) needs. */
  private readonly start: PageAssets = NONE;

  /**
   * Every page's files begin with the app's start (web/src/app/startApp.tsx, the `app` chunk): the entry imports it
   * lazily (web/src/main.tsx), so index.html does not name it.
   */
  private constructor(manifest: ViteManifest | null) {
    if (!manifest) return;
    const entry = entryFiles(manifest);
    const start = appStartKeys(manifest);
    this.start = pageFiles(manifest, start, entry);
    for (const modules of [...Object.values(ROUTE_MODULES), ...Object.values(PATH_MODULES), SIGNED_IN_MODULES]) {
      this.byModules.set(modules, pageFiles(manifest, [...start, ...modules], entry));
    }
  }

  static fromManifest(manifest: ViteManifest): RouteAssets {
    return new RouteAssets(manifest);
  }

  /** No manifest: pages name only the entry's files (index.html as built). */
  static none(): RouteAssets {
    return new RouteAssets(null);
  }

  /** The files of a route's page; `requestPath` (as received) tells the private pages apart. */
  of(route: StorefrontRoute, requestPath: string): PageAssets {
    const modules = modulesOf(route, requestPath);
    return (modules && this.byModules.get(modules)) ?? this.start;
  }

  /**
   * The files of a server-rendered page for a signed-in visitor: the page's, then those of the parts only a
   * signed-in visitor's frame has (SIGNED_IN_MODULES), each file once.
   */
  ofSignedIn(route: StorefrontRoute, requestPath: string): PageAssets {
    const page = this.of(route, requestPath);
    const signedIn = this.byModules.get(SIGNED_IN_MODULES) ?? NONE;
    return {
      preloadModules: [...new Set([...page.preloadModules, ...signedIn.preloadModules])],
      stylesheets: [...new Set([...page.stylesheets, ...signedIn.stylesheets])],
    };
  }
}

function modulesOf(route: StorefrontRoute, requestPath: string): readonly string[] | undefined {
  switch (route.kind) {
    case 'info':
      return own(PATH_MODULES, route.path);
    case 'private': {
      // One trailing slash is ignored, as matchStorefrontRoute does.
      const at = requestPath.length > 1 && requestPath.endsWith('/') ? requestPath.slice(0, -1) : requestPath;
      return own(PATH_MODULES, at);
    }
    case 'unknown':
      return undefined;
    default:
      return ROUTE_MODULES[route.kind];
  }
}

function own<T>(table: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}

interface Files {
  readonly js: Set<string>;
  readonly css: Set<string>;
}

/**
 * The files of some chunks and of everything they import statically, in the order Vite's own preload helper
 * would add them (a chunk's file, then its imports', then its CSS after its imports' CSS: the cascade order
 * the page gets when the app loads it lazily). Keys in `skip` (with all they import) are left out; keys the
 * manifest lacks (a module the build put inside another chunk) have nothing of their own.
 */
function closure(manifest: ViteManifest, keys: readonly string[], skip: ReadonlySet<string> = new Set()): Files {
  const files: Files = { js: new Set(), css: new Set() };
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || skip.has(key) || !Object.hasOwn(manifest, key)) return;
    seen.add(key);
    const chunk = manifest[key]!;
    if (chunk.file.endsWith('.css')) files.css.add(chunk.file);
    else files.js.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
    for (const css of chunk.css ?? []) files.css.add(css);
  };
  keys.forEach(visit);
  return files;
}

interface EntryFiles extends Files {
  readonly keys: ReadonlySet<string>;
}

/** What index.html already loads: the entry chunk(s) (`index.html`, isEntry) and their static imports. */
function entryFiles(manifest: ViteManifest): EntryFiles {
  const entryKeys = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  const keys = new Set<string>();
  const collect = (key: string) => {
    if (keys.has(key) || !Object.hasOwn(manifest, key)) return;
    keys.add(key);
    manifest[key]!.imports?.forEach(collect);
  };
  entryKeys.forEach(collect);
  return { keys, ...closure(manifest, entryKeys) };
}

/** What the entry imports lazily: the vendor chunk and the app's start (as web/scripts/first-load-size.mjs's appStartKeys finds them). */
function appStartKeys(manifest: ViteManifest): string[] {
  return Object.values(manifest).flatMap((chunk) => (chunk.isEntry ? (chunk.dynamicImports ?? []) : []));
}

/** Vite's `base` is '/' (its preload helper builds `"/" + file` too). */
const url = (file: string) => `/${file}`;

function pageFiles(manifest: ViteManifest, modules: readonly string[], entry: EntryFiles): PageAssets {
  // The chunks the entry loads are skipped with everything they import (all of it is the entry's too).
  const page = closure(manifest, modules, entry.keys);
  return {
    preloadModules: [...page.js].filter((file) => !entry.js.has(file)).map(url),
    stylesheets: [...page.css].filter((file) => !entry.css.has(file)).map(url),
  };
}

/**
 * The route assets of a built web app (`webDir`/.vite/manifest.json), read once at start-up. A missing or
 * unreadable manifest is not a failure: the pages then name only the entry's files (one warning).
 */
export function readRouteAssets(webDir: string, warn: (error: unknown, message: string) => void): RouteAssets {
  const manifestPath = path.join(webDir, '.vite', 'manifest.json');
  try {
    const manifest: unknown = JSON.parse(readFileSync(manifestPath, 'utf8'));
    if (!isManifest(manifest)) throw new Error(`${manifestPath} is not a Vite manifest`);
    return RouteAssets.fromManifest(manifest);
  } catch (error) {
    warn(error, 'web build manifest unreadable: pages preload only the entry’s files');
    return RouteAssets.none();
  }
}

function isManifest(value: unknown): value is ViteManifest {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const strings = (list: unknown) =>
    list === undefined || (Array.isArray(list) && list.every((item) => typeof item === 'string'));
  return Object.values(value).every(
    (chunk: unknown) =>
      typeof chunk === 'object' &&
      chunk !== null &&
      typeof (chunk as { file?: unknown }).file === 'string' &&
      strings((chunk as { imports?: unknown }).imports) &&
      strings((chunk as { css?: unknown }).css),
  );
}
