import type { DeletedProduct } from '../../../application/catalog-admin/DeleteProduct';
import type { ProductInput as ProductFormInput } from '../../../application/catalog-admin/product-input';
import type { ExpiredPromotionsSwitchedOff as SwitchedOff } from '../../../application/catalog-admin/SwitchOffExpiredPromotions';
import type { ProductStatistics as Statistics } from '../../../domain/catalog/product-statistics';
import type { PromotionType as DomainPromotionType } from '../../../domain/catalog/promotion';
import { Money } from '../../../domain/money/money';
import * as gql from '../types/admin-catalog.types';
import { PromotionType } from '../types/catalog.types';

const PROMOTION_TYPES: { readonly [T in PromotionType]: DomainPromotionType } = {
  [PromotionType.PERCENTAGE]: 'percentage',
  [PromotionType.FIXED]: 'fixed',
};

/** The admin product screen's GraphQL shapes to and from the application's. */
export const AdminCatalogPresenter = {
  productInput(input: gql.ProductInput): ProductFormInput {
    const { promotion } = input;
    return {
      name: input.name,
      description: input.description,
      brandId: input.brandId ?? null,
      categoryIds: input.categoryIds,
      originalPrice:
        input.originalPriceCents === null || input.originalPriceCents === undefined
          ? null
          : Money.fromCents(input.originalPriceCents),
      stock: input.stock ?? null,
      imageKeys: input.imageKeys,
      promotion: {
        isPromoted: promotion.isPromoted,
        type: PROMOTION_TYPES[promotion.type],
        discount: promotion.discount,
        startDate: promotion.startDate || null,
        endDate: promotion.endDate || null,
      },
      active: input.active,
      carousel: input.carousel,
    };
  },

  statistics(statistics: Statistics): gql.ProductStatistics {
    return Object.assign(new gql.ProductStatistics(), {
      total: statistics.total,
      active: statistics.active,
      promoted: statistics.promoted,
      carousel: statistics.inCarousel,
      upcomingPromotions: statistics.upcomingPromotions,
      activePromotions: statistics.activePromotions,
      lowStock: statistics.lowStock,
    });
  },

  deleted(deleted: DeletedProduct): gql.ProductDeleted {
    return Object.assign(new gql.ProductDeleted(), deleted);
  },

  switchedOff(result: SwitchedOff): gql.ExpiredPromotionsSwitchedOff {
    return Object.assign(new gql.ExpiredPromotionsSwitchedOff(), result);
  },
};
