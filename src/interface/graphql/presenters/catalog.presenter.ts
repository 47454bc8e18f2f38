import type { FileStorage } from '../../../application/ports/file-storage';
import type { Brand } from '../../../domain/catalog/brand';
import type { Category } from '../../../domain/catalog/category';
import { priceOn, type Product } from '../../../domain/catalog/product';
import { isSingleDay, type PromotionStatus, type PromotionType } from '../../../domain/catalog/promotion';
import { discountBadge, promotionLabel } from '../../../domain/catalog/promotion-display';
import { stockLabel, type ShopperStockLevel } from '../../../domain/catalog/stock-level';
import type { IsoDate } from '../../../domain/shared/lima-date';
import * as gql from '../types/catalog.types';
import { Money } from '../types/money.type';

/** The domain's values as the schema's enums: a value added to the domain without one here is a type error. */
const STOCK_LEVELS: { readonly [L in ShopperStockLevel]: gql.StockLevel } = {
  out: gql.StockLevel.OUT,
  low: gql.StockLevel.LOW,
  available: gql.StockLevel.AVAILABLE,
};
const PROMOTION_TYPES: { readonly [T in PromotionType]: gql.PromotionType } = {
  percentage: gql.PromotionType.PERCENTAGE,
  fixed: gql.PromotionType.FIXED,
};
const PROMOTION_STATUSES: { readonly [S in Exclude<PromotionStatus, 'none'>]: gql.PromotionStatus } = {
  upcoming: gql.PromotionStatus.UPCOMING,
  active: gql.PromotionStatus.ACTIVE,
  expired: gql.PromotionStatus.EXPIRED,
};

/** Domain objects → GraphQL objects. Every label and price comes from the domain; nothing is computed here. */
export class CatalogPresenter {
  constructor(private readonly storage: FileStorage) {}

  product(product: Product, today: IsoDate): gql.Product {
    const price = priceOn(product, today);
    const stock = stockLabel(product.stock);
    const imageUrls = product.imageKeys.map((key) => this.storage.publicUrl(key));
    return Object.assign(new gql.Product(), {
      id: product.id,
      name: product.name,
      description: product.description,
      brandId: product.brandId,
      categoryIds: [...product.categoryIds],
      price: Money.from(price.price),
      originalPrice: Money.from(price.originalPrice),
      discountApplied: price.discountApplied,
      promotion: price.promotionStatus === 'none' ? null : this.promotion(product, today, price.promotionStatus),
      stock: product.stock,
      heldStock: product.held,
      stockStatus: Object.assign(new gql.StockStatus(), { level: STOCK_LEVELS[stock.level], label: stock.text }),
      active: product.active,
      carousel: product.carousel,
      position: product.position,
      imageUrl: imageUrls[0] ?? null,
      imageUrls,
      imageKeys: [...product.imageKeys],
      createdAt: product.createdAt,
      updatedAt: product.updatedAt,
    });
  }

  brand(brand: Brand): gql.Brand {
    return Object.assign(new gql.Brand(), {
      id: brand.id,
      name: brand.name,
      description: brand.description,
      logoUrl: brand.logoKey ? this.storage.publicUrl(brand.logoKey) : null,
      active: brand.active,
    });
  }

  category(category: Category): gql.Category {
    return Object.assign(new gql.Category(), {
      id: category.id,
      name: category.name,
      description: category.description,
      active: category.active,
    });
  }

  private promotion(product: Product, today: IsoDate, status: Exclude<PromotionStatus, 'none'>): gql.Promotion {
    const label = promotionLabel(product.promotion, today);
    return Object.assign(new gql.Promotion(), {
      type: PROMOTION_TYPES[product.promotion.type],
      discount: product.promotion.discount,
      startDate: product.promotion.startDate,
      endDate: product.promotion.endDate,
      status: PROMOTION_STATUSES[status],
      singleDay: isSingleDay(product.promotion),
      badge: discountBadge(product.promotion),
      headline: label?.title ?? null,
      detail: label?.detail ?? null,
    });
  }
}
