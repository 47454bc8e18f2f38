import type { EntityManager, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import type { Page } from '../../application/ports/catalog-repositories';
import type {
  BrandWrites,
  CategoryWrites,
  TaxonomyUsage,
  WithProductCount,
} from '../../application/ports/taxonomy-writes';
import type { Brand } from '../../domain/catalog/brand';
import type { BrandDraft } from '../../domain/catalog/brand-form';
import type { Category } from '../../domain/catalog/category';
import type { CategoryFormInput } from '../../domain/catalog/category-form';
import type { PageWindow } from '../../domain/shared/pagination';
import { BrandSchema, CategorySchema } from '../database/schemas/catalog-records';
import { isUuid } from '../../domain/shared/uuid';
import { toBrand, toCategory } from './catalog-mappers';
import { escapeLike } from './typeorm-product-repository';

/** The search of the admin lists: the name contains the needle, both without case or accents (trigram-indexed for brands). */
const NAME_MATCHES = (alias: string) => `${alias}.search_name LIKE :pattern`;
const patternOf = (needle: string) => `%${escapeLike(needle)}%`;

/**
 * A name-ordered list's rows of `window` (all of them without one) and how many match: the page and a count, or
 * one statement when there is no window.
 */
async function pageOfRows<T extends ObjectLiteral>(
  query: SelectQueryBuilder<T>,
  alias: string,
  window?: PageWindow,
): Promise<[T[], number]> {
  query.orderBy(`${alias}.name`).addOrderBy(`${alias}.id`);
  if (!window) {
    const rows = await query.getMany();
    return [rows, rows.length];
  }
  const counted = query.clone().orderBy().select('count(*)::int', 'total');
  const [rows, count] = await Promise.all([
    query.offset(window.offset).limit(window.limit).getMany(),
    counted.getRawOne<{ total: number }>(),
  ]);
  return [rows, count?.total ?? 0];
}

/**
 * The admin's brands on PostgreSQL, on the connection given (a transaction's,
 * or the pool's): the use cases decide what runs together. Product counts
 * leave archived products out and come from one grouped query, whatever the
 * number of brands.
 */
export class TypeOrmBrandWrites implements BrandWrites {
  constructor(private readonly db: EntityManager) {}

  async listForAdmin(needle: string | null, window?: PageWindow): Promise<Page<WithProductCount<Brand>>> {
    const query = this.db.getRepository(BrandSchema).createQueryBuilder('b');
    if (needle) query.where(NAME_MATCHES('b'), { pattern: patternOf(needle) });
    const [records, total] = await pageOfRows(query, 'b', window);
    const brands = records.map(toBrand);
    const counts = await this.productCounts(brands.map((brand) => brand.id));
    return { items: brands.map((item) => ({ item, productCount: counts.get(item.id) ?? 0 })), total };
  }

  async findById(id: string): Promise<Brand | null> {
    if (!isUuid(id)) return null;
    const record = await this.db.getRepository(BrandSchema).findOneBy({ id });
    return record ? toBrand(record) : null;
  }

  async insert(draft: BrandDraft, at: Date): Promise<Brand> {
    const [row]: { id: string }[] = await this.db.query(
      `INSERT INTO brands (name, description, logo_key, active, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $5) RETURNING id`,
      [draft.name, draft.description, draft.logoKey, draft.active, at],
    );
    return (await this.findById(row!.id))!;
  }

  async lockForUpdate(id: string): Promise<Brand | null> {
    if (!isUuid(id)) return null;
    const record = await this.db
      .getRepository(BrandSchema)
      .findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
    return record ? toBrand(record) : null;
  }

  async update(id: string, draft: BrandDraft, at: Date): Promise<Brand> {
    await this.db.query(
      `UPDATE brands SET name = $2, description = $3, logo_key = $4, active = $5, updated_at = $6 WHERE id = $1`,
      [id, draft.name, draft.description, draft.logoKey, draft.active, at],
    );
    return toBrand(await this.db.getRepository(BrandSchema).findOneByOrFail({ id }));
  }

  async productCount(id: string): Promise<number> {
    return (await this.productCounts([id])).get(id) ?? 0;
  }

  async usage(id: string): Promise<TaxonomyUsage> {
    const [usage]: TaxonomyUsage[] = await this.db.query(
      `SELECT count(*) FILTER (WHERE archived_at IS NULL)::int AS products,
              count(*) FILTER (WHERE archived_at IS NOT NULL)::int AS archived
         FROM products WHERE brand_id = $1`,
      [id],
    );
    return usage!;
  }

  async delete(id: string): Promise<void> {
    await this.db.query(`DELETE FROM brands WHERE id = $1`, [id]);
  }

  /** Products (archived ones aside) per brand, in one grouped query. */
  private async productCounts(brandIds: readonly string[]): Promise<Map<string, number>> {
    if (brandIds.length === 0) return new Map();
    const rows: { brand_id: string; count: number }[] = await this.db.query(
      `SELECT brand_id, count(*)::int AS count FROM products
        WHERE archived_at IS NULL AND brand_id = ANY($1::uuid[]) GROUP BY brand_id`,
      [brandIds],
    );
    return new Map(rows.map((row) => [row.brand_id, row.count]));
  }
}

/** The admin's categories on PostgreSQL, on the connection given (a transaction's, or the pool's). */
export class TypeOrmCategoryWrites implements CategoryWrites {
  constructor(private readonly db: EntityManager) {}

  async listForAdmin(needle: string | null, window?: PageWindow): Promise<Page<WithProductCount<Category>>> {
    const query = this.db.getRepository(CategorySchema).createQueryBuilder('c');
    if (needle) query.where(NAME_MATCHES('c'), { pattern: patternOf(needle) });
    const [records, total] = await pageOfRows(query, 'c', window);
    const categories = records.map(toCategory);
    const counts = new Map<string, number>();
    if (categories.length > 0) {
      const rows: { category_id: string; count: number }[] = await this.db.query(
        `SELECT pc.category_id, count(*)::int AS count FROM product_categories pc
           JOIN products p ON p.id = pc.product_id AND p.archived_at IS NULL
          WHERE pc.category_id = ANY($1::uuid[]) GROUP BY pc.category_id`,
        [categories.map((category) => category.id)],
      );
      for (const row of rows) counts.set(row.category_id, row.count);
    }
    return { items: categories.map((item) => ({ item, productCount: counts.get(item.id) ?? 0 })), total };
  }

  async insert(draft: CategoryFormInput, at: Date): Promise<Category> {
    const [row]: { id: string }[] = await this.db.query(
      `INSERT INTO categories (name, description, active, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $4) RETURNING id`,
      [draft.name, draft.description, draft.active, at],
    );
    return toCategory(await this.db.getRepository(CategorySchema).findOneByOrFail({ id: row!.id }));
  }

  async update(id: string, draft: CategoryFormInput, at: Date): Promise<Category | null> {
    if (!isUuid(id)) return null;
    await this.db.query(
      `UPDATE categories SET name = $2, description = $3, active = $4, updated_at = $5 WHERE id = $1`,
      [id, draft.name, draft.description, draft.active, at],
    );
    const saved = await this.db.getRepository(CategorySchema).findOneBy({ id });
    return saved ? toCategory(saved) : null;
  }

  async lockForUpdate(id: string): Promise<Category | null> {
    if (!isUuid(id)) return null;
    const record = await this.db
      .getRepository(CategorySchema)
      .findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
    return record ? toCategory(record) : null;
  }

  async usage(id: string): Promise<TaxonomyUsage> {
    const [usage]: TaxonomyUsage[] = await this.db.query(
      `SELECT count(*) FILTER (WHERE p.archived_at IS NULL)::int AS products,
              count(*) FILTER (WHERE p.archived_at IS NOT NULL)::int AS archived
         FROM product_categories pc JOIN products p ON p.id = pc.product_id
        WHERE pc.category_id = $1`,
      [id],
    );
    return usage!;
  }

  async delete(id: string): Promise<void> {
    // The links of archived products go with it (ON DELETE CASCADE).
    await this.db.query(`DELETE FROM categories WHERE id = $1`, [id]);
  }
}
