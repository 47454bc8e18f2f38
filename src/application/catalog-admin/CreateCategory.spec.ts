import { InMemoryTaxonomy } from '../testing/in-memory-taxonomy';
import { CreateCategory } from './CreateCategory';

const NOW = new Date('2026-11-22T15:00:00Z');

describe('CreateCategory', () => {
  it('saves a category with its name and description trimmed', async () => {
    const taxonomy = new InMemoryTaxonomy();
    const create = new CreateCategory(taxonomy.categoryWrites, { now: () => NOW });
    expect(await create.execute({ name: ' Nicho ', description: ' Casas de autor ', active: true })).toMatchObject({
      ok: true,
      value: { name: 'Nicho', description: 'Casas de autor', active: true, createdAt: NOW },
    });
    expect(taxonomy.categories.size).toBe(1);
  });

  it('refuses a missing name and description, naming both', async () => {
    const taxonomy = new InMemoryTaxonomy();
    const create = new CreateCategory(taxonomy.categoryWrites, { now: () => NOW });
    const result = await create.execute({ name: '', description: '  ', active: true });
    expect(!result.ok && result.error.details.fieldErrors).toEqual([
      { field: 'name', code: 'REQUIRED', message: 'El nombre es obligatorio' },
      { field: 'description', code: 'REQUIRED', message: 'La descripción es obligatoria' },
    ]);
    expect(taxonomy.categories.size).toBe(0);
  });
});
