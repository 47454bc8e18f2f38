import { domainError, type DomainError } from '../shared/result';
import type { Product } from './product';
import { normalizeSearchText } from './product-search';
import { isLowStock } from './stock-level';

/** The admin products screen's texts (admin-and-stories.md §8). */
export const PRODUCT_ADMIN_MESSAGES = {
  createFailed: 'Error al crear producto',
  updateFailed: 'Error al actualizar producto',
  deleteFailed: 'Error al eliminar producto',
  saveFailed: 'Error al guardar el producto',
  stockFailed: 'Error al actualizar el stock',
  carouselFailed: 'Error al actualizar el estado del carousel',
  imagesFailed: 'Error al cargar las imágenes del producto',
  deleted: 'Producto eliminado con éxito',
} as const;

/** 'Producto con ID {id} no encontrado'. */
export const productNotFoundMessage = (id: string): string => `Producto con ID ${id} no encontrado`;

export type ProductNotFoundError = DomainError<'PRODUCT_NOT_FOUND'>;

export const productNotFound = (id: string): ProductNotFoundError =>
  domainError('PRODUCT_NOT_FOUND', productNotFoundMessage(id), { id });

/** The most one stock change may add or take (the − and + buttons send 1). */
export const MAX_STOCK_ADJUSTMENT = 100_000;

export const STOCK_ADJUSTMENT_MESSAGE = `El cambio de stock debe ser un número entero entre -${MAX_STOCK_ADJUSTMENT} y ${MAX_STOCK_ADJUSTMENT}`;

export type StockAdjustmentError = DomainError<'STOCK_ADJUSTMENT_INVALID'>;

/** null when `delta` is a whole number of units within the bounds. */
export function stockAdjustmentError(delta: number): StockAdjustmentError | null {
  return Number.isInteger(delta) && Math.abs(delta) <= MAX_STOCK_ADJUSTMENT
    ? null
    : domainError('STOCK_ADJUSTMENT_INVALID', STOCK_ADJUSTMENT_MESSAGE);
}

/** What the admin narrows the products table to; an absent part does not narrow, false keeps the others. */
export interface AdminProductFilter {
  /** Normalised (normalizeSearchText): kept when the product's or its brand's name contains it. */
  readonly search?: string;
  readonly active?: boolean;
  /** The promotion switch, whatever its dates (the 'En promoción' card counts the same). */
  readonly promoted?: boolean;
  /** isLowStock (the card and the dashboard count the same). */
  readonly lowStock?: boolean;
  readonly carousel?: boolean;
}

/** Whether a product is one the filter keeps (the rule the database's query mirrors); `brandName` null: none. */
export function matchesAdminProductFilter(
  product: Pick<Product, 'name' | 'active' | 'carousel' | 'stock' | 'promotion'>,
  brandName: string | null,
  filter: AdminProductFilter,
): boolean {
  const is = (wanted: boolean | undefined, actual: boolean) => wanted === undefined || wanted === actual;
  return (
    is(filter.active, product.active) &&
    is(filter.promoted, product.promotion.isPromoted) &&
    is(filter.lowStock, isLowStock(product)) &&
    is(filter.carousel, product.carousel) &&
    (!filter.search ||
      normalizeSearchText(product.name).includes(filter.search) ||
      (brandName !== null && normalizeSearchText(brandName).includes(filter.search)))
  );
}

/** The admin table's order: the manual position, then the name (then the id, so pages never overlap). */
export function compareAdminProducts(
  a: Pick<Product, 'position' | 'name' | 'id'>,
  b: Pick<Product, 'position' | 'name' | 'id'>,
): number {
  return a.position - b.position || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) || (a.id < b.id ? -1 : 1);
}

/**
 * The admin table's orders: the manual position (compareAdminProducts), or 'Primero los más esperados' (issue 26):
 * the products most shoppers wait for first (their confirmed 'Avísame cuando vuelva' requests), then by position.
 */
export const ADMIN_PRODUCT_SORTS = ['position', 'most-waited'] as const;
export type AdminProductSort = (typeof ADMIN_PRODUCT_SORTS)[number];

/** A product of the admin table with how many confirmed requests wait for it to come back. */
export type WithRestockWaiting<P> = P & { readonly restockWaiting: number };

/** 'Primero los más esperados': more people waiting first, then the table's usual order (so pages never overlap). */
export function compareMostWaited(
  a: WithRestockWaiting<Pick<Product, 'position' | 'name' | 'id'>>,
  b: WithRestockWaiting<Pick<Product, 'position' | 'name' | 'id'>>,
): number {
  return b.restockWaiting - a.restockWaiting || compareAdminProducts(a, b);
}
