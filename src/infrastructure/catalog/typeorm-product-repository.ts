import type { EntityManager, SelectQueryBuilder } from 'typeorm';

import type { Product } from '../../domain/catalog/product';
import type {
  CatalogueEntry,
  Page,
  ProductListQuery,
  ProductRepository,
} from '../../application/ports/catalog-repositories';
import {
  BrandSchema,
  ProductCategorySchema,
  ProductSchema,
  type ProductRecord,
} from '../database/schemas/catalog-records';
import { isUuid } from '../database/uuid';
import { toProduct } from './catalog-mappers';

/*
 * SQL mirror of the domain's pricing rule (src/domain/catalog/promotion.ts),
 * needed only so the database can sort and filter by today's price before
 * paginating. The integration spec checks it agrees with the domain for
 * every promotion shape; prices shown to users always come from the domain.
 */
const PROMOTION_APPLIES = `(p.is_promoted AND p.discount > 0
  AND p.promotion_start_date IS NOT NULL AND p.promotion_end_date IS NOT NULL
  AND p.promotion_start_date <= CAST(:today AS date) AND CAST(:today AS date) <= p.promotion_end_date)`;

/* Mirrors of src/domain/catalog/product-visibility.ts (window by dates only, whatever the discount). */
const ON_SALE = `(p.active AND EXISTS (SELECT 1 FROM brands ob WHERE ob.id = p.brand_id AND ob.active))`;
const WINDOW_OPEN = `(p.promotion_start_date IS NOT NULL AND p.promotion_end_date IS NOT NULL
  AND p.promotion_start_date <= CAST(:today AS date) AND CAST(:today AS date) <= p.promotion_end_date)`;
const LISTED_ON_WEB = `(${ON_SALE} AND (NOT p.is_promoted OR ${WINDOW_OPEN}))`;
const ON_PROMOTIONS_PAGE = `(${ON_SALE} AND p.is_promoted AND p.promotion_start_date IS NOT NULL
  AND p.promotion_end_date IS NOT NULL AND CAST(:today AS date) <= p.promotion_end_date)`;

/*
 * Search, mirroring src/domain/catalog/product-search.ts: names are compared
 * normalised by the same expression the trigram indexes are built on
 * (migration ProductSearch1764200000000), so `LIKE '%text%'` uses them.
 * Rank as searchRank (name start, word start, brand start, elsewhere); within
 * a rank, trigram similarity to the name, then the name.
 */
const SEARCH_NAME = 'immutable_unaccent(lower(p.name))';
const SEARCH_RANK = `(CASE WHEN ${SEARCH_NAME} LIKE :prefix THEN 0
  WHEN ${SEARCH_NAME} LIKE :wordPrefix THEN 1
  WHEN immutable_unaccent(lower(b.name)) LIKE :prefix THEN 2 ELSE 3 END)`;
// `= ANY (ARRAY(…))` makes the brand side an index condition too, so both sides combine in a BitmapOr.
const SEARCH_MATCHES = `(${SEARCH_NAME} LIKE :pattern OR p.brand_id = ANY (ARRAY(
  SELECT nb.id FROM brands nb WHERE immutable_unaccent(lower(nb.name)) LIKE :pattern)))`;

/** The user's text as a literal inside a LIKE pattern: `%`, `_` and the backslash lose their meaning. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

export const EFFECTIVE_PRICE_CENTS = `(CASE WHEN ${PROMOTION_APPLIES} THEN
  CASE WHEN p.promotion_type = 'fixed' THEN GREATEST(p.original_price_cents - p.discount * 100, 0)
  ELSE ROUND(p.original_price_cents * (100 - p.discount) / 100.0)::integer END
  ELSE p.original_price_cents END)`;

export class TypeOrmProductRepository implements ProductRepository {
  constructor(private readonly db: EntityManager) {}

  async list(query: ProductListQuery): Promise<Page<Product>> {
    if ((query.brandId && !isUuid(query.brandId)) || (query.categoryId && !isUuid(query.categoryId))) {
      return { items: [], total: 0 };
    }
    const filtered = this.filtered(query);
    const total = await filtered.clone().getCount();
    if (total === 0 || query.offset >= total) return { items: [], total };

    const page = filtered.addSelect(EFFECTIVE_PRICE_CENTS, 'effective_price_cents');
    switch (query.sort) {
      case 'price-asc':
        page.orderBy('effective_price_cents', 'ASC');
        break;
      case 'price-desc':
        page.orderBy('effective_price_cents', 'DESC');
        break;
      case 'name':
        page.orderBy('p.name', 'ASC');
        break;
      case 'position':
        page.orderBy('p.position', 'ASC');
        break;
    }
    // A stable tie-break keeps pages from overlapping.
    page.addOrderBy('p.name', 'ASC').addOrderBy('p.id', 'ASC').offset(query.offset).limit(query.limit);
    const records = await page.getMany();
    return { items: await this.withCategories(records), total };
  }

  async findById(id: string): Promise<Product | null> {
    if (!isUuid(id)) return null;
    const record = await this.db.getRepository(ProductSchema).findOneBy({ id });
    if (!record) return null;
    const [product] = await this.withCategories([record]);
    return product ?? null;
  }

  async search(needle: string, limit: number, options: { readonly inStock?: boolean } = {}): Promise<Product[]> {
    const literal = escapeLike(needle);
    const records = await this.db
      .getRepository(ProductSchema)
      .createQueryBuilder('p')
      .innerJoin(BrandSchema.options.name, 'b', 'b.id = p.brand_id')
      .where(SEARCH_MATCHES)
      .andWhere(options.inStock ? 'p.active AND b.active AND p.stock > 0' : 'p.active AND b.active')
      .addSelect(SEARCH_RANK, 'search_rank')
      .addSelect(`similarity(${SEARCH_NAME}, :needle)`, 'search_similarity')
      .setParameters({ pattern: `%${literal}%`, prefix: `${literal}%`, wordPrefix: `% ${literal}%`, needle })
      .orderBy('search_rank', 'ASC')
      .addOrderBy('search_similarity', 'DESC')
      .addOrderBy('p.name', 'ASC')
      .addOrderBy('p.id', 'ASC')
      .limit(limit)
      .getMany();
    return this.withCategories(records);
  }

  /** Two queries whatever the number of ids: the products with their brand's state, and their category links. */
  async findForCart(ids: readonly string[]): Promise<CatalogueEntry[]> {
    const valid = [...new Set(ids.filter(isUuid))];
    if (valid.length === 0) return [];
    const { entities, raw } = await this.db
      .getRepository(ProductSchema)
      .createQueryBuilder('p')
      .leftJoin(BrandSchema.options.name, 'b', 'b.id = p.brand_id')
      .addSelect('b.active', 'brand_active')
      .addSelect('b.name', 'brand_name')
      .where('p.id IN (:...ids)', { ids: valid })
      .getRawAndEntities<{ p_id: string; brand_active: boolean | null; brand_name: string | null }>();
    const brands = new Map(raw.map((row) => [row.p_id, row]));
    const products = await this.withCategories(entities);
    return products.map((product) => {
      const brand = brands.get(product.id);
      const active = brand?.brand_active;
      return {
        product,
        brand: active === null || active === undefined ? null : { active },
        brandName: brand?.brand_name ?? null,
      };
    });
  }

  private filtered(query: ProductListQuery): SelectQueryBuilder<ProductRecord> {
    const qb = this.db.getRepository(ProductSchema).createQueryBuilder('p').setParameter('today', query.today);
    if (query.active === true) qb.andWhere(ON_SALE);
    if (query.active === false) qb.andWhere(`NOT ${ON_SALE}`);
    if (query.carousel !== undefined) qb.andWhere('p.carousel = :carousel', { carousel: query.carousel });
    if (query.brandId) qb.andWhere('p.brand_id = :brandId', { brandId: query.brandId });
    if (query.categoryId) {
      qb.andWhere(
        'EXISTS (SELECT 1 FROM product_categories pc WHERE pc.product_id = p.id AND pc.category_id = :categoryId)',
        { categoryId: query.categoryId },
      );
    }
    if (query.promoted === true) qb.andWhere(PROMOTION_APPLIES);
    if (query.promoted === false) qb.andWhere(`NOT ${PROMOTION_APPLIES}`);
    if (query.listing === 'web') qb.andWhere(LISTED_ON_WEB);
    if (query.listing === 'promotions') qb.andWhere(ON_PROMOTIONS_PAGE);
    return qb;
  }

  /** One query for the category links of a whole page. */
  private async withCategories(records: readonly ProductRecord[]): Promise<Product[]> {
    if (records.length === 0) return [];
    const links = await this.db
      .getRepository(ProductCategorySchema)
      .createQueryBuilder('pc')
      .where('pc.product_id IN (:...ids)', { ids: records.map((r) => r.id) })
      .getMany();
    const byProduct = new Map<string, string[]>();
    for (const link of links) {
      const ids = byProduct.get(link.productId) ?? [];
      ids.push(link.categoryId);
      byProduct.set(link.productId, ids);
    }
    return records.map((record) => toProduct(record, byProduct.get(record.id) ?? []));
  }
}
