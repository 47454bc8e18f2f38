import type { Brand } from '../../domain/catalog/brand';
import type { Category } from '../../domain/catalog/category';
import type { Product } from '../../domain/catalog/product';
import { Money } from '../../domain/money/money';
import type { ProductWithTaxonomy } from '../../application/ports/catalog-repositories';
import type { BrandRecord, CategoryRecord, ProductRecord } from '../database/schemas/catalog-records';

export function toBrand(record: BrandRecord): Brand {
  return { ...record };
}

export function toCategory(record: CategoryRecord): Category {
  return { ...record };
}

export function toProduct(record: ProductRecord, categoryIds: readonly string[]): Product {
  return {
    id: record.id,
    name: record.name,
    description: record.description,
    brandId: record.brandId,
    categoryIds,
    originalPrice: Money.fromCents(record.originalPriceCents),
    promotion: {
      isPromoted: record.isPromoted,
      type: record.promotionType,
      discount: record.discount,
      startDate: record.promotionStartDate,
      endDate: record.promotionEndDate,
    },
    stock: record.stock,
    held: record.held,
    active: record.active,
    carousel: record.carousel,
    position: record.position,
    imageKeys: record.imageKeys,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
}

/**
 * One row of the catalogue's single-statement reads (typeorm-product-repository.ts#PRODUCT_WITH_TAXONOMY), as
 * node-postgres gives it: no TypeORM entity behind it. Dates are already 'YYYY-MM-DD' text, timestamps epoch
 * milliseconds, the image keys and the categories JSON.
 */
export interface ProductRow {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly brand_id: string;
  readonly original_price_cents: number;
  readonly promotion_type: ProductRecord['promotionType'];
  readonly discount: number;
  readonly is_promoted: boolean;
  readonly promotion_start_date: string | null;
  readonly promotion_end_date: string | null;
  readonly stock: number;
  readonly held: number;
  readonly active: boolean;
  readonly carousel: boolean;
  readonly position: number;
  readonly image_keys: string[];
  readonly created_at: number;
  readonly updated_at: number;
  /** The brand's columns; all null when the brand no longer exists. */
  readonly brand_name: string | null;
  readonly brand_description: string | null;
  readonly brand_logo_key: string | null;
  readonly brand_active: boolean | null;
  readonly brand_created_at: number | null;
  readonly brand_updated_at: number | null;
  readonly categories: readonly CategoryJson[];
}

interface CategoryJson {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly active: boolean;
  readonly createdAt: number;
  readonly updatedAt: number;
}

/**
 * The same values toProduct, toBrand and toCategory give for the entities TypeORM would have hydrated, built in
 * one go (a page maps 24 of these on every catalogue request).
 */
export function fromProductRow(row: ProductRow): ProductWithTaxonomy {
  const categories = row.categories.map((category): Category => ({
    id: category.id,
    name: category.name,
    description: category.description,
    active: category.active,
    createdAt: new Date(category.createdAt),
    updatedAt: new Date(category.updatedAt),
  }));
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    brandId: row.brand_id,
    categoryIds: categories.map((category) => category.id),
    originalPrice: Money.fromCents(row.original_price_cents),
    promotion: {
      isPromoted: row.is_promoted,
      type: row.promotion_type,
      discount: row.discount,
      startDate: row.promotion_start_date,
      endDate: row.promotion_end_date,
    },
    stock: row.stock,
    held: row.held,
    active: row.active,
    carousel: row.carousel,
    position: row.position,
    imageKeys: row.image_keys,
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
    brand:
      row.brand_active === null
        ? null
        : {
            id: row.brand_id,
            name: row.brand_name!,
            description: row.brand_description!,
            logoKey: row.brand_logo_key,
            active: row.brand_active,
            createdAt: new Date(row.brand_created_at!),
            updatedAt: new Date(row.brand_updated_at!),
          },
    categories,
  };
}
