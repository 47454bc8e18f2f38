#!/usr/bin/env node
// After `npm run build -w web`: how much JavaScript and CSS each storefront route needs before it can show
// its page (its "first load").
//
// The first load of a route is what web/dist/index.html names (the entry's module script, its
// modulepreloads and stylesheets) plus everything those files import statically, plus the app's start
// (APP_START, imported lazily by the entry before anything is drawn or hydrated) and its static imports, plus
// the route's own lazy chunk(s) (react-router `lazy`, fetched at once when the address is opened) and their
// static imports. The
// chunk graph comes from Vite's manifest (dist/.vite/manifest.json, `build.manifest: true`), which lists
// each chunk's `imports` (static) and `dynamicImports` (lazy: not counted). Sizes: raw bytes, gzip (zlib
// level 9) and brotli (quality 11), as a compressing server or CDN would send them.
//
// CLI: prints a Markdown table (`node web/scripts/first-load-size.mjs [distDir] [--json]`).
// Library: `import { measureFirstLoad } from './web/scripts/first-load-size.mjs'` (npm run bench).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const DEFAULT_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');

/**
 * The storefront routes measured, with the source module(s) react-router loads lazily for each (the keys
 * of the manifest; see web/src/app/routes.tsx). A module the build put inside the entry has no manifest
 * key of its own: it is already counted with the entry. `catalogue`: a catalogue page, whose shared code the
 * build puts in one `storefront` chunk (scripts/chunk-groups.mjs).
 */
export const STOREFRONT_ROUTES = [
  { route: '/', modules: ['src/pages/home/HomePage.tsx'], catalogue: true },
  { route: '/web-products', modules: ['src/pages/products/ProductsPage.tsx'], catalogue: true },
  { route: '/promotions', modules: ['src/pages/promotions/PromotionsPage.tsx'], catalogue: true },
  { route: '/buscar', modules: ['src/pages/search/SearchPage.tsx'], catalogue: true },
  { route: '/product/:id', modules: ['src/pages/product-detail/ProductDetailPage.tsx'], catalogue: true },
  { route: '/category/:id', modules: ['src/pages/category/CategoryPage.tsx'], catalogue: true },
  { route: '/brand/:id', modules: ['src/pages/brand/BrandPage.tsx'], catalogue: true },
  { route: '/checkout', modules: ['src/checkout/CheckoutPage.tsx'] },
  { route: '/my-orders', modules: ['src/orders/MyOrdersPage.tsx'] },
  { route: '/favoritos', modules: ['src/favorites/FavoritesPage.tsx'] },
  { route: '/order/:id', modules: ['src/orders/OrderPage.tsx'] },
  { route: '/profile', modules: ['src/pages/profile/ProfileRoute.tsx'] },
  { route: '/faq', modules: ['src/pages/faq/FaqPage.tsx'] },
  { route: '/contacto', modules: ['src/pages/contact/ContactPage.tsx'] },
  { route: '/nosotros', modules: ['src/pages/about/AboutPage.tsx'] },
  { route: '/pago-info', modules: ['src/pages/payment-info/PaymentInfoPage.tsx'] },
  { route: '/envio-info', modules: ['src/pages/shipping-info/ShippingInfoPage.tsx'] },
];

/**
 * The app's start (its source module): the entry (web/src/main.tsx) imports it lazily, at once or, on a page the
 * server rendered, once its first picture is painted; it and its static imports are part of every route's first
 * load. In the build it is the `app` chunk (scripts/chunk-groups.mjs), which the manifest names by its file, so it is
 * found as the entry's lazy import (appStartKeys).
 */
export const APP_START = 'src/app/startApp.tsx';

/** The manifest keys of what the entry imports lazily: the vendor chunk, evaluated first, and the app's start (web/src/main.tsx). */
export function appStartKeys(manifest) {
  const keys = Object.values(manifest).flatMap((chunk) => (chunk.isEntry ? (chunk.dynamicImports ?? []) : []));
  if (keys.length === 0) throw new Error('first-load-size: la entrada del build no importa el arranque de la app.');
  return keys;
}

/** Raw, gzip (level 9) and brotli (quality 11) sizes of some files, in bytes. */
function sizes(dist, files, cache) {
  const total = { raw: 0, gzip: 0, brotli: 0 };
  for (const file of files) {
    let size = cache.get(file);
    if (!size) {
      const bytes = readFileSync(path.join(dist, file));
      size = {
        raw: bytes.length,
        gzip: gzipSync(bytes, { level: 9 }).length,
        brotli: brotliCompressSync(bytes, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
        }).length,
      };
      cache.set(file, size);
    }
    total.raw += size.raw;
    total.gzip += size.gzip;
    total.brotli += size.brotli;
  }
  return total;
}

/** The files of some manifest chunks and of everything they import statically: `{ js: Set, css: Set }`. */
function closure(manifest, keys) {
  const js = new Set();
  const css = new Set();
  const seen = new Set();
  const queue = [...keys];
  while (queue.length > 0) {
    const key = queue.pop();
    if (seen.has(key)) continue;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`first-load-size: el manifiesto no tiene "${key}".`);
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    else if (chunk.file.endsWith('.css')) css.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    queue.push(...(chunk.imports ?? []));
  }
  return { js, css };
}

/** The files index.html names: module scripts, modulepreloads and stylesheets (paths relative to dist). */
function htmlFiles(html) {
  const files = new Set();
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/g)) {
    const isModule = /^<script\b/.test(tag) && /type="module"/.test(tag);
    const isLink = /^<link\b/.test(tag) && /rel="(modulepreload|stylesheet)"/.test(tag);
    const url = /(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    if ((isModule || isLink) && url?.startsWith('/')) files.add(url.slice(1));
  }
  return files;
}

/**
 * Measures every storefront route's first load in a production build.
 *
 * @param {{ dist?: string, routes?: typeof STOREFRONT_ROUTES }} [options]
 * @returns {{ entry: Measure, routes: Array<Measure & { route: string, lazyChunks: string[] }> }} where a
 *   Measure is `{ js: { raw, gzip, brotli, files }, css: { raw, gzip, brotli, files } }` (bytes).
 */
export function measureFirstLoad({ dist = DEFAULT_DIST, routes = STOREFRONT_ROUTES } = {}) {
  const manifestPath = path.join(dist, '.vite/manifest.json');
  const indexPath = path.join(dist, 'index.html');
  if (!existsSync(manifestPath) || !existsSync(indexPath)) {
    throw new Error(`first-load-size: no hay ${manifestPath}: ejecuta antes "npm run build -w web".`);
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const html = readFileSync(indexPath, 'utf8');
  const cache = new Map();

  const entryKeys = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  const entry = closure(manifest, [...entryKeys, ...appStartKeys(manifest)]);
  // What index.html names must be part of the entry's closure; anything else it names is counted too.
  for (const file of htmlFiles(html)) {
    if (file.endsWith('.js')) entry.js.add(file);
    else if (file.endsWith('.css')) entry.css.add(file);
  }

  const measure = ({ js, css }) => ({
    js: { ...sizes(dist, js, cache), files: [...js].sort() },
    css: { ...sizes(dist, css, cache), files: [...css].sort() },
  });

  return {
    entry: measure(entry),
    routes: routes.map(({ route, modules }) => {
      const lazyChunks = modules.filter((key) => manifest[key]);
      const own = closure(manifest, lazyChunks);
      return {
        route,
        lazyChunks: lazyChunks.map((key) => manifest[key].file),
        ...measure({ js: new Set([...entry.js, ...own.js]), css: new Set([...entry.css, ...own.css]) }),
      };
    }),
  };
}

const kb = (bytes) => (bytes / 1024).toFixed(1);

/** The measures as a Markdown table (KiB). */
export function firstLoadTable({ entry, routes }) {
  const lines = [
    '| Route | JS raw (KiB) | JS gzip (KiB) | JS brotli (KiB) | JS files | CSS raw (KiB) | CSS gzip (KiB) |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  const row = (name, m) =>
    `| ${name} | ${kb(m.js.raw)} | ${kb(m.js.gzip)} | ${kb(m.js.brotli)} | ${m.js.files.length} | ${kb(m.css.raw)} | ${kb(m.css.gzip)} |`;
  lines.push(row('(entry: every route)', entry));
  for (const route of routes) lines.push(row(`\`${route.route}\``, route));
  return lines.join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const dist = args.find((arg) => !arg.startsWith('--'));
  try {
    const result = measureFirstLoad(dist ? { dist: path.resolve(dist) } : {});
    if (args.includes('--json')) console.log(JSON.stringify(result, null, 2));
    else console.log(firstLoadTable(result));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
