import type { ActiveCatalogue } from '../../application/ports/sitemap-source';
import { escapeXml } from './html';
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
