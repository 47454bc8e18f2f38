import type { Request, RequestHandler, Response } from 'express';
import type { ListSitemapEntries } from '../../application/seo/ListSitemapEntries';
import type { ActiveCatalogue } from '../../application/ports/sitemap-source';
import { compressAnswer, sendCompressed, type CompressedAnswer } from './compressed-answer';
import { escapeXml } from './html';
import type { PageCache } from './page-cache';
import { PRIVATE_PATH_PREFIXES, SITEMAP_STATIC_PATHS } from './storefront-routes';

/** robots.txt: everything may be crawled except the shopper's and the admins' pages. */
export function robotsTxt(base: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PATH_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${base}/sitemap.xml`,
    '',
  ].join('\n');
}

/** sitemap.xml (sitemaps.org 0.9): the static pages, then every active brand, category and product. */
export function sitemapXml(base: string, catalogue: ActiveCatalogue): string {
  const url = (path: string, lastModified?: Date) =>
    `  <url><loc>${escapeXml(`${base}${path}`)}</loc>${lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : ''}</url>`;
  const entries = [
    ...SITEMAP_STATIC_PATHS.map((path) => url(path)),
    ...catalogue.brands.map((brand) => url(`/brand/${encodeURIComponent(brand.id)}`, brand.updatedAt)),
    ...catalogue.categories.map((category) => url(`/category/${encodeURIComponent(category.id)}`, category.updatedAt)),
    ...catalogue.products.map((product) => url(`/product/${encodeURIComponent(product.id)}`, product.updatedAt)),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

const SITEMAP_HEADERS = { cacheControl: 'public, max-age=3600', vary: 'Accept-Encoding' } as const;

/**
 * GET /sitemap.xml, kept compressed with the pages until the catalogue changes (PageCache's rules). It lists every
 * active product: for 10,000 of them 1.2 MB of XML and 0.36 s of a core to read, write and compress, which every
 * request paid: 20 at once from one client held the whole store at 8 requests a second and 380 MiB of RSS. Made
 * once per change by the first request; those arriving while it is made wait for the same one.
 */
export function sitemapRoute(deps: {
  readonly listSitemapEntries: ListSitemapEntries;
  readonly baseUrl: () => string;
  readonly pageCache?: PageCache;
}): RequestHandler {
  const xml = async () => sitemapXml(deps.baseUrl(), await deps.listSitemapEntries.execute());
  const make = async () => compressAnswer(await xml(), 'application/xml; charset=utf-8');
  let making: { readonly key: string; readonly generation: number; readonly answer: Promise<CompressedAnswer> } | null =
    null;
  return async (req: Request, res: Response) => {
    const cache = deps.pageCache;
    if (!cache) {
      res.type('application/xml').setHeader('Cache-Control', SITEMAP_HEADERS.cacheControl);
      res.send(await xml());
      return;
    }
    // One key whatever the query string: a client adding `?1`, `?2`… gets the same kept bytes.
    const key = cache.datedKey('/sitemap.xml');
    const kept = cache.get(key);
    if (kept) {
      sendCompressed(req, res, kept, SITEMAP_HEADERS);
      return;
    }
    const generation = cache.generation;
    if (!making || making.key !== key || making.generation !== generation) {
      const current = {
        key,
        generation,
        answer: make().then((made) => {
          cache.keep(key, made, generation);
          return made;
        }),
      };
      making = current;
      // Only while it is being made: once made, it is the cache's to keep or not (changes unheard: not).
      const done = () => {
        if (making === current) making = null;
      };
      current.answer.then(done, done);
    }
    sendCompressed(req, res, await making.answer, SITEMAP_HEADERS);
  };
}
