import {
  brandRemovalRefused,
  categoryRemovalRefused,
  brandInUse,
  brandNotFound,
  categoryInUse,
  categoryNotFound,
} from './taxonomy-admin';

describe('taxonomy admin refusals', () => {
  it('names how many products keep a brand or a category from being deleted', () => {
    expect(brandInUse(3, 1)).toEqual({
      code: 'BRAND_IN_USE',
      message: 'No se puede eliminar la marca: tiene 3 productos. Desactívala o cambia la marca de sus productos.',
      details: { productCount: 3, archivedProductCount: 1 },
    });
    expect(brandInUse(1, 0).message).toContain('tiene 1 producto.');
    expect(categoryInUse(2)).toEqual({
      code: 'CATEGORY_IN_USE',
      message: 'No se puede eliminar la categoría: tiene 2 productos. Desactívala o quítala de sus productos.',
      details: { productCount: 2 },
    });
  });

  it('explains a brand kept only by products that orders still name', () => {
    expect(brandInUse(0, 2).message).toBe(
      'No se puede eliminar la marca: la nombran pedidos anteriores. Desactívala para ocultarla de la tienda.',
    );
  });

  it('says which id was not found', () => {
    expect(brandNotFound('b-1')).toEqual({
      code: 'BRAND_NOT_FOUND',
      message: 'Marca con ID b-1 no encontrada',
      details: { id: 'b-1' },
    });
    expect(categoryNotFound('c-1').message).toBe('Categoría con ID c-1 no encontrada');
  });

  it('lets a brand go only when no product names it, archived ones included; a category when no live product is in it', () => {
    expect(brandRemovalRefused({ products: 0, archived: 0 })).toBeNull();
    expect(brandRemovalRefused({ products: 2, archived: 0 })).toEqual(brandInUse(2, 0));
    expect(brandRemovalRefused({ products: 0, archived: 1 })).toEqual(brandInUse(0, 1));
    expect(categoryRemovalRefused({ products: 0 })).toBeNull();
    expect(categoryRemovalRefused({ products: 3 })).toEqual(categoryInUse(3));
  });
});
