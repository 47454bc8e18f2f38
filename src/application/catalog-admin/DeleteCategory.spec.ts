import { aCategory } from '../testing/catalog-fixtures';
import { inMemoryIdentity } from '../testing/in-memory-identity';
import { InMemoryTaxonomy } from '../testing/in-memory-taxonomy';
import { DeleteCategory } from './DeleteCategory';

function setup() {
  const taxonomy = new InMemoryTaxonomy({
    categories: [
      aCategory({ id: 'c-mujer', name: 'Mujer' }),
      aCategory({ id: 'c-vacia', name: 'Vacía' }),
      aCategory({ id: 'c-old', name: 'Antigua' }),
    ],
  });
  taxonomy.products.push(
    { brandId: 'b', categoryIds: ['c-mujer'] },
    { brandId: 'b', categoryIds: ['c-old'], archived: true },
  );
  return { taxonomy, remove: new DeleteCategory(inMemoryIdentity(undefined, { taxonomy }).services.uow) };
}

describe('DeleteCategory', () => {
  it('deletes a category no product is in', async () => {
    const { taxonomy, remove } = setup();
    expect(await remove.execute('c-vacia')).toEqual({
      ok: true,
      value: { id: 'c-vacia', message: 'Categoría eliminada con éxito' },
    });
    expect(taxonomy.categories.has('c-vacia')).toBe(false);
  });

  it('deletes a category only archived products were in (their orders keep their own snapshot)', async () => {
    const { taxonomy, remove } = setup();
    expect((await remove.execute('c-old')).ok).toBe(true);
    expect(taxonomy.categories.has('c-old')).toBe(false);
  });

  it('refuses a category that a product is in, saying how many', async () => {
    const { taxonomy, remove } = setup();
    expect(await remove.execute('c-mujer')).toEqual({
      ok: false,
      error: {
        code: 'CATEGORY_IN_USE',
        message: 'No se puede eliminar la categoría: tiene 1 producto. Desactívala o quítala de sus productos.',
        details: { productCount: 1 },
      },
    });
    expect(taxonomy.categories.has('c-mujer')).toBe(true);
  });

  it('answers an unknown category with CATEGORY_NOT_FOUND', async () => {
    const { remove } = setup();
    expect(await remove.execute('c-nope')).toMatchObject({ ok: false, error: { code: 'CATEGORY_NOT_FOUND' } });
  });
});
