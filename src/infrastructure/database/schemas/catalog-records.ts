import { EntitySchema } from 'typeorm';

/*
 * Persistence records and their TypeORM mapping (CodelyTV style): the domain
 * types carry no decorators; these plain records mirror the tables and the
 * repositories translate between the two.
 */

export interface BrandRecord {
  id: string;
  name: string;
  description: string;
  logoKey: string | null;
  active: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export interface CategoryRecord {
  id: string;
  name: string;
  description: string;
  active: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export interface ProductRecord {
  id: string;
  name: string;
  description: string;
  brandId: string;
  /** Money is stored exactly, in integer céntimos. */
  originalPriceCents: number;
  promotionType: 'percentage' | 'fixed';
  /** The spec's discountPercentage: whole percent, or whole soles for 'fixed'. */
  discount: number;
  isPromoted: boolean;
  promotionStartDate: string | null;
  promotionEndDate: string | null;
  stock: number;
  held: number;
  active: boolean;
  carousel: boolean;
  position: number;
  imageKeys: string[];
  createdAt: Date;
  updatedAt: Date;
  /** Set when a product that orders name is deleted; TypeORM then leaves the row out of every read. */
  archivedAt?: Date | null;
}

export interface ProductCategoryRecord {
  id: string;
  productId: string;
  categoryId: string;
}

const timestamps = {
  createdAt: { type: 'timestamptz', name: 'created_at', createDate: true },
  updatedAt: { type: 'timestamptz', name: 'updated_at', updateDate: true },
} as const;

export const BrandSchema = new EntitySchema<BrandRecord>({
  name: 'Brand',
  tableName: 'brands',
  columns: {
    id: { type: 'uuid', primary: true, generated: 'uuid' },
    name: { type: 'text' },
    description: { type: 'text', default: '' },
    logoKey: { type: 'text', name: 'logo_key', nullable: true },
    active: { type: 'boolean', default: true },
    ...timestamps,
  },
});

export const CategorySchema = new EntitySchema<CategoryRecord>({
  name: 'Category',
  tableName: 'categories',
  columns: {
    id: { type: 'uuid', primary: true, generated: 'uuid' },
    name: { type: 'text' },
    description: { type: 'text', default: '' },
    active: { type: 'boolean', default: true },
    ...timestamps,
  },
});

export const ProductSchema = new EntitySchema<ProductRecord>({
  name: 'Product',
  tableName: 'products',
  columns: {
    id: { type: 'uuid', primary: true, generated: 'uuid' },
    name: { type: 'text' },
    description: { type: 'text', default: '' },
    brandId: { type: 'uuid', name: 'brand_id' },
    originalPriceCents: { type: 'integer', name: 'original_price_cents' },
    promotionType: { type: 'text', name: 'promotion_type', default: 'percentage' },
    discount: { type: 'integer', default: 0 },
    isPromoted: { type: 'boolean', name: 'is_promoted', default: false },
    promotionStartDate: { type: 'date', name: 'promotion_start_date', nullable: true },
    promotionEndDate: { type: 'date', name: 'promotion_end_date', nullable: true },
    stock: { type: 'integer', default: 0 },
    held: { type: 'integer', default: 0 },
    active: { type: 'boolean', default: true },
    carousel: { type: 'boolean', default: false },
    position: { type: 'integer', default: 0 },
    imageKeys: { type: 'text', name: 'image_keys', array: true, default: () => "'{}'" },
    ...timestamps,
    archivedAt: { type: 'timestamptz', name: 'archived_at', nullable: true, deleteDate: true },
  },
});

export const ProductCategorySchema = new EntitySchema<ProductCategoryRecord>({
  name: 'ProductCategory',
  tableName: 'product_categories',
  columns: {
    id: { type: 'uuid', primary: true, generated: 'uuid' },
    productId: { type: 'uuid', name: 'product_id' },
    categoryId: { type: 'uuid', name: 'category_id' },
  },
});

export const catalogSchemas = [BrandSchema, CategorySchema, ProductSchema, ProductCategorySchema];
