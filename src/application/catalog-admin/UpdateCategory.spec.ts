import { aCategory } from '../testing/catalog-fixtures';
import { InMemoryTaxonomy } from '../testing/in-memory-taxonomy';
import { UpdateCategory } from './UpdateCategory';

const NOW = new Date('2026-11-22T15:00:00Z');

function setup() {
  const taxonomy = new InMemoryTaxonomy({ categories: [aCategory({ id: 'c-mujer', name: 'Mujer' })] });
  return { taxonomy, update: new UpdateCategory(taxonomy.categoryWrites, { now: () => NOW }) };
}

describe('UpdateCategory', () => {
  it('saves the new name, description and status', async () => {
    const { taxonomy, update } = setup();
    expect(
      await update.execute('c-mujer', { name: 'Para ella', description: 'Fragancias', active: false }),
    ).toMatchObject({ ok: true, value: { id: 'c-mujer', name: 'Para ella', active: false, updatedAt: NOW } });
    expect(taxonomy.categories.get('c-mujer')?.description).toBe('Fragancias');
  });

  it('refuses an empty description and changes nothing', async () => {
    const { taxonomy, update } = setup();
    expect(await update.execute('c-mujer', { name: 'Mujer', description: '', active: true })).toMatchObject({
      ok: false,
      error: { code: 'CATEGORY_INVALID', message: 'La descripción es obligatoria' },
    });
    expect(taxonomy.categories.get('c-mujer')?.updatedAt).not.toEqual(NOW);
  });

  it('answers an unknown category with CATEGORY_NOT_FOUND', async () => {
    const { update } = setup();
    expect(await update.execute('c-nope', { name: 'X', description: 'Y', active: true })).toEqual({
      ok: false,
      error: {
        code: 'CATEGORY_NOT_FOUND',
        message: 'Categoría con ID c-nope no encontrada',
        details: { id: 'c-nope' },
      },
    });
  });
});
