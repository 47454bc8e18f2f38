import type { SitemapSource } from '../ports/sitemap-source';
import { ListSitemapEntries, SITEMAP_CATALOGUE_LIMIT } from './ListSitemapEntries';

describe('ListSitemapEntries', () => {
  it('reads the active catalogue within the sitemap size limit', async () => {
    const updatedAt = new Date('2026-11-20T10:00:00Z');
    const limits: number[] = [];
    const source: SitemapSource = {
      activeCatalogue: async (limit) => {
        limits.push(limit);
        return { products: [{ id: 'p1', updatedAt }], brands: [{ id: 'b1', updatedAt }], categories: [] };
      },
    };
    const entries = await new ListSitemapEntries(source).execute();
    expect(entries.products).toEqual([{ id: 'p1', updatedAt }]);
    expect(entries.brands).toEqual([{ id: 'b1', updatedAt }]);
    expect(limits).toEqual([SITEMAP_CATALOGUE_LIMIT]);
    expect(SITEMAP_CATALOGUE_LIMIT).toBeLessThan(50_000);
  });
});
