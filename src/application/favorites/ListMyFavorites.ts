import { priceOn, type Product } from '../../domain/catalog/product';
import { priceDropSinceSaved } from '../../domain/favorites/favorites';
import type { Money } from '../../domain/money/money';
import { isOnSale } from '../../domain/catalog/product-visibility';
import { limaDate, type IsoDate } from '../../domain/shared/lima-date';
import { paged, pageWindow, type Paged, type PageRequest, type PaginationError } from '../../domain/shared/pagination';
import { ok, type Result } from '../../domain/shared/result';
import { asOrderable } from '../../domain/stock/stock-movement';
import type { Viewer } from '../identity/viewer';
import type { ProductRepository } from '../ports/catalog-repositories';
import type { Clock } from '../ports/clock';
import type { FavoriteQueries } from '../ports/favorites';

/** 'Mis favoritos' shows this many a page. */
export const MY_FAVORITES_PAGE_SIZE = 12;

/** A favourite as the list shows it: the product as of today; `onSale` false: listed without a price. */
export interface FavoriteView {
  readonly product: Product;
  readonly brandName: string | null;
  readonly onSale: boolean;
  readonly addedAt: Date;
  /** How much less it costs today than the day it was hearted; null: not less, unknown, or not on sale. */
  readonly priceDrop: Money | null;
}

/**
 * A page of the signed-in shopper's own favourites, last hearted first, each with its product as it is today
 * (price of the Lima day, units nobody holds, how much less it costs than the day it was hearted). A product no longer on sale (it or its brand switched off) stays
 * listed, marked, so the shopper knows where it went; one the shop deleted leaves the list.
 */
export class ListMyFavorites {
  constructor(
    private readonly favorites: FavoriteQueries,
    private readonly products: ProductRepository,
    private readonly clock: Clock,
  ) {}

  async execute(
    viewer: Viewer,
    request: PageRequest,
  ): Promise<Result<Paged<FavoriteView> & { readonly today: IsoDate }, PaginationError>> {
    const window = pageWindow(request);
    if (!window.ok) return window;
    const today = limaDate(this.clock.now());
    const { items, total } = await this.favorites.page(viewer.accountId, window.value);
    const entries = items.length === 0 ? [] : await this.products.findForCart(items.map((item) => item.productId));
    const byId = new Map(entries.map((entry) => [entry.product.id, entry]));
    const views = items.flatMap((item): FavoriteView[] => {
      const entry = byId.get(item.productId);
      if (!entry) return []; // deleted between the two reads
      const onSale = isOnSale(entry.product, entry.brand);
      return [
        {
          product: asOrderable(entry.product),
          brandName: entry.brandName,
          onSale,
          addedAt: item.addedAt,
          priceDrop: onSale ? priceDropSinceSaved(item.savedPrice, priceOn(entry.product, today).price) : null,
        },
      ];
    });
    return ok({ ...paged(views, total, request), today });
  }
}
