/**
 * The storefront's client routes, as web/src/app/routes.tsx declares them: the server answers 200 with the
 * app for these and 404 for anything else, so search engines see real not-found pages. A new page in the web
 * app needs a line here too.
 */
export type StorefrontRoute =
  /** The start page; `/?story={id}` opens the stories viewer on that story (its link preview is the story's). */
  | { readonly kind: 'home'; readonly storyId?: string }
  | { readonly kind: 'products' }
  | { readonly kind: 'promotions' }
  /** The search's results (/buscar?q=…): rendered on the server like the listings, never indexed. */
  | { readonly kind: 'search' }
  | { readonly kind: 'product'; readonly id: string }
  | { readonly kind: 'brand'; readonly id: string }
  | { readonly kind: 'category'; readonly id: string }
  /** An order's page (/order/{id}): served, never indexed, its head without any personal data. */
  | { readonly kind: 'order'; readonly id: string }
  /** Public pages the server knows nothing about beyond their address (FAQ, contact…). */
  | { readonly kind: 'info'; readonly path: string }
  /** Pages of one shopper or of the admins (and redirects): served, never indexed; `title` names the tab. */
  | { readonly kind: 'private'; readonly title?: string }
  | { readonly kind: 'unknown' };

/**
 * The pages the server renders with their content (server-rendering.ts), the same for every visitor but the
 * session: the catalogue's and the information pages. Every other page (checkout, orders, profile, admin,
 * redirects) is rendered by the browser. The one list: a new public page gets its kind above (with its path in
 * SIMPLE or WITH_ID), its head in storefront-pages.ts and its chunks in route-assets.ts (the compiler asks for
 * both), and joins here to come rendered; server-rendering.spec.ts reads each such page without JavaScript.
 */
export const SERVER_RENDERED: ReadonlySet<StorefrontRoute['kind']> = new Set([
  'home',
  'products',
  'promotions',
  'search',
  'product',
  'brand',
  'category',
  'info',
]);

/** The spec's informational pages, in the order of the footer. */
export const INFO_PAGES = ['/faq', '/pago-info', '/envio-info', '/nosotros', '/contacto'] as const;

/** The pages of the sitemap that do not come from the catalogue. */
export const SITEMAP_STATIC_PATHS = ['/', '/web-products', '/promotions', ...INFO_PAGES] as const;

/** Kept out of search engines (robots.txt) and marked noindex. */
export const PRIVATE_PATH_PREFIXES = [
  '/admin',
  '/profile',
  '/checkout',
  '/my-orders',
  '/favoritos',
  '/order/',
  '/avisame/',
  '/baja-recordatorios/',
] as const;

const SIMPLE: Record<string, StorefrontRoute> = {
  '/': { kind: 'home' },
  '/web-products': { kind: 'products' },
  '/promotions': { kind: 'promotions' },
  '/buscar': { kind: 'search' },
  // Without an id the app redirects to the start page.
  '/brand': { kind: 'private' },
  '/category': { kind: 'private' },
  '/checkout': { kind: 'private', title: 'Finalizar compra' },
  '/my-orders': { kind: 'private', title: 'Mis Pedidos' },
  '/favoritos': { kind: 'private', title: 'Mis favoritos' },
  // Without an id the app says 'ID de pedido no proporcionado'.
  '/order': { kind: 'private', title: 'Pedido' },
  '/profile': { kind: 'private' },
  '/admin': { kind: 'private' },
  ...Object.fromEntries(INFO_PAGES.map((path) => [path, { kind: 'info', path }])),
};

const WITH_ID: Record<string, (id: string) => StorefrontRoute> = {
  product: (id) => ({ kind: 'product', id }),
  brand: (id) => ({ kind: 'brand', id }),
  category: (id) => ({ kind: 'category', id }),
  order: (id) => ({ kind: 'order', id }),
  // A guest's 'Avísame cuando vuelva' confirmation link (issue 26): the token is a secret, never indexed.
  avisame: () => ({ kind: 'private', title: 'Confirmar aviso' }),
  // A saved-cart reminder's unsubscribe link (issue 26): the token is a secret too.
  'baja-recordatorios': () => ({ kind: 'private', title: 'Recordatorios del carrito' }),
};

/**
 * The route of a request path (as received, percent-encoded); one trailing slash is ignored, as the app does.
 * `query` is the parsed query string: the start page reads its `story` (one non-blank value).
 */
export function matchStorefrontRoute(rawPath: string, query: Readonly<Record<string, unknown>> = {}): StorefrontRoute {
  const path = rawPath.length > 1 && rawPath.endsWith('/') ? rawPath.slice(0, -1) : rawPath;
  const simple = SIMPLE[path];
  if (simple?.kind === 'home' && typeof query.story === 'string' && query.story.trim() !== '') {
    return { kind: 'home', storyId: query.story.trim() };
  }
  if (simple && Object.hasOwn(SIMPLE, path)) return simple;
  if (path.startsWith('/admin/')) return { kind: 'private' };

  const segments = path.split('/').slice(1);
  if (segments.length !== 2) return { kind: 'unknown' };
  const [section = '', encodedId = ''] = segments;
  const route = Object.hasOwn(WITH_ID, section) ? WITH_ID[section] : undefined;
  const id = decodeSegment(encodedId);
  return route && id ? route(id) : { kind: 'unknown' };
}

function decodeSegment(segment: string): string | null {
  try {
    const decoded = decodeURIComponent(segment);
    return decoded.trim() === '' ? null : decoded;
  } catch {
    return null;
  }
}

/**
 * What links shared on social networks, in ads and in newsletters add to an address (click ids, campaign tags): no
 * page reads them, and each visitor's is different (`?fbclid=…` on every link opened from Facebook or Instagram).
 */
const TRACKING_PARAMETER =
  /^(?:utm_[a-z_]+|fbclid|gclid|gbraid|wbraid|dclid|msclkid|igshid|igsh|ttclid|twclid|mc_cid|mc_eid|_ga|_gl)$/i;

/**
 * A page's address without the tracking parameters, the rest as it came (order and encoding): what the page is
 * rendered from and kept under, so a link shared to many is rendered once for all of them (ADR 0010).
 */
export function pageAddress(originalUrl: string): string {
  const mark = originalUrl.indexOf('?');
  if (mark === -1) return originalUrl;
  const kept = originalUrl
    .slice(mark + 1)
    .split('&')
    .filter((pair) => pair !== '' && !TRACKING_PARAMETER.test(parameterName(pair)));
  return kept.length > 0 ? `${originalUrl.slice(0, mark)}?${kept.join('&')}` : originalUrl.slice(0, mark);
}

function parameterName(pair: string): string {
  const name = pair.split('=', 1)[0]!.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}
