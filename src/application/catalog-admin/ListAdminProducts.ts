import type { Product } from '../../domain/catalog/product';
import { normalizeSearchText, SEARCH_MAX_QUERY_LENGTH } from '../../domain/catalog/product-search';
import type { AdminProductQueries } from '../ports/product-writes';

/**
 * The admin products table: every product, on sale or not (archived ones
 * excepted), by manual position then name; `search` keeps those whose name or
 * brand contains it, ignoring case and accents.
 */
export class ListAdminProducts {
  constructor(private readonly products: AdminProductQueries) {}

  execute(search: string | null = null): Promise<Product[]> {
    const needle = normalizeSearchText((search ?? '').slice(0, SEARCH_MAX_QUERY_LENGTH));
    return this.products.listForAdmin(needle || null);
  }
}
