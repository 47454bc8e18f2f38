import type { Product } from '../../domain/catalog/product';
import { searchNeedle, SEARCH_RESULT_LIMIT, type SearchQueryError } from '../../domain/catalog/product-search';
import { limaDate, type IsoDate } from '../../domain/shared/lima-date';
import { ok, type Result } from '../../domain/shared/result';
import { asOrderable } from '../../domain/stock/stock-movement';
import type { ProductRepository } from '../ports/catalog-repositories';
import type { Clock } from '../ports/clock';

export interface AssistedOrderMatches {
  readonly items: readonly Product[];
  /** The Lima date to price the matches on. */
  readonly today: IsoDate;
}

/**
 * The create-order modal's product picker: products on sale with units that
 * can still be ordered (stock not held for orders) whose name or brand contains the text (case and accents ignored), best
 * match first, at most 5 — the storefront search with the stock rule added.
 * Fewer than 2 characters find nothing; over 100 are refused.
 */
export class SearchAssistedOrderProducts {
  constructor(
    private readonly products: ProductRepository,
    private readonly clock: Clock,
  ) {}

  async execute(query: string): Promise<Result<AssistedOrderMatches, SearchQueryError>> {
    const needle = searchNeedle(query);
    if (!needle.ok) return needle;
    const today = limaDate(this.clock.now());
    if (needle.value === null) return ok({ items: [], today });
    const matches = await this.products.search(needle.value, SEARCH_RESULT_LIMIT, { inStock: true });
    // The modal orders what nobody holds, as a checkout does.
    return ok({ items: matches.map(asOrderable), today });
  }
}
