import type { EntityManager } from 'typeorm';
import type { ProductContent, ProductWrites } from '../../application/ports/product-writes';
import type { Product } from '../../domain/catalog/product';
import type { IsoDate } from '../../domain/shared/lima-date';
import { ProductCategorySchema, ProductSchema, type ProductRecord } from '../database/schemas/catalog-records';
import { isUuid } from '../../domain/shared/uuid';
import { toProduct } from './catalog-mappers';

/** The columns the product form writes, in the order of `contentValues` (never the stock: see the ledger). */
const CONTENT_COLUMNS = `name, description, brand_id, original_price_cents, promotion_type, discount, is_promoted,
  promotion_start_date, promotion_end_date, active, carousel, image_keys`;

function contentValues(content: ProductContent): unknown[] {
  const { promotion } = content;
  return [
    content.name,
    content.description,
    content.brandId,
    content.originalPrice.cents,
    promotion.type,
    promotion.discount,
    promotion.isPromoted,
    promotion.startDate,
    promotion.endDate,
    content.active,
    content.carousel,
    [...content.imageKeys],
  ];
}

/**
 * The admin's product writes on PostgreSQL. Archived rows (`archived_at`)
 * are TypeORM's soft-deleted rows, so the repository reads below leave them
 * out; every raw statement says `archived_at IS NULL` itself.
 */
export class TypeOrmProductWrites implements ProductWrites {
  constructor(private readonly db: EntityManager) {}

  async insert(content: ProductContent, at: Date): Promise<Product> {
    const [row]: { id: string }[] = await this.db.query(
      `INSERT INTO products (${CONTENT_COLUMNS}, position, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12,
         (SELECT COALESCE(MAX(position), 0) + 1 FROM products), $13, $13)
       RETURNING id`,
      [...contentValues(content), at],
    );
    const id = row!.id;
    await this.linkCategories(id, content.categoryIds);
    return this.read(id) as Promise<Product>;
  }

  async lockForUpdate(id: string): Promise<Product | null> {
    if (!isUuid(id)) return null;
    const rows: unknown[] = await this.db.query(
      `SELECT id FROM products WHERE id = $1 AND archived_at IS NULL FOR UPDATE`,
      [id],
    );
    return rows.length ? this.read(id) : null;
  }

  async update(id: string, content: ProductContent, at: Date): Promise<Product | null> {
    if (!isUuid(id)) return null;
    const [, affected]: [unknown, number] = await this.db.query(
      `UPDATE products SET (${CONTENT_COLUMNS}, updated_at) =
         ($2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
       WHERE id = $1 AND archived_at IS NULL`,
      [id, ...contentValues(content), at],
    );
    if (affected !== 1) return null;
    // As the spec's update: every link is deleted and recreated from the form's categories.
    await this.db.query(`DELETE FROM product_categories WHERE product_id = $1`, [id]);
    await this.linkCategories(id, content.categoryIds);
    return this.read(id);
  }

  async isOrdered(id: string): Promise<boolean> {
    const [row]: { ordered: boolean }[] = await this.db.query(
      `SELECT EXISTS (SELECT 1 FROM order_lines WHERE product_id = $1) AS ordered`,
      [id],
    );
    return row?.ordered ?? false;
  }

  async archive(id: string, at: Date): Promise<void> {
    await this.db.query(
      `UPDATE products SET archived_at = $2, updated_at = $2, active = false, carousel = false, image_keys = '{}'
       WHERE id = $1 AND archived_at IS NULL`,
      [id, at],
    );
  }

  async delete(id: string): Promise<void> {
    // The category links go with it (ON DELETE CASCADE); orders and saved carts have no foreign key to it.
    await this.db.query(`DELETE FROM products WHERE id = $1 AND archived_at IS NULL`, [id]);
  }

  async setCarousel(id: string, carousel: boolean, at: Date): Promise<Product | null> {
    if (!isUuid(id)) return null;
    const [rows]: [{ id: string }[], number] = await this.db.query(
      `UPDATE products SET carousel = $2, updated_at = $3 WHERE id = $1 AND archived_at IS NULL RETURNING id`,
      [id, carousel, at],
    );
    return rows.length ? this.read(id) : null;
  }

  async switchOffExpiredPromotions(today: IsoDate, at: Date): Promise<number> {
    // Mirrors the domain's 'expired' status (promotion.ts): promoted, both dates set, ended before today.
    const [, affected]: [unknown, number] = await this.db.query(
      `UPDATE products SET is_promoted = false, discount = 0, updated_at = $2
       WHERE is_promoted AND promotion_start_date IS NOT NULL AND promotion_end_date IS NOT NULL
         AND promotion_end_date < CAST($1 AS date) AND archived_at IS NULL`,
      [today, at],
    );
    return affected;
  }

  private async linkCategories(productId: string, categoryIds: readonly string[]): Promise<void> {
    if (categoryIds.length === 0) return;
    await this.db.query(`INSERT INTO product_categories (product_id, category_id) SELECT $1, unnest($2::uuid[])`, [
      productId,
      [...categoryIds],
    ]);
  }

  private async read(id: string): Promise<Product | null> {
    const record = await this.db.getRepository(ProductSchema).findOneBy({ id });
    if (!record) return null;
    const [product] = await this.withCategories([record]);
    return product ?? null;
  }

  private async withCategories(records: ProductRecord[]): Promise<Product[]> {
    if (records.length === 0) return [];
    const links = await this.db
      .getRepository(ProductCategorySchema)
      .createQueryBuilder('pc')
      .where('pc.product_id IN (:...ids)', { ids: records.map((r) => r.id) })
      .getMany();
    const byProduct = new Map<string, string[]>();
    for (const link of links)
      byProduct.set(link.productId, [...(byProduct.get(link.productId) ?? []), link.categoryId]);
    return records.map((record) => toProduct(record, byProduct.get(record.id) ?? []));
  }
}
