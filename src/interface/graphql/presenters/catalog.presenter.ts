import type { FileStorage } from '../../../application/ports/file-storage';
import type { Brand } from '../../../domain/catalog/brand';
import type { Category } from '../../../domain/catalog/category';
import { priceOn, type Product } from '../../../domain/catalog/product';
import { isSingleDay } from '../../../domain/catalog/promotion';
import { discountBadge, promotionLabel, type PromotionLabel } from '../../../domain/catalog/promotion-display';
import { stockLabel } from '../../../domain/catalog/stock-level';
import type { IsoDate } from '../../../domain/shared/lima-date';
import {
  BrandType,
  CategoryType,
  ProductType,
  PromotionKind,
  PromotionState,
  PromotionType,
  StockLevelOption,
  StockStatusType,
} from '../types/catalog.types';
import { MoneyType } from '../types/money.type';

/** Domain objects → GraphQL objects. Every label and price comes from the domain; nothing is computed here. */
export class CatalogPresenter {
  constructor(private readonly storage: FileStorage) {}

  product(product: Product, today: IsoDate): ProductType {
    const price = priceOn(product, today);
    const stock = stockLabel(product.stock);
    const imageUrls = product.imageKeys.map((key) => this.storage.publicUrl(key));
    return Object.assign(new ProductType(), {
      id: product.id,
      name: product.name,
      description: product.description,
      brandId: product.brandId,
      categoryIds: [...product.categoryIds],
      price: MoneyType.from(price.price),
      originalPrice: MoneyType.from(price.originalPrice),
      discountApplied: price.discountApplied,
      promotion: price.promotionStatus === 'none' ? null : this.promotion(product, today, price.promotionStatus),
      stock: product.stock,
      stockStatus: Object.assign(new StockStatusType(), {
        level: stock.level as StockLevelOption,
        label: stock.text,
      }),
      active: product.active,
      carousel: product.carousel,
      position: product.position,
      imageUrl: imageUrls[0] ?? null,
      imageUrls,
      createdAt: product.createdAt,
      updatedAt: product.updatedAt,
    });
  }

  brand(brand: Brand): BrandType {
    return Object.assign(new BrandType(), {
      id: brand.id,
      name: brand.name,
      description: brand.description,
      logoUrl: brand.logoKey ? this.storage.publicUrl(brand.logoKey) : null,
      active: brand.active,
    });
  }

  category(category: Category): CategoryType {
    return Object.assign(new CategoryType(), {
      id: category.id,
      name: category.name,
      description: category.description,
      active: category.active,
    });
  }

  private promotion(product: Product, today: IsoDate, status: 'upcoming' | 'active' | 'expired'): PromotionType {
    const label = promotionLabel(product.promotion, today);
    return Object.assign(new PromotionType(), {
      type: product.promotion.type as PromotionKind,
      discount: product.promotion.discount,
      startDate: product.promotion.startDate,
      endDate: product.promotion.endDate,
      status: status as PromotionState,
      singleDay: isSingleDay(product.promotion),
      badge: discountBadge(product.promotion),
      headline: label?.title ?? null,
      detail: label ? promotionDetail(label) : null,
    });
  }
}

function promotionDetail(label: PromotionLabel): string | null {
  if (label.kind === 'active') return label.until;
  if (label.kind === 'upcoming') return `Inicia el ${label.startsOn}`;
  return null;
}
