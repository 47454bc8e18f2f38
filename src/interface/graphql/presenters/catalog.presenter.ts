import type { ProductWithTaxonomy } from '../../../application/ports/catalog-repositories';
import type { FileStorage } from '../../../application/ports/file-storage';
import type { Brand } from '../../../domain/catalog/brand';
import type { Category } from '../../../domain/catalog/category';
import { priceOn, type Product } from '../../../domain/catalog/product';
import type { WithRestockWaiting } from '../../../domain/catalog/product-admin';
import { isSingleDay, type PromotionStatus, type PromotionType } from '../../../domain/catalog/promotion';
import { discountBadge, promotionLabel } from '../../../domain/catalog/promotion-display';
import { stockLabel, type ShopperStockLevel } from '../../../domain/catalog/stock-level';
import type { IsoDate } from '../../../domain/shared/lima-date';
import type { Paged } from '../../../domain/shared/pagination';
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

/** A product as read: alone, with its brand and categories, and (the admin's table) with how many wait for it. */
type PresentableProduct = Product | ProductWithTaxonomy | WithRestockWaiting<ProductWithTaxonomy>;

/** Public URLs kept per storage key (a key's URL never changes); beyond this many, they start over. */
const MAX_KEPT_URLS = 20_000;

/** Domain objects → GraphQL objects. Every label and price comes from the domain; nothing is computed here. */
export class CatalogPresenter {
  private readonly urls = new Map<string, string>();
  private readonly stockStatuses = new Map<string, gql.StockStatus>();

  constructor(private readonly storage: FileStorage) {}

  /**
   * A page of products. Those read with their brand and categories carry them presented (Product.brand and
   * Product.categories answer from them, without a loader), each brand and category presented once for the page.
   */
  products(products: readonly PresentableProduct[], today: IsoDate): gql.Product[] {
    const brands = new Map<string, gql.Brand>();
    const categories = new Map<string, gql.Category>();
    return products.map((product) => this.product(product, today, { brands, categories }));
  }

  /** A page of products priced on `today`: the storefront's listings and the admin's products screen. */
  productPage({ items, today, ...page }: Paged<Product | ProductWithTaxonomy> & { today: IsoDate }): gql.ProductPage {
    return Object.assign(new gql.ProductPage(), { ...page, items: this.products(items, today) });
  }

  /** One product; `presented`: the brands and categories already presented for the page it belongs to. */
  product(
    product: PresentableProduct,
    today: IsoDate,
    presented?: { readonly brands: Map<string, gql.Brand>; readonly categories: Map<string, gql.Category> },
  ): gql.Product {
    const price = priceOn(product, today);
    const imageUrls = product.imageKeys.map((key) => this.url(key));
    const presentedProduct = new gql.Product();
    presentedProduct.id = product.id;
    presentedProduct.name = product.name;
    presentedProduct.description = product.description;
    presentedProduct.brandId = product.brandId;
    presentedProduct.categoryIds = product.categoryIds;
    presentedProduct.price = Money.from(price.price);
    presentedProduct.originalPrice = Money.from(price.originalPrice);
    presentedProduct.discountApplied = price.discountApplied;
    presentedProduct.promotion =
      price.promotionStatus === 'none' ? null : this.promotion(product, today, price.promotionStatus);
    presentedProduct.stock = product.stock;
    presentedProduct.heldStock = product.held;
    presentedProduct.restockWaiting = 'restockWaiting' in product ? product.restockWaiting : 0;
    presentedProduct.stockStatus = this.stockStatus(product.stock);
    presentedProduct.active = product.active;
    presentedProduct.carousel = product.carousel;
    presentedProduct.position = product.position;
    presentedProduct.imageUrl = imageUrls[0] ?? null;
    presentedProduct.imageUrls = imageUrls;
    presentedProduct.imageKeys = product.imageKeys;
    presentedProduct.createdAt = product.createdAt;
    presentedProduct.updatedAt = product.updatedAt;
    if ('categories' in product) {
      const { brand } = product;
      presentedProduct.taxonomy = {
        brand: brand && (presented ? once(presented.brands, brand.id, () => this.brand(brand)) : this.brand(brand)),
        categories: product.categories.map((category) =>
          presented ? once(presented.categories, category.id, () => this.category(category)) : this.category(category),
        ),
      };
    }
    return presentedProduct;
  }

  brand(brand: Brand): gql.Brand {
    return Object.assign(new gql.Brand(), {
      id: brand.id,
      name: brand.name,
      description: brand.description,
      logoUrl: brand.logoKey ? this.url(brand.logoKey) : null,
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

  /** The stock line, one shared object per text ('Stock disponible' for every product above the threshold). */
  private stockStatus(stock: number): gql.StockStatus {
    const label = stockLabel(stock);
    return once(this.stockStatuses, label.text, () =>
      Object.assign(new gql.StockStatus(), { level: STOCK_LEVELS[label.level], label: label.text }),
    );
  }

  private url(key: string): string {
    let url = this.urls.get(key);
    if (url === undefined) {
      if (this.urls.size >= MAX_KEPT_URLS) this.urls.clear();
      url = this.storage.publicUrl(key);
      this.urls.set(key, url);
    }
    return url;
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

/** The value kept under `key`, made by `make` the first time. */
function once<V>(kept: Map<string, V>, key: string, make: () => V): V {
  let value = kept.get(key);
  if (value === undefined) {
    value = make();
    kept.set(key, value);
  }
  return value;
}
