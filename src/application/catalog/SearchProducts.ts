import { searchNeedle, SEARCH_RESULT_LIMIT, type SearchQueryError } from '../../domain/catalog/product-search';
import { limaDate, type IsoDate } from '../../domain/shared/lima-date';
import { ok, type Result } from '../../domain/shared/result';
import type { ProductRepository, ProductWithTaxonomy } from '../ports/catalog-repositories';
import type { Clock } from '../ports/clock';
import { storefrontProduct } from './catalogue-visibility';

export interface SearchMatches {
  /** Each with its brand and categories, read in the same go. */
  readonly items: readonly ProductWithTaxonomy[];
  /** The Lima date to price the matches on. */
  readonly today: IsoDate;
}

/**
 * The search box: products on sale whose name or brand contains the text,
 * ignoring case and accents, best match first, at most 5. Fewer than 2
 * characters find nothing (without asking the database); over 100 are refused.
 */
export class SearchProducts {
  constructor(
    private readonly products: ProductRepository,
    private readonly clock: Clock,
  ) {}

  async execute(query: string): Promise<Result<SearchMatches, SearchQueryError>> {
    const needle = searchNeedle(query);
    if (!needle.ok) return needle;
    const today = limaDate(this.clock.now());
    if (needle.value === null) return ok({ items: [], today });
    const matches = await this.products.search(needle.value, SEARCH_RESULT_LIMIT);
    // Only products on sale are found, for everybody: as a shopper sees them.
    return ok({ items: matches.flatMap((product) => storefrontProduct(product, null) ?? []), today });
  }
}
