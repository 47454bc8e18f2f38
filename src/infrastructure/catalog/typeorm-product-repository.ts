import type { EntityManager } from 'typeorm';
import type { WishedProduct } from '../../application/ports/admin-statistics';

import type {
  CatalogueEntry,
  Page,
  ProductListQuery,
  ProductRepository,
  ProductWithTaxonomy,
} from '../../application/ports/catalog-repositories';
import type { AdminProductQueries } from '../../application/ports/product-writes';
import type { AdminProductSort, WithRestockWaiting } from '../../domain/catalog/product-admin';
import type { ProductSort } from '../../domain/catalog/product-sort';
import { LOW_STOCK_THRESHOLD } from '../../domain/catalog/stock-level';
import { preparedRows } from '../database/prepared-statements';
import { isUuid } from '../../domain/shared/uuid';
import { fromProductRow, type ProductRow } from './catalog-mappers';
import type { KeptListTotals } from './kept-list-totals';

/*
 * SQL mirror of the domain's pricing rule (src/domain/catalog/promotion.ts),
 * needed only so the database can sort and filter by today's price before
 * paginating. The integration spec checks it agrees with the domain for
 * every promotion shape; prices shown to users always come from the domain.
 */
const PROMOTION_APPLIES = `(p.is_promoted AND p.discount > 0
  AND p.promotion_start_date IS NOT NULL AND p.promotion_end_date IS NOT NULL
  AND p.promotion_start_date <= CAST(:today AS date) AND CAST(:today AS date) <= p.promotion_end_date)`;

/* Mirrors of src/domain/catalog/product-visibility.ts (window by dates only, whatever the discount). */
export const ON_SALE = `(p.active AND EXISTS (SELECT 1 FROM brands ob WHERE ob.id = p.brand_id AND ob.active))`;
const WINDOW_OPEN = `(p.promotion_start_date IS NOT NULL AND p.promotion_end_date IS NOT NULL
  AND p.promotion_start_date <= CAST(:today AS date) AND CAST(:today AS date) <= p.promotion_end_date)`;
const LISTED_ON_WEB = `(${ON_SALE} AND (NOT p.is_promoted OR ${WINDOW_OPEN}))`;
const ON_PROMOTIONS_PAGE = `(${ON_SALE} AND p.is_promoted AND p.promotion_start_date IS NOT NULL
  AND p.promotion_end_date IS NOT NULL AND CAST(:today AS date) <= p.promotion_end_date)`;

/*
 * Search, mirroring src/domain/catalog/product-search.ts: names are compared
 * normalised, as PostgreSQL keeps them in `search_name` (migration
 * StoredSearchNames1766150000000) with the trigram indexes built on it, so
 * `LIKE '%text%'` uses them and no matched row is normalised again.
 * Rank as searchRank (name start, word start, brand start, elsewhere); within
 * a rank, trigram similarity to the name, then the name.
 */
const SEARCH_NAME = 'p.search_name';
const SEARCH_RANK = `(CASE WHEN ${SEARCH_NAME} LIKE :prefix THEN 0
  WHEN ${SEARCH_NAME} LIKE :wordPrefix THEN 1
  WHEN b.search_name LIKE :prefix THEN 2 ELSE 3 END)`;
// `= ANY (ARRAY(…))` makes the brand side an index condition too, so both sides combine in a BitmapOr.
const SEARCH_MATCHES = `(${SEARCH_NAME} LIKE :pattern OR p.brand_id = ANY (ARRAY(
  SELECT nb.id FROM brands nb WHERE nb.search_name LIKE :pattern)))`;

/** The user's text as a literal inside a LIKE pattern: `%`, `_` and the backslash lose their meaning. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

export const EFFECTIVE_PRICE_CENTS = `(CASE WHEN ${PROMOTION_APPLIES} THEN
  CASE WHEN p.promotion_type = 'fixed' THEN GREATEST(p.original_price_cents - p.discount * 100, 0)
  ELSE ROUND(p.original_price_cents * (100 - p.discount) / 100.0)::integer END
  ELSE p.original_price_cents END)`;

/**
 * A timestamp as epoch milliseconds (a float8, truncated to the millisecond as a JavaScript Date is): cheaper for
 * node-postgres than parsing timestamp text, and the same values.
 */
const EPOCH_MS = (column: string) => `floor(extract(epoch FROM ${column}) * 1000)::float8`;

/** The products columns the page subqueries carry (named, never `p.*`: the statements are prepared). */
const PAGE_COLUMNS = `p.id, p.name, p.description, p.brand_id, p.original_price_cents, p.promotion_type, p.discount,
  p.is_promoted, p.promotion_start_date, p.promotion_end_date, p.stock, p.held, p.active, p.carousel, p.position,
  p.image_keys, p.created_at, p.updated_at`;

/*
 * Every read below is ONE statement returning plain rows (no entity hydration): the product's columns, its
 * brand's (LEFT JOIN) and its categories aggregated into JSON, mapped by catalog-mappers.ts#fromProductRow.
 * `p` is a subquery of products rows (filtered, sorted and paginated first, so the categories are aggregated
 * for the page's rows only) carrying its sort keys. Archived products (archived_at set) are never read, as
 * TypeORM's delete-date column did for the entity reads.
 */
const PRODUCT_WITH_TAXONOMY = (
  page: string,
  order: string,
  extraColumns = '',
) => `SELECT p.id, p.name, p.description, p.brand_id,
  p.original_price_cents, p.promotion_type, p.discount, p.is_promoted,
  to_char(p.promotion_start_date, 'YYYY-MM-DD') AS promotion_start_date,
  to_char(p.promotion_end_date, 'YYYY-MM-DD') AS promotion_end_date,
  p.stock, p.held, p.active, p.carousel, p.position, to_json(p.image_keys) AS image_keys,
  ${EPOCH_MS('p.created_at')} AS created_at, ${EPOCH_MS('p.updated_at')} AS updated_at,
  b.name AS brand_name, b.description AS brand_description, b.logo_key AS brand_logo_key,
  b.active AS brand_active, ${EPOCH_MS('b.created_at')} AS brand_created_at,
  ${EPOCH_MS('b.updated_at')} AS brand_updated_at,
  COALESCE((SELECT json_agg(json_build_object('id', c.id, 'name', c.name, 'description', c.description,
      'active', c.active,
      'createdAt', ${EPOCH_MS('c.created_at')}, 'updatedAt', ${EPOCH_MS('c.updated_at')}) ORDER BY c.name, c.id)
    FROM product_categories pc JOIN categories c ON c.id = pc.category_id
    WHERE pc.product_id = p.id), '[]'::json) AS categories,${extraColumns}
  p.total
FROM (${page}) p
LEFT JOIN brands b ON b.id = p.brand_id
ORDER BY ${order}`;

/** The sort keys, on the inner products (`p`) or on the page built from them (same alias, same columns). */
const ORDER_BY: { readonly [S in ProductSort]: string } = {
  'price-asc': 'effective_price_cents ASC, p.name ASC, p.id ASC',
  'price-desc': 'effective_price_cents DESC, p.name ASC, p.id ASC',
  name: 'p.name ASC, p.id ASC',
  position: 'p.position ASC, p.name ASC, p.id ASC',
};

type TotalRow = ProductRow & { readonly total: string };

/**
 * The page's total as a column of the same statement: an uncorrelated count PostgreSQL runs once, on its own
 * (index-only where an index covers the filter), so the page itself is read through the sort's index and stops
 * after its rows. A window count would make PostgreSQL read and sort every match first: 22 ms for a page of
 * 24 among 10 000 products, against 2.5 ms this way (docs/performance.md).
 */
const TOTAL = (where: string) => `(SELECT count(*) FROM products p WHERE ${where}) AS total`;

/**
 * SQL mirror of the domain's low-stock rule (src/domain/catalog/stock-level.ts, isLowStock) on products `p`,
 * the threshold written in (a constant) so the partial index of migration AdminLists1765800000000 serves it.
 */
export const LOW_STOCK = `(p.active AND p.stock <= ${LOW_STOCK_THRESHOLD})`;

/**
 * The admin table's orders (compareAdminProducts, compareMostWaited): on the products (`inner`, where the rank is
 * the page subquery's output column) and on the page built from them (`outer`, where it is a column of `p`).
 */
const ADMIN_ORDER: { readonly [S in AdminProductSort]: { readonly inner: string; readonly outer: string } } = {
  position: { inner: 'p.position ASC, p.name ASC, p.id ASC', outer: 'p.position ASC, p.name ASC, p.id ASC' },
  'most-waited': {
    inner: 'restock_rank DESC, p.position ASC, p.name ASC, p.id ASC',
    outer: 'p.restock_rank DESC, p.position ASC, p.name ASC, p.id ASC',
  },
};

/*
 * 'Primero los más esperados' (issue 26): every matching product's count of confirmed requests, to sort by before
 * paginating. Aggregated once over the requests (an index-only scan of the partial index
 * restock_requests_confirmed_idx) and hash-joined: no per-product probe, and the sort needs every match anyway.
 */
const RESTOCK_RANKS = `LEFT JOIN (SELECT product_id, count(*)::int AS waiting FROM restock_requests
  WHERE confirmed_at IS NOT NULL GROUP BY product_id) rw ON rw.product_id = p.id`;

/** The page's rows' counts of confirmed requests: one probe of the partial index per row of the page. */
const RESTOCK_WAITING = `
  (SELECT count(*)::int FROM restock_requests rr WHERE rr.product_id = p.id AND rr.confirmed_at IS NOT NULL)
    AS restock_waiting,`;

export class TypeOrmProductRepository implements ProductRepository, AdminProductQueries {
  /**
   * @param totals the lists' kept totals: given only to the repository that reads outside any transaction
   *   (adapters.ts), never to one on a unit of work's transaction, whose counts may see its own writes.
   */
  constructor(
    private readonly db: EntityManager,
    private readonly totals?: KeptListTotals,
  ) {}

  /**
   * One statement: the page with the filtered total (TOTAL), or only the page when the total is kept
   * (KeptListTotals). Only a page past the end (no row to carry the count) costs a second one, a plain count.
   */
  async list(query: ProductListQuery): Promise<Page<ProductWithTaxonomy>> {
    if ((query.brandId && !isUuid(query.brandId)) || (query.categoryId && !isUuid(query.categoryId))) {
      return { items: [], total: 0 };
    }
    const { where, parameters } = this.filtered(query);
    const order = ORDER_BY[query.sort];
    // The filter and its values (the date in Lima among them), not the sort or the page: they share the total.
    const totalKey = `${where}\n${JSON.stringify(parameters)}`;
    const generation = this.totals?.generation ?? 0;
    const kept = this.totals?.get(totalKey);
    // A stable tie-break (name, then id) keeps pages from overlapping.
    const page = `SELECT ${PAGE_COLUMNS}, ${EFFECTIVE_PRICE_CENTS} AS effective_price_cents,
      ${kept === undefined ? TOTAL(where) : '0 AS total'}
      FROM products p WHERE ${where} ORDER BY ${order} LIMIT :limit OFFSET :offset`;
    const rows = await this.rows<TotalRow>(PRODUCT_WITH_TAXONOMY(page, order), {
      ...parameters,
      limit: query.limit,
      offset: query.offset,
    });
    if (rows.length > 0) {
      if (kept !== undefined) return { items: rows.map(fromProductRow), total: kept };
      const total = Number(rows[0]!.total);
      this.totals?.keepIfUnchanged(totalKey, total, generation);
      return { items: rows.map(fromProductRow), total };
    }
    if (query.offset === 0) return { items: [], total: 0 };
    if (kept !== undefined) return { items: [], total: kept };
    const [counted] = await this.rows<{ total: string }>(
      `SELECT count(*) AS total FROM products p WHERE ${where}`,
      parameters,
    );
    return { items: [], total: Number(counted?.total ?? 0) };
  }

  /**
   * The admin's page (mirrors matchesAdminProductFilter), each product with how many confirmed restock requests
   * wait for it: one statement with the filtered total (TOTAL), and a plain count only for a page past the end.
   * Archived products are never read.
   */
  async pageForAdmin({
    filter,
    sort,
    offset,
    limit,
  }: Parameters<AdminProductQueries['pageForAdmin']>[0]): Promise<Page<WithRestockWaiting<ProductWithTaxonomy>>> {
    const conditions = ['p.archived_at IS NULL'];
    const parameters: Record<string, unknown> = { limit, offset };
    const yesNo = (wanted: boolean | undefined, condition: string) => {
      if (wanted !== undefined) conditions.push(wanted ? condition : `NOT ${condition}`);
    };
    yesNo(filter.active, 'p.active');
    yesNo(filter.promoted, 'p.is_promoted');
    yesNo(filter.lowStock, LOW_STOCK);
    yesNo(filter.carousel, 'p.carousel');
    if (filter.search) {
      conditions.push(SEARCH_MATCHES);
      parameters.pattern = `%${escapeLike(filter.search)}%`;
    }
    const where = conditions.join(' AND ');
    const order = ADMIN_ORDER[sort];
    const page =
      sort === 'most-waited'
        ? `SELECT ${PAGE_COLUMNS}, COALESCE(rw.waiting, 0) AS restock_rank, ${TOTAL(where)}
            FROM products p ${RESTOCK_RANKS} WHERE ${where} ORDER BY ${order.inner} LIMIT :limit OFFSET :offset`
        : `SELECT ${PAGE_COLUMNS}, ${TOTAL(where)}
            FROM products p WHERE ${where} ORDER BY ${order.inner} LIMIT :limit OFFSET :offset`;
    const rows = await this.rows<TotalRow & { readonly restock_waiting: number }>(
      PRODUCT_WITH_TAXONOMY(page, order.outer, RESTOCK_WAITING),
      parameters,
    );
    if (rows.length > 0 || offset === 0) {
      const items = rows.map((row) => ({ ...fromProductRow(row), restockWaiting: row.restock_waiting }));
      return { items, total: Number(rows[0]?.total ?? 0) };
    }
    const [counted] = await this.rows<{ total: string }>(`SELECT count(*) AS total FROM products p WHERE ${where}`, {
      pattern: parameters.pattern,
    });
    return { items: [], total: Number(counted?.total ?? 0) };
  }

  /** The first `limit` low-stock products (LOW_STOCK), lowest stock first, then by name: one statement. */
  async lowStock(limit: number): Promise<ProductWithTaxonomy[]> {
    const order = 'p.stock ASC, p.name ASC, p.id ASC';
    const page = `SELECT ${PAGE_COLUMNS}, 0 AS total FROM products p
      WHERE p.archived_at IS NULL AND ${LOW_STOCK} ORDER BY ${order} LIMIT :limit`;
    return (await this.rows<ProductRow>(PRODUCT_WITH_TAXONOMY(page, order), { limit })).map(fromProductRow);
  }

  /**
   * The products in the most accounts' favourites (WishedProduct): the counts a trigger keeps
   * (product_favorite_counts), read from their index most first, the archived skipped: one statement, a few rows
   * whatever the number of favourites. Ties by name.
   */
  async mostWished(limit: number): Promise<WishedProduct[]> {
    const page = `SELECT ${PAGE_COLUMNS}, 0 AS total, c.favorites
      FROM product_favorite_counts c JOIN products p ON p.id = c.product_id
      WHERE c.favorites > 0 AND p.archived_at IS NULL ORDER BY c.favorites DESC, p.name ASC, p.id ASC LIMIT :limit`;
    const rows = await this.rows<ProductRow & { favorites: number }>(
      PRODUCT_WITH_TAXONOMY(page, 'p.favorites DESC, p.name ASC, p.id ASC', ' p.favorites,'),
      { limit },
    );
    return rows.map((row) => ({ product: fromProductRow(row), favorites: row.favorites }));
  }

  async findById(id: string): Promise<ProductWithTaxonomy | null> {
    if (!isUuid(id)) return null;
    const page = `SELECT ${PAGE_COLUMNS}, 1 AS total FROM products p WHERE p.id = :id AND p.archived_at IS NULL`;
    const [row] = await this.rows<ProductRow>(PRODUCT_WITH_TAXONOMY(page, 'p.id'), { id });
    return row ? fromProductRow(row) : null;
  }

  async search(
    needle: string,
    limit: number,
    options: { readonly inStock?: boolean } = {},
  ): Promise<ProductWithTaxonomy[]> {
    const literal = escapeLike(needle);
    const order = 'search_rank ASC, search_similarity DESC, p.name ASC, p.id ASC';
    const page = `SELECT ${PAGE_COLUMNS}, ${SEARCH_RANK} AS search_rank, similarity(${SEARCH_NAME}, :needle) AS search_similarity,
        0 AS total
      FROM products p JOIN brands b ON b.id = p.brand_id
      WHERE p.archived_at IS NULL AND ${SEARCH_MATCHES}
        AND ${options.inStock ? 'p.active AND b.active AND p.stock > p.held' : 'p.active AND b.active'}
      ORDER BY ${order} LIMIT :limit`;
    const rows = await this.rows<ProductRow>(PRODUCT_WITH_TAXONOMY(page, order), {
      pattern: `%${literal}%`,
      prefix: `${literal}%`,
      wordPrefix: `% ${literal}%`,
      needle,
      limit,
    });
    return rows.map(fromProductRow);
  }

  /** One statement whatever the number of ids: the products with their brand and categories. */
  async findForCart(ids: readonly string[]): Promise<CatalogueEntry[]> {
    const valid = [...new Set(ids.filter(isUuid))];
    if (valid.length === 0) return [];
    const page = `SELECT ${PAGE_COLUMNS}, 0 AS total FROM products p
      WHERE p.id = ANY(CAST(:ids AS uuid[])) AND p.archived_at IS NULL`;
    const rows = await this.rows<ProductRow>(PRODUCT_WITH_TAXONOMY(page, 'p.id'), { ids: valid });
    return rows.map(fromProductRow).map(({ brand, categories: _categories, ...product }) => ({
      product,
      brand: brand ? { active: brand.active } : null,
      brandName: brand?.name ?? null,
    }));
  }

  /** The WHERE clause of a list (on products `p`) and its named parameters. */
  private filtered(query: ProductListQuery): { where: string; parameters: Record<string, unknown> } {
    const conditions = ['p.archived_at IS NULL'];
    const parameters: Record<string, unknown> = { today: query.today };
    if (query.active === true) conditions.push(ON_SALE);
    if (query.active === false) conditions.push(`NOT ${ON_SALE}`);
    if (query.carousel !== undefined) {
      conditions.push('p.carousel = :carousel');
      parameters.carousel = query.carousel;
    }
    if (query.brandId) {
      conditions.push('p.brand_id = :brandId');
      parameters.brandId = query.brandId;
    }
    if (query.categoryId) {
      conditions.push(
        'EXISTS (SELECT 1 FROM product_categories pc WHERE pc.product_id = p.id AND pc.category_id = :categoryId)',
      );
      parameters.categoryId = query.categoryId;
    }
    if (query.promoted === true) conditions.push(PROMOTION_APPLIES);
    if (query.promoted === false) conditions.push(`NOT ${PROMOTION_APPLIES}`);
    if (query.search) {
      conditions.push(SEARCH_MATCHES);
      parameters.pattern = `%${escapeLike(query.search)}%`;
    }
    if (query.listing === 'web') conditions.push(LISTED_ON_WEB);
    if (query.listing === 'promotions') conditions.push(ON_PROMOTIONS_PAGE);
    return { where: conditions.join(' AND '), parameters };
  }

  /** Plain rows from node-postgres, each read a prepared statement (the catalogue's reads run on every request). */
  private rows<T>(sql: string, parameters: Record<string, unknown>): Promise<T[]> {
    return preparedRows<T>(this.db, sql, parameters);
  }
}
