import type { Money } from '../money/money';
import type { IsoDate } from '../shared/lima-date';
import {
  currentPrice,
  isDiscountApplied,
  promotionStatus,
  type PromotionStatus,
  type PromotionTerms,
} from './promotion';

/** A catalogue product as the domain sees it; persistence maps to and from this shape. */
export interface Product {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly brandId: string;
  readonly categoryIds: readonly string[];
  readonly originalPrice: Money;
  readonly promotion: PromotionTerms;
  /** Units on hand. */
  readonly stock: number;
  /** Of them, units held for orders whose payment method holds stock: shoppers cannot order them. */
  readonly held: number;
  readonly active: boolean;
  readonly carousel: boolean;
  /** Manual ordering used by the 'position' sort (lower first). */
  readonly position: number;
  /** Storage keys; the first one is the main image. */
  readonly imageKeys: readonly string[];
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

/** The price facts of a product on a given day, computed only here. */
export interface PriceView {
  readonly price: Money;
  readonly originalPrice: Money;
  readonly discountApplied: boolean;
  readonly promotionStatus: PromotionStatus;
}

export function priceOn(product: Pick<Product, 'originalPrice' | 'promotion'>, today: IsoDate): PriceView {
  return {
    price: currentPrice(product.originalPrice, product.promotion, today),
    originalPrice: product.originalPrice,
    discountApplied: isDiscountApplied(product.promotion, today),
    promotionStatus: promotionStatus(product.promotion, today),
  };
}
