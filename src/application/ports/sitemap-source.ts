/** One page of the catalogue in the sitemap: what it is and when it last changed. */
export interface SitemapEntry {
  readonly id: string;
  readonly updatedAt: Date;
}

export interface ActiveCatalogue {
  readonly products: readonly SitemapEntry[];
  readonly brands: readonly SitemapEntry[];
  readonly categories: readonly SitemapEntry[];
}

/** The active brands and categories and the products on sale, in one bounded read (the sitemap's catalogue part). */
export interface SitemapSource {
  /** At most `limit` entries in all: brands and categories first, then products, each by name. */
  activeCatalogue(limit: number): Promise<ActiveCatalogue>;
}
