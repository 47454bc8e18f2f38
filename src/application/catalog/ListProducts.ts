import type { ProductListing } from '../../domain/catalog/product-listing';
import type { ProductSort } from '../../domain/catalog/product-sort';
import { limaDate, type IsoDate } from '../../domain/shared/lima-date';
import { pageWindow, totalPages, type PaginationError } from '../../domain/shared/pagination';
import { ok, type Result } from '../../domain/shared/result';
import type { ProductRepository, ProductWithTaxonomy } from '../ports/catalog-repositories';
import type { Clock } from '../ports/clock';

export interface ListProductsInput {
  readonly active?: boolean;
  readonly brandId?: string;
  readonly categoryId?: string;
  readonly carousel?: boolean;
  readonly promoted?: boolean;
  /** Default 'catalogue'. */
  readonly listing?: ProductListing;
  readonly sort: ProductSort;
  readonly page: number;
  readonly pageSize: number;
}

export interface ProductPage {
  /** Each with its brand and categories, read in the same go. */
  readonly items: readonly ProductWithTaxonomy[];
  readonly total: number;
  readonly page: number;
  readonly pageSize: number;
  readonly totalPages: number;
  /** The Lima date prices were computed for; callers price items on the same day. */
  readonly today: IsoDate;
}

export class ListProducts {
  constructor(
    private readonly products: ProductRepository,
    private readonly clock: Clock,
  ) {}

  async execute(input: ListProductsInput): Promise<Result<ProductPage, PaginationError>> {
    const window = pageWindow(input);
    if (!window.ok) return window;
    const today = limaDate(this.clock.now());
    const { items, total } = await this.products.list({
      active: input.active,
      brandId: input.brandId,
      categoryId: input.categoryId,
      carousel: input.carousel,
      promoted: input.promoted,
      listing: input.listing ?? 'catalogue',
      sort: input.sort,
      ...window.value,
      today,
    });
    return ok({
      items,
      total,
      page: input.page,
      pageSize: input.pageSize,
      totalPages: totalPages(total, input.pageSize),
      today,
    });
  }
}
