import { domainError, type DomainError } from '../shared/result';

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
