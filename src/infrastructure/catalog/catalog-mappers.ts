import type { Brand } from '../../domain/catalog/brand';
import type { Category } from '../../domain/catalog/category';
import type { Product } from '../../domain/catalog/product';
import { Money } from '../../domain/money/money';
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
    active: record.active,
    carousel: record.carousel,
    position: record.position,
    imageKeys: record.imageKeys,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
}

export function toProductRecord(product: Product): ProductRecord {
  return {
    id: product.id,
    name: product.name,
    description: product.description,
    brandId: product.brandId,
    originalPriceCents: product.originalPrice.cents,
    promotionType: product.promotion.type,
    discount: product.promotion.discount,
    isPromoted: product.promotion.isPromoted,
    promotionStartDate: product.promotion.startDate,
    promotionEndDate: product.promotion.endDate,
    stock: product.stock,
    active: product.active,
    carousel: product.carousel,
    position: product.position,
    imageKeys: [...product.imageKeys],
    createdAt: product.createdAt,
    updatedAt: product.updatedAt,
  };
}
