import { domainError, err, ok, type DomainError, type Result } from '../shared/result';

/** The search box and the admin order's product picker both show at most 5 results. */
export const SEARCH_RESULT_LIMIT = 5;
/** Shorter queries (after trimming) find nothing: one letter matches half the catalogue. */
export const SEARCH_MIN_QUERY_LENGTH = 2;
/** Longer queries are refused: no product name is that long, and it keeps the search cheap. */
export const SEARCH_MAX_QUERY_LENGTH = 100;

export type SearchQueryError = DomainError<'SEARCH_QUERY_TOO_LONG'>;

export interface Searchable {
  readonly name: string;
  readonly brandName: string;
}

/**
 * How text is compared: lower case, without accents or other marks, trimmed,
 * inner spaces collapsed ('  LANCÔME ' → 'lancome'). The database applies the
 * same normalisation (unaccent + lower) to names.
 */
export function normalizeSearchText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('es-PE').trim().replace(/\s+/g, ' ');
}

/**
 * The shopper's query as the text to look for: null when it is too short to
 * search (fewer than 2 characters, or only spaces); refused when too long.
 */
export function searchNeedle(query: string): Result<string | null, SearchQueryError> {
  if (query.trim().length > SEARCH_MAX_QUERY_LENGTH) {
    return err(
      domainError(
        'SEARCH_QUERY_TOO_LONG',
        `La búsqueda puede tener como máximo ${SEARCH_MAX_QUERY_LENGTH} caracteres.`,
        { maxLength: SEARCH_MAX_QUERY_LENGTH },
      ),
    );
  }
  const needle = normalizeSearchText(query);
  return ok(needle.length >= SEARCH_MIN_QUERY_LENGTH ? needle : null);
}

/**
 * How well a product matches (lower is better), or null when it does not:
 * 0 the name starts with the text, 1 a word of the name does, 2 the brand
 * starts with it, 3 the text is elsewhere in the name or the brand.
 * `needle` is already normalised (normalizeSearchText).
 */
export function searchRank(product: Searchable, needle: string): number | null {
  const name = normalizeSearchText(product.name);
  const brand = normalizeSearchText(product.brandName);
  if (name.startsWith(needle)) return 0;
  if (name.includes(` ${needle}`)) return 1;
  if (brand.startsWith(needle)) return 2;
  if (name.includes(needle) || brand.includes(needle)) return 3;
  return null;
}

/**
 * Storefront search: product name or brand, without regard to case or
 * accents, best match first (searchRank, then name), at most 5 results.
 */
export function searchProducts<T extends Searchable>(products: readonly T[], query: string): readonly T[] {
  const needle = normalizeSearchText(query);
  if (!needle) return [];
  return products
    .map((product) => ({ product, rank: searchRank(product, needle) }))
    .filter((match): match is { product: T; rank: number } => match.rank !== null)
    .sort((a, b) => a.rank - b.rank || a.product.name.localeCompare(b.product.name, 'es'))
    .slice(0, SEARCH_RESULT_LIMIT)
    .map((match) => match.product);
}
