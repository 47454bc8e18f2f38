import type { ProductListing } from '../../domain/catalog/product-listing';
import { searchNeedle, type SearchQueryError } from '../../domain/catalog/product-search';
import type { ProductSort } from '../../domain/catalog/product-sort';
import { limaDate, type IsoDate } from '../../domain/shared/lima-date';
import { pageWindow, totalPages, type PaginationError } from '../../domain/shared/pagination';
import { ok, type Result } from '../../domain/shared/result';
import type { ProductRepository, ProductWithTaxonomy } from '../ports/catalog-repositories';
import type { Clock } from '../ports/clock';
import { visibleActive, storefrontProduct, type CatalogueReader } from './catalogue-visibility';

export interface ListProductsInput {
  /** For the admin: true on sale only, false not on sale only, all when omitted; for everybody else on sale only. */
  readonly active?: boolean | null;
  readonly brandId?: string;
  readonly categoryId?: string;
  readonly carousel?: boolean;
  readonly promoted?: boolean;
  /** The search box's text (/buscar): only products whose name or brand match, as the suggestions find them. */
  readonly search?: string;
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

  /** A page as `reader` sees the catalogue (catalogue-visibility.ts): what is not on sale only for the admin. */
  async execute(
    input: ListProductsInput,
    reader: CatalogueReader,
  ): Promise<Result<ProductPage, PaginationError | SearchQueryError>> {
    const window = pageWindow(input);
    if (!window.ok) return window;
    const today = limaDate(this.clock.now());
    const visible = visibleActive(reader, input.active);
    if (!visible) return ok({ items: [], total: 0, ...pageOf(input, 0), today });
    const needle = input.search === undefined ? ok(undefined) : searchNeedle(input.search);
    if (!needle.ok) return needle;
    // Too short to search (under 2 characters): nothing, without asking the database (as the suggestions).
    if (needle.value === null) return ok({ items: [], total: 0, ...pageOf(input, 0), today });
    const found = await this.products.list({
      ...visible,
      brandId: input.brandId,
      categoryId: input.categoryId,
      carousel: input.carousel,
      promoted: input.promoted,
      search: needle.value,
      listing: input.listing ?? 'catalogue',
      sort: input.sort,
      ...window.value,
      today,
    });
    // The list's filter already left out what this reader may not see; their categories are still to trim.
    const items = found.items.flatMap((product) => storefrontProduct(product, reader) ?? []);
    return ok({ items, total: found.total, ...pageOf(input, found.total), today });
  }
}

const pageOf = (input: ListProductsInput, total: number) => ({
  page: input.page,
  pageSize: input.pageSize,
  totalPages: totalPages(total, input.pageSize),
});
