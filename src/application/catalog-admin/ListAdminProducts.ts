import type { AdminProductFilter, AdminProductSort, WithRestockWaiting } from '../../domain/catalog/product-admin';
import { normalizeSearchText, SEARCH_MAX_QUERY_LENGTH } from '../../domain/catalog/product-search';
import { limaDate, type IsoDate } from '../../domain/shared/lima-date';
import { ADMIN_PAGE_SIZE, paged, pageWindow, type Paged, type PaginationError } from '../../domain/shared/pagination';
import { ok, type Result } from '../../domain/shared/result';
import type { ProductWithTaxonomy } from '../ports/catalog-repositories';
import type { Clock } from '../ports/clock';
import type { AdminProductQueries } from '../ports/product-writes';

export interface ListAdminProductsInput {
  readonly search?: string | null;
  readonly active?: boolean | null;
  readonly promoted?: boolean | null;
  readonly lowStock?: boolean | null;
  readonly carousel?: boolean | null;
  /** By position then name unless told ('most-waited': 'Primero los más esperados'). */
  readonly sort?: AdminProductSort | null;
  readonly page?: number;
  readonly pageSize?: number;
}

/**
 * The admin products table: one page of the products (on sale or not, archived ones excepted) by manual position
 * then name, or the most awaited first, each with its brand, categories and how many shoppers wait for it to come
 * back (issue 26), narrowed by a search over the product's or brand's name (case
 * and accents ignored) and by active, promotion switch, low stock and carousel; filtered and paginated by the
 * database. `today` is the Lima date to price them on.
 */
export class ListAdminProducts {
  constructor(
    private readonly products: AdminProductQueries,
    private readonly clock: Clock,
  ) {}

  async execute(
    input: ListAdminProductsInput = {},
  ): Promise<Result<Paged<WithRestockWaiting<ProductWithTaxonomy>> & { readonly today: IsoDate }, PaginationError>> {
    const request = { page: input.page ?? 1, pageSize: input.pageSize ?? ADMIN_PAGE_SIZE };
    const window = pageWindow(request);
    if (!window.ok) return window;
    const today = limaDate(this.clock.now());
    const search = normalizeSearchText((input.search ?? '').slice(0, SEARCH_MAX_QUERY_LENGTH));
    const filter: AdminProductFilter = {
      ...(search ? { search } : {}),
      ...flag('active', input.active),
      ...flag('promoted', input.promoted),
      ...flag('lowStock', input.lowStock),
      ...flag('carousel', input.carousel),
    };
    const sort = input.sort ?? 'position';
    const { items, total } = await this.products.pageForAdmin({ filter, sort, ...window.value });
    return ok({ ...paged(items, total, request), today });
  }
}

/** A yes/no filter the admin set (null or absent: not narrowed by it). */
const flag = <K extends string>(key: K, value: boolean | null | undefined) =>
  (value === null || value === undefined ? {} : { [key]: value }) as { readonly [P in K]?: boolean };
