import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  NOT_PRELOADED,
  PATH_MODULES,
  ROUTE_MODULES,
  RouteAssets,
  readRouteAssets,
  type ViteManifest,
} from './route-assets';
import { INFO_PAGES, matchStorefrontRoute } from './storefront-routes';

const WEB = path.resolve(__dirname, '../../../web');

/**
 * A small build: the entry (with its CSS) imports the app's start lazily (web/src/main.tsx), which imports a shared
 * chunk (and its CSS) and the pages lazily; the pages share chunks with it and each other.
 */
const MANIFEST: ViteManifest = {
  'index.html': {
    file: 'assets/index-E1.js',
    isEntry: true,
    imports: ['_runtime-U1.js'],
    dynamicImports: ['_app-A1.js'],
    css: ['assets/index-E1.css'],
  },
  '_runtime-U1.js': { file: 'assets/runtime-U1.js' },
  '_app-A1.js': {
    file: 'assets/app-A1.js',
    imports: ['_runtime-U1.js', 'index.html', '_react-R1.js', '_Button-B1.js'],
    dynamicImports: ['src/pages/home/HomePage.tsx', 'src/pages/product-detail/ProductDetailPage.tsx'],
    css: ['assets/app-A1.css'],
  },
  '_react-R1.js': { file: 'assets/react-R1.js' },
  '_Button-B1.js': { file: 'assets/Button-B1.js', imports: ['_react-R1.js'], css: ['assets/Button-B1.css'] },
  'src/pages/product-detail/ProductDetailPage.tsx': {
    file: 'assets/ProductDetailPage-P1.js',
    // The page imports the entry back (its shared exports) and what the app's start already has.
    imports: ['index.html', '_app-A1.js', '_Button-B1.js', '_Gallery-G1.js', '_PriceTag-T1.js'],
    dynamicImports: ['_Lightbox-L1.js'],
    css: ['assets/ProductDetailPage-P1.css'],
  },
  // Imported by the page and, through it, its own imports: recursion.
  '_Gallery-G1.js': { file: 'assets/Gallery-G1.js', imports: ['_react-R1.js', '_Rotate-O1.js'] },
  '_Rotate-O1.js': { file: 'assets/Rotate-O1.js', css: ['assets/Rotate-O1.css'] },
  '_PriceTag-T1.js': { file: 'assets/PriceTag-T1.js', imports: ['_Rotate-O1.js'], css: ['assets/PriceTag-T1.css'] },
  // Lazy from the page: fetched when the lightbox opens, never with the page.
  '_Lightbox-L1.js': { file: 'assets/Lightbox-L1.js', css: ['assets/Lightbox-L1.css'] },
  'src/pages/home/HomePage.tsx': { file: 'assets/HomePage-H1.js', imports: ['index.html', '_PriceTag-T1.js'] },
};

describe('route assets: a page’s own chunks and CSS from Vite’s manifest', () => {
  const assets = RouteAssets.fromManifest(MANIFEST);

  /** The app's start (what the entry imports lazily), first in every page's files. */
  const START = {
    preloadModules: ['/assets/app-A1.js', '/assets/react-R1.js', '/assets/Button-B1.js'],
    stylesheets: ['/assets/Button-B1.css', '/assets/app-A1.css'],
  };

  it('names the app’s start, then the page’s chunk and its static imports, recursively, minus what the entry loads', () => {
    expect(assets.of({ kind: 'product', id: 'p1' }, '/product/p1')).toEqual({
      preloadModules: [
        ...START.preloadModules,
        '/assets/ProductDetailPage-P1.js',
        '/assets/Gallery-G1.js',
        '/assets/Rotate-O1.js',
        '/assets/PriceTag-T1.js',
      ],
      // An import's CSS before its importer's, as Vite's preload helper adds them (the cascade order).
      stylesheets: [
        ...START.stylesheets,
        '/assets/Rotate-O1.css',
        '/assets/PriceTag-T1.css',
        '/assets/ProductDetailPage-P1.css',
      ],
    });
  });

  it('shares chunks between pages, and a page without CSS of its own gets its imports’ CSS', () => {
    expect(assets.of({ kind: 'home' }, '/')).toEqual({
      preloadModules: [
        ...START.preloadModules,
        '/assets/HomePage-H1.js',
        '/assets/PriceTag-T1.js',
        '/assets/Rotate-O1.js',
      ],
      stylesheets: [...START.stylesheets, '/assets/Rotate-O1.css', '/assets/PriceTag-T1.css'],
    });
    expect(assets.of({ kind: 'home', storyId: 's1' }, '/')).toEqual(assets.of({ kind: 'home' }, '/'));
  });

  it('names the app’s start alone for an unknown route, a page the build has no chunk for, or a redirect', () => {
    expect(assets.of({ kind: 'unknown' }, '/ruta/que/no/existe')).toEqual(START);
    expect(assets.of({ kind: 'products' }, '/web-products')).toEqual(START);
    expect(assets.of({ kind: 'private' }, '/brand')).toEqual(START);
    expect(assets.of({ kind: 'private' }, '/toString')).toEqual(START);
    expect(RouteAssets.none().of({ kind: 'product', id: 'p1' }, '/product/p1')).toEqual({
      preloadModules: [],
      stylesheets: [],
    });
  });

  it('tells the private pages apart by their path (one trailing slash ignored)', () => {
    const manifest: ViteManifest = {
      'index.html': { file: 'assets/index.js', isEntry: true },
      'src/checkout/CheckoutPage.tsx': { file: 'assets/CheckoutPage.js', css: ['assets/CheckoutPage.css'] },
      'src/orders/OrderPage.tsx': { file: 'assets/OrderPage.js' },
      'src/pages/faq/FaqPage.tsx': { file: 'assets/FaqPage.js' },
    };
    const pages = RouteAssets.fromManifest(manifest);
    const of = (at: string) => pages.of(matchStorefrontRoute(at), at);
    expect(of('/checkout/')).toEqual({
      preloadModules: ['/assets/CheckoutPage.js'],
      stylesheets: ['/assets/CheckoutPage.css'],
    });
    expect(of('/order').preloadModules).toEqual(['/assets/OrderPage.js']);
    expect(of('/order/abc').preloadModules).toEqual(['/assets/OrderPage.js']);
    expect(of('/faq').preloadModules).toEqual(['/assets/FaqPage.js']);
    expect(of('/admin').preloadModules).toEqual([]);
  });

  describe('reading the build', () => {
    const webDir = (manifest?: string) => {
      const dir = mkdtempSync(path.join(tmpdir(), 'esencia-manifest-'));
      if (manifest !== undefined) {
        mkdirSync(path.join(dir, '.vite'));
        writeFileSync(path.join(dir, '.vite', 'manifest.json'), manifest);
      }
      return dir;
    };

    it('reads web/dist/.vite/manifest.json', () => {
      const warn = jest.fn();
      const read = readRouteAssets(webDir(JSON.stringify(MANIFEST)), warn);
      expect(read.of({ kind: 'product', id: 'p1' }, '/product/p1')).toEqual(
        assets.of({ kind: 'product', id: 'p1' }, '/product/p1'),
      );
      expect(warn).not.toHaveBeenCalled();
    });

    it.each([
      ['no manifest', undefined],
      ['a manifest that is not JSON', '{"index.html": '],
      ['a chunk without its file name', '{"index.html": {"file": 3}}'],
      ['an array', '[]'],
    ])('%s: preloads nothing and warns once', (_case, manifest) => {
      const warn = jest.fn();
      const read = readRouteAssets(webDir(manifest), warn);
      expect(read.of({ kind: 'product', id: 'p1' }, '/product/p1')).toEqual({ preloadModules: [], stylesheets: [] });
      expect(warn).toHaveBeenCalledTimes(1);
    });
  });

  describe('the table against the web app', () => {
    const tableModules = new Set([...Object.values(ROUTE_MODULES), ...Object.values(PATH_MODULES)].flat());

    /** A relative import of `fromFile` (relative to web/) as a manifest key: `src/pages/home/HomePage.tsx`. */
    function moduleKey(fromFile: string, specifier: string): string {
      const base = path.join(path.dirname(fromFile), specifier);
      const file = ['.tsx', '.ts'].map((ext) => base + ext).find((candidate) => existsSync(path.join(WEB, candidate)));
      if (!file) throw new Error(`${fromFile}: no module for '${specifier}'`);
      return file.split(path.sep).join('/');
    }

    const read = (file: string) => readFileSync(path.join(WEB, file), 'utf8');
    const lazyImports = (file: string) =>
      [...read(file).matchAll(/\bimport\(\s*'([^']+)'\s*\)/g)].map((match) => moduleKey(file, match[1]!));

    /**
     * The lazy imports of routes.tsx and of the route lists it imports (the modules with route `lazy:`
     * functions: informationRoutes, lazyCheckoutPage…); a route list left out as a whole (NOT_PRELOADED) is
     * not read.
     */
    function webLazyPages(): string[] {
      const routesFile = 'src/app/routes.tsx';
      const pages = lazyImports(routesFile);
      for (const [, specifier] of read(routesFile).matchAll(/^import [^;]+ from '(\.{1,2}\/[^']+)';$/gm)) {
        const file = moduleKey(routesFile, specifier!);
        if (!Object.hasOwn(NOT_PRELOADED, file) && /\blazy:/.test(read(file))) pages.push(...lazyImports(file));
      }
      return pages;
    }

    it('has a line for every lazy page of web/src/app/routes.tsx, or says why it is left out', () => {
      const pages = webLazyPages();
      expect(pages).toEqual(
        expect.arrayContaining([
          'src/pages/home/HomePage.tsx',
          'src/pages/faq/FaqPage.tsx',
          'src/checkout/CheckoutPage.tsx',
        ]),
      );
      const missing = pages.filter((page) => !tableModules.has(page) && !Object.hasOwn(NOT_PRELOADED, page));
      expect(missing).toEqual([]);
    });

    it('names only modules that exist in the web app, and every information page', () => {
      for (const module of [...tableModules, ...Object.keys(NOT_PRELOADED)]) {
        expect({ module, exists: existsSync(path.join(WEB, module)) }).toEqual({ module, exists: true });
      }
      for (const page of INFO_PAGES) expect(PATH_MODULES[page]).toBeDefined();
    });
  });
});
