import { domainError, err, ok, type DomainError, type Result } from './result';

export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 100;

export interface PageRequest {
  /** 1-based. */
  readonly page: number;
  readonly pageSize: number;
}

export interface PageWindow {
  readonly offset: number;
  readonly limit: number;
}

export type PaginationError = DomainError<'INVALID_PAGINATION'>;

/** Turns a page request into an offset window, refusing what no shopper's browser would send. */
export function pageWindow({ page, pageSize }: PageRequest): Result<PageWindow, PaginationError> {
  if (!Number.isInteger(page) || page < 1) {
    return err(domainError('INVALID_PAGINATION', 'La página debe ser un número entero mayor o igual a 1', { page }));
  }
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE_SIZE) {
    return err(
      domainError('INVALID_PAGINATION', `El tamaño de página debe ser un número entero entre 1 y ${MAX_PAGE_SIZE}`, {
        pageSize,
      }),
    );
  }
  return ok({ offset: (page - 1) * pageSize, limit: pageSize });
}

export function totalPages(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The admin's lists (orders, products, stories, brands, categories) show this many rows a page. */
export const ADMIN_PAGE_SIZE = 25;

/** One page of a list and where it stands: what a paginated screen shows. */
export interface Paged<T> {
  readonly items: readonly T[];
  /** How many match in all pages. */
  readonly total: number;
  readonly page: number;
  readonly pageSize: number;
  readonly totalPages: number;
}

export function paged<T>(items: readonly T[], total: number, { page, pageSize }: PageRequest): Paged<T> {
  return { items, total, page, pageSize, totalPages: totalPages(total, pageSize) };
}
