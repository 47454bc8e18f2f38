import type { ActiveCatalogue, SitemapSource } from '../ports/sitemap-source';

/** A sitemap file holds at most 50,000 URLs (sitemaps.org); the static pages take a few of them. */
export const SITEMAP_CATALOGUE_LIMIT = 49_900;

/** What search engines should index: every active product, brand and category, with its last change. */
export class ListSitemapEntries {
  constructor(private readonly source: SitemapSource) {}

  execute(): Promise<ActiveCatalogue> {
    return this.source.activeCatalogue(SITEMAP_CATALOGUE_LIMIT);
  }
}
