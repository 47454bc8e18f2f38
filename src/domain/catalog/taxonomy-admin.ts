import { domainError, type DomainError } from '../shared/result';

/** The admin brands screen's texts (admin-and-stories.md §8). */
export const BRAND_ADMIN_MESSAGES = {
  created: 'Marca creada con éxito',
  updated: 'Marca actualizada con éxito',
  deleted: 'Marca eliminada con éxito',
  saveFailed: 'Error al guardar la marca',
  deleteFailed: 'Error al eliminar la marca',
  loadFailed: 'Error al cargar marcas',
  logoNotUploaded: 'El logo no se subió correctamente. Súbelo de nuevo.',
} as const;

/** The admin categories screen's texts (admin-and-stories.md §8; 'Categoría eliminada con éxito' is ours). */
export const CATEGORY_ADMIN_MESSAGES = {
  loadFailed: 'Error al cargar categorias',
  createFailed: 'Error al crear categoria',
  updateFailed: 'Error al actualizar categoria',
  deleteFailed: 'Error al eliminar categoria',
  deleted: 'Categoría eliminada con éxito',
} as const;

export type BrandNotFoundError = DomainError<'BRAND_NOT_FOUND'>;
export type CategoryNotFoundError = DomainError<'CATEGORY_NOT_FOUND'>;

export const brandNotFound = (id: string): BrandNotFoundError =>
  domainError('BRAND_NOT_FOUND', `Marca con ID ${id} no encontrada`, { id });
export const categoryNotFound = (id: string): CategoryNotFoundError =>
  domainError('CATEGORY_NOT_FOUND', `Categoría con ID ${id} no encontrada`, { id });

/** A brand or category still used by products cannot be deleted; `productCount` says how many. */
export type TaxonomyInUseError = DomainError<'BRAND_IN_USE' | 'CATEGORY_IN_USE'> & {
  readonly details: { readonly productCount: number; readonly archivedProductCount?: number };
};

const products = (count: number): string => (count === 1 ? '1 producto' : `${count} productos`);

/**
 * Deleting a brand that products still name is refused, with how many and what to do
 * instead. `archived` counts products deleted from the catalogue but kept for the
 * orders that name them: they keep their brand too.
 */
export function brandInUse(productCount: number, archived: number): TaxonomyInUseError {
  const message =
    productCount > 0
      ? `No se puede eliminar la marca: tiene ${products(productCount)}. Desactívala o cambia la marca de sus productos.`
      : 'No se puede eliminar la marca: la nombran pedidos anteriores. Desactívala para ocultarla de la tienda.';
  return { ...domainError('BRAND_IN_USE', message), details: { productCount, archivedProductCount: archived } };
}

/**
 * Whether a brand may be deleted: only when no product names it, archived ones included (their orders name
 * their brand too). The refusal, or null.
 */
export function brandRemovalRefused(usage: {
  readonly products: number;
  readonly archived: number;
}): TaxonomyInUseError | null {
  return usage.products + usage.archived > 0 ? brandInUse(usage.products, usage.archived) : null;
}

/**
 * Whether a category may be deleted: only when no product that is not archived is in it (the links of archived
 * products go with it). The refusal, or null.
 */
export function categoryRemovalRefused(usage: { readonly products: number }): TaxonomyInUseError | null {
  return usage.products > 0 ? categoryInUse(usage.products) : null;
}

/** Deleting a category that products are still in is refused, with how many and what to do instead. */
export function categoryInUse(productCount: number): TaxonomyInUseError {
  return {
    ...domainError(
      'CATEGORY_IN_USE',
      `No se puede eliminar la categoría: tiene ${products(productCount)}. Desactívala o quítala de sus productos.`,
    ),
    details: { productCount },
  };
}
