import type { EntityManager } from 'typeorm';
import type { ActiveCatalogue, SitemapEntry, SitemapSource } from '../../application/ports/sitemap-source';

interface Row {
  kind: 'brand' | 'category' | 'product';
  id: string;
  updated_at: Date;
}

/**
 * The sitemap's catalogue part in one statement: active brands and categories, and the products on sale
 * (active, of an active brand: `isOnSale` in src/domain/catalog/product-visibility.ts).
 */
export class TypeOrmSitemapSource implements SitemapSource {
  constructor(private readonly db: EntityManager) {}

  async activeCatalogue(limit: number): Promise<ActiveCatalogue> {
    const rows: Row[] = await this.db.query(
      `SELECT kind, id, updated_at FROM (
         SELECT 'brand' AS kind, 0 AS rank, id, name, updated_at FROM brands WHERE active
         UNION ALL
         SELECT 'category', 1, id, name, updated_at FROM categories WHERE active
         UNION ALL
         SELECT 'product', 2, p.id, p.name, p.updated_at FROM products p JOIN brands b ON b.id = p.brand_id
         WHERE p.active AND b.active
       ) AS pages
       ORDER BY rank, name, id
       LIMIT $1`,
      [limit],
    );
    const of = (kind: Row['kind']): SitemapEntry[] =>
      rows.filter((row) => row.kind === kind).map((row) => ({ id: row.id, updatedAt: new Date(row.updated_at) }));
    return { products: of('product'), brands: of('brand'), categories: of('category') };
  }
}
